import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { galleryImages, products, productTranslations, siteSettings } from "../../../db/schema/index.ts";
import type { PurchaseBuyer, PurchaseProduct } from "../../../core/contracts/purchase.ts";
import type { Locale } from "../../../core/profiles.ts";
import { priceTiers, shelfOnly } from "../../../core/pricing/resolve-line-price.ts";
import { shelfPrice } from "../../../core/shelf-price.ts";
import { batch } from "../../../db/prepared.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { AppError } from "../../lib/errors.ts";
import { translated } from "../../lib/translated.ts";
import { productChoiceQueries } from "../catalogue/product-choice-queries.ts";
import type { Orderer } from "../auth/shopper.ts";
import { buyerPriceReads, buyerPrices } from "../pricing/buyer-prices.ts";

/** The buyer a shopper session (or an admin's phone order, decision 0098) is, or a guest. */
export function purchaseBuyer(shopper: Orderer | null): PurchaseBuyer {
  if (!shopper) return { kind: "guest" };
  if (shopper.kind === "salesperson" || shopper.kind === "admin") return { kind: shopper.kind };
  return { kind: "customer", status: shopper.status, isRestricted: shopper.isRestricted };
}

/** Issue #10 item 2: approved buyers (approved customers, salespeople, admins ordering) see the stock available. */
export const canSeeStock = (buyer: PurchaseBuyer) =>
  buyer.kind === "salesperson" || buyer.kind === "admin" || (buyer.kind === "customer" && buyer.status === "approved");

/**
 * A listed product as adding to the cart needs it, live (stock, the site's max per product, the
 * price of the moment, a customer's by their price lists): prices only for a shopper who may see them (SPEC §1), stock only for
 * approved buyers. The shopper's session is read beside the product's batch (one round trip of
 * waiting). An unknown or unlisted product is not found.
 */
export async function getPurchaseProduct(
  db: Db,
  locale: Locale,
  productId: number,
  shopperSession: Promise<Orderer | null>,
  today: string,
): Promise<PurchaseProduct> {
  const reads = db.batch([
    db
      .select({
        product: {
          id: products.id,
          sku: products.sku,
          status: products.status,
          availability: products.availability,
          hasVariants: products.hasVariants,
          quantity: products.quantity,
          price: products.price,
          discountPrice: products.discountPrice,
          minOrderQuantity: products.minOrderQuantity,
          packSize: products.packSize,
        },
        title: productTranslations.title,
        slug: productTranslations.slug,
        imageKey: galleryImages.storageKey,
      })
      .from(products)
      .innerJoin(productTranslations, translated(productTranslations, "productId", products.id, locale))
      .leftJoin(galleryImages, eq(galleryImages.id, products.posterImageId))
      .where(and(eq(products.id, productId), eq(products.status, "available"))),
    ...productChoiceQueries(db, locale, productId),
    db.select({ maxPerProduct: siteSettings.maxQuantityPerProduct }).from(siteSettings).limit(1),
  ]);
  const [[mainRows, variantRows, valueRows, groupRows, choiceRows, settingRows], shopper] = await Promise.all([
    reads,
    shopperSession,
  ]);
  const main = mainRows[0];
  if (!main) throw new AppError("not_found");
  const { product } = main;
  const buyer = purchaseBuyer(shopper);
  const prices = shopper?.canSeePrices ?? false;
  // A customer's price lists (decision 0101): a second round trip, only for a viewer seeing prices
  const book = prices
    ? buyerPrices(await batch(db, buyerPriceReads(shopper?.kind === "customer" ? shopper.id : null, [product.id])))
    : shelfOnly();
  const tiersOf = (variantId: number | null, shelf: number) =>
    prices ? priceTiers({ productId: product.id, variantId, shelfPrice: shelf }, book, today) : null;
  const own = tiersOf(null, shelfPrice(product));
  const stock = canSeeStock(buyer);
  const isListedAvailable = product.availability === "available";
  return {
    id: product.id,
    title: main.title,
    sku: product.sku,
    slug: main.slug,
    imageUrl: main.imageKey ? mediaUrl(main.imageKey) : null,
    isAvailable: isListedAvailable && (product.hasVariants || product.quantity > 0),
    price: own?.unitPrice ?? null,
    breaks: own?.breaks ?? [],
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    // The settings row is seeded; without one the column's default stands (db/schema/settings.ts).
    maxPerProduct: settingRows[0]?.maxPerProduct ?? 100,
    stock: stock && !product.hasVariants ? product.quantity : null,
    variants: variantRows.map((variant) => {
      const tiers = tiersOf(variant.id, variant.price);
      return {
        id: variant.id,
        code: variant.code,
        values: valueRows
          .filter((value) => value.variantId === variant.id)
          .map(({ attribute, value }) => ({ attribute, value })),
        price: tiers?.unitPrice ?? null,
        breaks: tiers?.breaks ?? [],
        stock: stock ? variant.quantity : null,
        isAvailable: isListedAvailable && variant.status === "available" && variant.quantity > 0,
      };
    }),
    optionGroups: groupRows.map((group) => ({
      ...group,
      choices: choiceRows
        .filter((choice) => choice.groupId === group.id)
        .map((choice) => ({ id: choice.id, name: choice.name, priceDelta: prices ? choice.priceDelta : null })),
    })),
    buyer,
  };
}
