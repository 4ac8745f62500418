import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import { categories, categoryTranslations, mainCategoryTranslations } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";
import { idBySlug, selectCategoryTiles, tileImage, toTile } from "./category-tiles.ts";
import { productPageQueries, toProductPage } from "./list-products.ts";
import type { ProductQuery } from "../../../core/contracts/catalogue.ts";
import { toLocaleSlugs, type CategoryTile, type LocaleSlugs, type Page, type ProductCard } from "./types.ts";

export interface CategoryPage extends CategoryTile {
  slugs: LocaleSlugs;
  description: string | null;
  /** Where the category sits, for the breadcrumb: its main category and its parent. */
  mainCategory: { slug: string; title: string } | null;
  parent: { slug: string; title: string } | null;
  children: CategoryTile[];
  /** Products of the category and its sub-categories. */
  products: Page<ProductCard>;
}

/**
 * A category by its slug in either locale (SPEC §2 /category/{category}) with its sub-categories
 * and one page of its products (sorted and paged by the URL query), in one round trip; null when
 * no available category has that slug.
 */
export async function getCategory(
  db: Db,
  locale: Locale,
  slug: string,
  query: ProductQuery,
  options: { pageSize: number; canSeePrices: boolean },
): Promise<CategoryPage | null> {
  const id = idBySlug(categoryTranslations, categoryTranslations.categoryId, slug, locale);
  const parentTranslation = alias(categoryTranslations, "parent_translation");
  const { count, ids, cards } = productPageQueries(db, locale, { ...query, category: slug }, options.pageSize);
  const [categoryRows, childRows, countRows, idRows, productRows, slugRows] = await db.batch([
    db
      .select({
        id: categories.id,
        slug: categoryTranslations.slug,
        title: categoryTranslations.title,
        description: categoryTranslations.description,
        imageKey: tileImage.storageKey,
        imageWidth: tileImage.width,
        imageHeight: tileImage.height,
        parentSlug: parentTranslation.slug,
        parentTitle: parentTranslation.title,
        mainSlug: mainCategoryTranslations.slug,
        mainTitle: mainCategoryTranslations.title,
      })
      .from(categories)
      .innerJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
      .leftJoin(tileImage, eq(tileImage.id, categories.imageId))
      .leftJoin(parentTranslation, translated(parentTranslation, "categoryId", categories.parentId, locale))
      .leftJoin(
        mainCategoryTranslations,
        translated(mainCategoryTranslations, "mainCategoryId", categories.mainCategoryId, locale),
      )
      .where(and(eq(categories.id, id), eq(categories.status, "available"))),
    selectCategoryTiles(db, locale)
      .where(and(eq(categories.parentId, id), eq(categories.status, "available")))
      .orderBy(asc(categories.position), asc(categories.id)),
    count,
    ids,
    cards,
    db
      .select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, id)),
  ]);
  const row = categoryRows[0];
  if (!row) return null;
  return {
    ...toTile(row),
    slugs: toLocaleSlugs(slugRows),
    description: row.description,
    mainCategory: row.mainSlug && row.mainTitle ? { slug: row.mainSlug, title: row.mainTitle } : null,
    parent: row.parentSlug && row.parentTitle ? { slug: row.parentSlug, title: row.parentTitle } : null,
    children: childRows.map(toTile),
    products: toProductPage(countRows, idRows, productRows, query, options.pageSize, options.canSeePrices),
  };
}
