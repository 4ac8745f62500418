import { and, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "../../../core/profiles.ts";
import { shelfPrice } from "../../../core/shelf-price.ts";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/index.ts";
import type { PriceBook } from "../../lib/price-claim.ts";
import { bookCardPricer } from "../catalogue/book-prices.ts";
import { imageRef, isListed, selectProductCards } from "../catalogue/product-cards.ts";
import { productLists, type ProductListKind } from "./saved-products.ts";

/**
 * The products on one of the customer's lists, newest first, with the price paid for a customer
 * who may see prices (issue #10 item 2: wishlist and favourites entries show it and add to the cart).
 */
export async function listSavedProducts(
  db: Db,
  customerId: number,
  kind: ProductListKind,
  locale: Locale,
  {
    canSeePrices = false,
    book = "shelf",
    today = "",
  }: {
    canSeePrices?: boolean;
    /** The viewer's price book and the shop's day: a buyer on a price list sees its price (decision 0105). */
    book?: PriceBook;
    today?: string;
  } = {},
) {
  const table = productLists[kind];
  const saved = await db
    .select({ productId: table.productId })
    .from(table)
    .where(eq(table.customerId, customerId))
    .orderBy(desc(table.createdAt))
    .limit(200);
  if (saved.length === 0) return [];
  const ids = saved.map((row) => row.productId);
  // A product taken off the catalogue since it was saved is left out (its page would be not found).
  const cards = await selectProductCards(db, locale).where(and(inArray(products.id, ids), isListed));
  const priced = canSeePrices ? await bookCardPricer(db, book, cards, today) : (card: (typeof cards)[number]) => card;
  const byId = new Map(cards.map((card) => [card.id, priced(card)]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card
      ? [
          {
            id: card.id,
            slug: card.slug,
            title: card.title,
            image: imageRef(card.imageKey, card.imageWidth, card.imageHeight, card.title),
            price: canSeePrices ? shelfPrice(card) : null,
            hasVariants: card.hasVariants,
          },
        ]
      : [];
  });
}
