// The one way catalogue queries select product cards, so every list shows the same fields and
// every list drops prices for sessions that may not see them.
import { eq, sql } from "drizzle-orm";
import { alias, integer, sqliteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import { galleryImages, products, productTranslations, productTypes } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { translated } from "../../lib/translated.ts";
import type { ImageRef, ProductCard } from "./types.ts";

/**
 * The FTS5 index of migration 0001_search (docs/decisions/0010). Declared here, not in
 * db/schema, so drizzle-kit never diffs a virtual table; only its rowid is selected.
 */
export const productSearch = sqliteTable("product_search", { rowid: integer("rowid").notNull() });

/** bm25 weights per column: title, codes, brand, category, tags. */
export const searchRank = sql<number>`bm25(product_search, 10.0, 8.0, 4.0, 3.0, 2.0)`;

export const posterImage = alias(galleryImages, "poster");

/** `shelfPrice()` (core/shelf-price.ts) in SQL, to filter and sort by the price a customer pays. */
export const shelfPriceSql = sql<number>`coalesce(${products.discountPrice}, ${products.price})`;

export const productCardColumns = {
  id: products.id,
  slug: productTranslations.slug,
  title: productTranslations.title,
  price: products.price,
  discountPrice: products.discountPrice,
  availability: products.availability,
  type: products.type,
  ratingTenths: products.ratingTenths,
  // Issue #10 item 2: a product with variants is chosen on its page, not added from its card
  hasVariants: products.hasVariants,
  imageKey: posterImage.storageKey,
  imageWidth: posterImage.width,
  imageHeight: posterImage.height,
};

/**
 * The translation each product shows in one locale (English where it has none, SPEC §9), as a
 * join condition. The unary `+` keeps SQLite from driving a list from a (locale, …) index, which
 * would read and sort all rows of a locale; the product's own indexes (created_at, rating,
 * category, FTS rowid) then lead and LIMIT stops early.
 */
export function translationIn(locale: Locale) {
  return translated(productTranslations, "productId", products.id, locale, { canUseLocaleIndex: false });
}

/** Listed products; `+` for the same reason as `translationIn`: status alone is not selective. */
export const isListed = eq(sql`+${products.status}`, "available");

/** Cards in one locale: product, its shown translation and its poster image; callers add where/order/limit. */
export function selectProductCards(db: Db, locale: Locale) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productTranslations, translationIn(locale))
    .leftJoin(posterImage, eq(posterImage.id, products.posterImageId))
    .$dynamic();
}

export function imageRef(
  key: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
  alt: string,
): ImageRef | null {
  return key ? { url: mediaUrl(key), width: width ?? null, height: height ?? null, alt } : null;
}

export interface ProductCardRow {
  id: number;
  slug: string;
  title: string;
  price: number;
  discountPrice: number | null;
  availability: ProductCard["availability"];
  type: number;
  ratingTenths: number;
  hasVariants: boolean;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/** A selected row as a card; prices stay out unless the session may see them (SPEC §1). */
export function toProductCard(row: ProductCardRow, canSeePrices: boolean): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: imageRef(row.imageKey, row.imageWidth, row.imageHeight, row.title),
    price: canSeePrices ? row.price : null,
    discountPrice: canSeePrices ? row.discountPrice : null,
    availability: row.availability,
    isBundle: row.type === productTypes.bundle,
    ratingTenths: row.ratingTenths,
    hasVariants: row.hasVariants,
  };
}
