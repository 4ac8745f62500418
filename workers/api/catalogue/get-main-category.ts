import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, mainCategories, mainCategoryTranslations } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { idBySlug, selectCategoryTiles, selectMainCategoryTiles, toTile } from "./category-tiles.ts";
import { toLocaleSlugs, type CategoryTile, type LocaleSlugs } from "./types.ts";

export interface CategoryWithChildren extends CategoryTile {
  children: CategoryTile[];
}

export interface MainCategoryPage extends CategoryTile {
  slugs: LocaleSlugs;
  description: string | null;
  categories: CategoryWithChildren[];
}

/** Nests sub-categories under their parents, keeping the rows' order. */
export function nestCategories<T extends { id: number; parentId: number | null }>(
  rows: T[],
  toItem: (row: T) => CategoryTile,
): CategoryWithChildren[] {
  const ids = new Set(rows.map((row) => row.id));
  return rows
    .filter((row) => row.parentId === null || !ids.has(row.parentId))
    .map((row) => ({
      ...toItem(row),
      children: rows.filter((child) => child.parentId === row.id).map(toItem),
    }));
}

/** A main category by its slug in either locale (SPEC §2 /main-category/{mainCategory}), or null. */
export async function getMainCategory(db: Db, locale: Locale, slug: string): Promise<MainCategoryPage | null> {
  const id = idBySlug(mainCategoryTranslations, mainCategoryTranslations.mainCategoryId, slug, locale);
  const [mainRows, categoryRows, slugRows] = await db.batch([
    selectMainCategoryTiles(db, locale).where(and(eq(mainCategories.id, id), eq(mainCategories.status, "available"))),
    selectCategoryTiles(db, locale)
      .where(and(eq(categories.mainCategoryId, id), eq(categories.status, "available")))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ locale: mainCategoryTranslations.locale, slug: mainCategoryTranslations.slug })
      .from(mainCategoryTranslations)
      .where(eq(mainCategoryTranslations.mainCategoryId, id)),
  ]);
  const main = mainRows[0];
  if (!main) return null;
  return {
    ...toTile(main),
    slugs: toLocaleSlugs(slugRows),
    description: main.description,
    categories: nestCategories(categoryRows, toTile),
  };
}
