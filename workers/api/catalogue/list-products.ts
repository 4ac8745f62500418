import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  mainCategories,
  products,
  productTitles,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { toFtsQuery } from "../../../core/search-text.ts";
import { translated } from "../../lib/translated.ts";
import type { ProductQuery } from "../../../core/contracts/catalogue.ts";
import {
  shelfPriceSql,
  isListed,
  productSearch,
  searchRank,
  selectProductCards,
  toProductCard,
  type ProductCardRow,
} from "./product-cards.ts";
import { toPage, type Page, type ProductCard } from "./types.ts";

export interface FilterOption {
  slug: string;
  label: string;
  /** Sub-categories sit one level below their parent in the category filter. */
  isChild: boolean;
}

export interface ProductListing {
  products: Page<ProductCard>;
  brands: FilterOption[];
  categories: FilterOption[];
}

/** The ids of a category, found by its slug in any locale, and of its sub-categories. */
export function categoryAndChildren(db: Db, slug: string) {
  const id = db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(and(inArray(categoryTranslations.locale, ["ar", "en"]), eq(categoryTranslations.slug, slug)))
    .limit(1);
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.status, "available"), or(eq(categories.id, id), eq(categories.parentId, id))));
}

/**
 * The count, page-ids and card queries of a product list, for callers to put in their own batch
 * (ARCHITECTURE.md §2: at most two round trips per page). Only products with status available
 * are listed; search joins the FTS5 index and can rank by bm25.
 */
export function productPageQueries(db: Db, locale: Locale, query: ProductQuery, pageSize: number) {
  const conditions: SQL[] = [isListed];
  if (query.category) conditions.push(inArray(products.categoryId, categoryAndChildren(db, query.category)));
  if (query.brands.length > 0) {
    const brandIds = db
      .select({ id: brandTranslations.brandId })
      .from(brandTranslations)
      .innerJoin(brands, eq(brands.id, brandTranslations.brandId))
      .where(and(eq(brands.status, "available"), inArray(brandTranslations.slug, query.brands)));
    conditions.push(inArray(products.brandId, brandIds));
  }
  if (query.availability) conditions.push(eq(products.availability, query.availability));
  if (query.minRating !== null) conditions.push(gte(products.ratingTenths, query.minRating * 10));
  if (query.minPrice !== null) conditions.push(gte(shelfPriceSql, query.minPrice));
  if (query.maxPrice !== null) conditions.push(lte(shelfPriceSql, query.maxPrice));

  const fts = query.search ? toFtsQuery(query.search) : null;
  const matches = db
    .select({ id: sql<number>`${productSearch.rowid}`.as("match_id"), rank: searchRank.as("match_rank") })
    .from(productSearch)
    .where(sql`product_search match ${fts ?? '""'}`)
    .as("matches");

  const where = and(...conditions);
  // Counted on products alone (every product has its English row, which every locale falls back
  // to, SPEC §9), so a covering index answers it; joining translations would cost a lookup per product.
  let count = db
    .select({ total: sql<number>`count(*)` })
    .from(products)
    .$dynamic();
  // The page's ids come from products alone (plus the FTS index for a search and translations
  // for the name order), so SQLite walks one ordered index and stops at LIMIT; the cards are then
  // read for those ids only. Joining the cards' columns into the ordered query lets the planner
  // start from product_translations and sort every row of a locale.
  let ids = db.select({ id: products.id }).from(products).$dynamic();
  // A search with nothing searchable left (only punctuation) lists everything, like no search.
  if (fts) {
    // The count reads the matching ids once (IN): joining the FTS subquery lets SQLite flatten it
    // and run the MATCH once per product. The ids join it for the bm25 rank and start from it.
    const matchIds = db
      .select({ id: sql<number>`${productSearch.rowid}` })
      .from(productSearch)
      .where(sql`product_search match ${fts}`);
    count = count.where(and(where, inArray(products.id, matchIds)));
    ids = ids.innerJoin(matches, eq(matches.id, products.id));
  } else {
    count = count.where(where);
  }
  // Ordered by name, the page walks the stored display titles' (locale, sort_key, product_id)
  // index, English fallback already applied (docs/decisions/0033), and stops at LIMIT. A search,
  // a category or a brand leaves a few hundred products at most: those are read from their own
  // index and sorted instead (`+` keeps the planner off the title index), so a deep page or an
  // empty result never walks every title of the locale.
  if (query.sort === "title") {
    const isNarrow = fts !== null || query.category !== null || query.brands.length > 0;
    const titleLocale = isNarrow ? sql`+${productTitles.locale}` : productTitles.locale;
    ids = ids.innerJoin(productTitles, and(eq(productTitles.productId, products.id), sql`${titleLocale} = ${locale}`));
  }
  const order = {
    relevance: fts ? [asc(matches.rank), desc(products.id)] : [desc(products.createdAt), desc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
    "price-asc": [asc(shelfPriceSql), asc(products.id)],
    "price-desc": [desc(shelfPriceSql), desc(products.id)],
    rating: [desc(products.ratingTenths), desc(products.id)],
    title: [asc(productTitles.sortKey), asc(productTitles.productId)],
  }[query.sort];
  const pageIds = ids
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return {
    count,
    ids: pageIds,
    cards: selectProductCards(db, locale).where(inArray(products.id, pageIds)),
  };
}

/** Turns the three results of `productPageQueries` into a page of cards, in the ids' order. */
export function toProductPage(
  countRows: { total: number }[],
  idRows: { id: number }[],
  rows: ProductCardRow[],
  query: ProductQuery,
  pageSize: number,
  canSeePrices: boolean,
): Page<ProductCard> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(
    idRows.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toProductCard(row, canSeePrices)] : [];
    }),
    query.page,
    pageSize,
    Number(countRows[0]?.total ?? 0),
  );
}

/**
 * The catalogue (`/products`): one page of products for the URL query, with the brand and
 * category filter options, in one round trip.
 */
export async function listProducts(
  db: Db,
  locale: Locale,
  query: ProductQuery,
  options: { pageSize: number; canSeePrices: boolean },
): Promise<ProductListing> {
  const { count, ids, cards } = productPageQueries(db, locale, query, options.pageSize);
  const [countRows, idRows, rows, brandRows, categoryRows] = await db.batch([
    count,
    ids,
    cards,
    db
      .select({ slug: brandTranslations.slug, label: brandTranslations.name })
      .from(brands)
      .innerJoin(brandTranslations, translated(brandTranslations, "brandId", brands.id, locale))
      .where(eq(brands.status, "available"))
      .orderBy(asc(brandTranslations.name)),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        slug: categoryTranslations.slug,
        label: categoryTranslations.title,
      })
      .from(categories)
      .innerJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
      .leftJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId))
      .where(eq(categories.status, "available"))
      .orderBy(asc(mainCategories.position), asc(categories.position), asc(categories.id)),
  ]);
  // Parents first, each followed by its children, in the admin's order.
  const ordered = categoryRows.flatMap((row) =>
    row.parentId === null
      ? [row, ...categoryRows.filter((child) => child.parentId === row.id)]
      : categoryRows.some((parent) => parent.id === row.parentId)
        ? []
        : [row],
  );
  return {
    products: toProductPage(countRows, idRows, rows, query, options.pageSize, options.canSeePrices),
    brands: brandRows.map((row) => ({ ...row, isChild: false })),
    categories: ordered.map((row) => ({
      slug: row.slug,
      label: row.label,
      isChild: row.parentId !== null && categoryRows.some((parent) => parent.id === row.parentId),
    })),
  };
}
