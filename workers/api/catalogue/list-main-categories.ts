import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, mainCategories } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { selectCategoryTiles, selectMainCategoryTiles, toTile } from "./category-tiles.ts";
import type { CategoryTile } from "./types.ts";

export interface MainCategoryTile extends CategoryTile {
  description: string | null;
  /** Its top-level categories, for a short list under the tile. */
  categories: CategoryTile[];
}

/** Every available main category (SPEC §2 /main-categories) with its top-level categories, in one round trip. */
export async function listMainCategories(db: Db, locale: Locale): Promise<MainCategoryTile[]> {
  const [mainRows, categoryRows] = await db.batch([
    selectMainCategoryTiles(db, locale)
      .where(eq(mainCategories.status, "available"))
      .orderBy(asc(mainCategories.position), asc(mainCategories.id)),
    selectCategoryTiles(db, locale)
      .where(eq(categories.status, "available"))
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  return mainRows.map((main) => ({
    ...toTile(main),
    description: main.description,
    categories: categoryRows
      .filter((category) => category.mainCategoryId === main.id && category.parentId === null)
      .map(toTile),
  }));
}
