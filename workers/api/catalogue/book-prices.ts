// Catalogue pages rendered for a price book (issue #23 item 3, decision 0105): the prices and
// quantity breaks of the book's lists, resolved by `priceTiers` as the cart and the quote resolve
// them, and written into the page on the server, so the page cache keeps one page per book and no
// price is filled in by script. A book is a pair of lists, never a person: nothing else personal
// reaches the shared page.
import { priceTiers, type BuyerPrices, type PriceTiers } from "../../../core/pricing/resolve-line-price.ts";
import { shelfPrice } from "../../../core/shelf-price.ts";
import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { bookLists, type PriceBook } from "../../lib/price-claim.ts";
import { bookPriceQueries, buyerPrices } from "../pricing/buyer-prices.ts";
import type { ProductDetails } from "./get-product-details.ts";
import type { Home } from "./get-home.ts";
import type { MenuEntry } from "./menu-entries.ts";
import type { ProductCard } from "./types.ts";

/** One quantity break as pages show it: from `minQuantity` units, `unitPrice` each. */
export type BreakStep = PriceTiers["breaks"][number];

/**
 * The book's rows for these products, in one round trip: its lists, their prices and the breaks
 * (the lists' and the shelf's). The plain book sees no prices: null, and nothing is read.
 */
export async function readBookPrices(
  db: Db,
  book: PriceBook,
  productIds: Iterable<number>,
): Promise<BuyerPrices | null> {
  if (book === "plain") return null;
  const ids = [...new Set(productIds)];
  return buyerPrices(await db.batch(bookPriceQueries(db, bookLists(book), (column) => inArray(column, ids))));
}

/** What a card needs to be priced for a book: the product and its shelf price. */
type PricedCard = Pick<ProductCard, "id" | "price" | "discountPrice">;

/** A card at the book's price: a list's price replaces the shelf price and its discount. */
export function cardForBook<Card extends PricedCard>(card: Card, prices: BuyerPrices | null, today: string): Card {
  const shelf = shelfPrice(card);
  if (!prices || shelf === null) return card;
  const tiers = priceTiers({ productId: card.id, variantId: null, shelfPrice: shelf }, prices, today);
  return tiers.listId === null ? card : { ...card, price: tiers.unitPrice, discountPrice: null };
}

/**
 * How a page's cards are priced for a book, wherever they sit on it: one round trip for all of
 * them. Only a book that names lists changes a card (the shelf book's cards already carry the shelf
 * price): then one round trip, none otherwise.
 */
export async function bookCardPricer<Card extends PricedCard>(
  db: Db,
  book: PriceBook,
  cards: readonly Card[],
  today: string,
): Promise<(card: Card) => Card> {
  if (!bookLists(book) || cards.length === 0) return (card) => card;
  const prices = await readBookPrices(
    db,
    book,
    cards.map((card) => card.id),
  );
  return (card) => cardForBook(card, prices, today);
}

/** Cards at the book's prices (`bookCardPricer`). */
export async function cardsForBook(
  db: Db,
  book: PriceBook,
  cards: ProductCard[],
  today: string,
): Promise<ProductCard[]> {
  return cards.map(await bookCardPricer(db, book, cards, today));
}

/** The product cards among menu entries. */
const entryCards = (entries: readonly MenuEntry[]) =>
  entries.flatMap((entry) => (entry.kind === "products" ? [entry.product] : []));

/** Menu entries with their product cards priced. */
const pricedEntries = (entries: readonly MenuEntry[], priced: (card: ProductCard) => ProductCard): MenuEntry[] =>
  entries.map((entry) => (entry.kind === "products" ? { ...entry, product: priced(entry.product) } : entry));

/** A menu page's entries at the book's prices (`bookCardPricer`). */
export async function entriesForBook(
  db: Db,
  book: PriceBook,
  entries: MenuEntry[],
  today: string,
): Promise<MenuEntry[]> {
  return pricedEntries(entries, await bookCardPricer(db, book, entryCards(entries), today));
}

/** The home page at the book's prices: its featured cards and its menus' product cards, in one read. */
export async function homeForBook(db: Db, book: PriceBook, home: Home, today: string): Promise<Home> {
  const cards = [...home.featured, ...home.menus.flatMap((menu) => entryCards(menu.entries))];
  const priced = await bookCardPricer(db, book, cards, today);
  return {
    ...home,
    featured: home.featured.map(priced),
    menus: home.menus.map((menu) => ({ ...menu, entries: pricedEntries(menu.entries, priced) })),
  };
}

/**
 * A product at the book's prices (pure): a list's price replaces the shelf price and its discount,
 * and the product and each variant carry the breaks of their price. Its related cards are left as
 * they are: their rows are not among `prices` unless read with them (`detailsForBook`).
 */
export function priceDetails(product: ProductDetails, prices: BuyerPrices, today: string): ProductDetails {
  const shelf = shelfPrice(product);
  if (shelf === null) return product;
  const tiersOf = (variantId: number | null, shelfPrice: number) =>
    priceTiers({ productId: product.id, variantId, shelfPrice }, prices, today);
  const own = tiersOf(null, shelf);
  return {
    ...product,
    ...(own.listId === null ? {} : { price: own.unitPrice, discountPrice: null }),
    breaks: own.breaks,
    variants: product.variants.map((variant) => {
      if (variant.price === null) return variant;
      const tiers = tiersOf(variant.id, variant.price);
      return { ...variant, price: tiers.unitPrice, breaks: tiers.breaks };
    }),
  };
}

/**
 * A product read without its book (the JSON twin learns the book beside the read) at the book's
 * prices, with its related cards, from one more round trip. The plain book's is left as read.
 */
export async function detailsForBook(
  db: Db,
  book: PriceBook,
  product: ProductDetails,
  today: string,
): Promise<ProductDetails> {
  const prices = await readBookPrices(db, book, [product.id, ...product.related.map((card) => card.id)]);
  if (!prices) return product;
  return {
    ...priceDetails(product, prices, today),
    related: product.related.map((card) => cardForBook(card, prices, today)),
  };
}
