import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, mainCategories } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { selectCategoryTiles, selectMainCategoryTiles, toTile } from "./category-tiles.ts";
import { nestCategories, type CategoryWithChildren } from "./get-main-category.ts";
import type { CategoryTile } from "./types.ts";

export interface CategoryGroup {
  /** Null for categories outside any main category. */
  main: CategoryTile | null;
  categories: CategoryWithChildren[];
}

/** Every available category (SPEC §2 /categories), grouped by main category, in one round trip. */
export async function listCategories(db: Db, locale: Locale): Promise<CategoryGroup[]> {
  const [mainRows, categoryRows] = await db.batch([
    selectMainCategoryTiles(db, locale)
      .where(eq(mainCategories.status, "available"))
      .orderBy(asc(mainCategories.position), asc(mainCategories.id)),
    selectCategoryTiles(db, locale)
      .where(eq(categories.status, "available"))
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  const mainIds = new Set(mainRows.map((main) => main.id));
  const groups: CategoryGroup[] = mainRows.map((main) => ({
    main: toTile(main),
    categories: nestCategories(
      categoryRows.filter((row) => row.mainCategoryId === main.id),
      toTile,
    ),
  }));
  const loose = categoryRows.filter((row) => row.mainCategoryId === null || !mainIds.has(row.mainCategoryId));
  if (loose.length > 0) groups.push({ main: null, categories: nestCategories(loose, toTile) });
  return groups.filter((group) => group.categories.length > 0);
}
