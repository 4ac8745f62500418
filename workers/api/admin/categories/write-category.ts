import { eq, sql } from "drizzle-orm";
import type { CategoryInput, CategoryPatch } from "../../../../core/contracts/admin/categories.ts";
import type { Db } from "../../../../db/client.ts";
import {
  categories,
  categoryTranslations,
  galleryImages,
  mainCategories,
  menuItems,
  products,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  deleteUnlessUsed,
  insertedId,
  refusingTextsAndReferences,
  translationWrites,
  withDefaults,
  type TextTable,
  type Translate,
} from "../resource-kit.ts";

/** SPEC §5: a title once per language; a slug once across both (decision 0056). */
const categoryTexts: TextTable = {
  table: categoryTranslations,
  parentColumn: categoryTranslations.categoryId,
  unique: { title: "perLocale", slug: "acrossLocales" },
};

/**
 * Runs a category's write with every refusal at its field: a title or slug another category
 * holds, an image, parent or main category that does not exist, and a parent that is the category
 * itself or one of its sub-categories (migration 0009's trigger refuses the loop).
 */
async function refusing<T>(
  db: Db,
  write: () => Promise<T>,
  id: number | undefined,
  input: CategoryPatch,
  t: Translate,
) {
  try {
    return await refusingTextsAndReferences(
      db,
      write,
      { ...categoryTexts, ownId: id, given: input.translations },
      {
        imageId: { table: galleryImages, id: input.imageId, message: "validation.image.required" },
        parentId: { table: categories, id: input.parentId, message: "validation.reference" },
        mainCategoryId: { table: mainCategories, id: input.mainCategoryId, message: "validation.reference" },
      },
      t,
    );
  } catch (error) {
    if (isCycle(error)) throw new AppError("invalid_input", { parentId: t("validation.categoryCycle") });
    throw error;
  }
}

function isCycle(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/category_cycle|categories_not_own_parent/.test(cause.message)) return true;
  }
  return false;
}

const textWrites = (db: Db, id: number | ReturnType<typeof insertedId>, texts: CategoryInput["translations"]) =>
  translationWrites(
    db,
    categoryTranslations,
    categoryTranslations.categoryId,
    id,
    withDefaults(texts, { description: null }),
  );

/** Creates a category and its texts in one batch; answers its id. */
export async function createCategory(db: Db, input: CategoryInput, t: Translate) {
  const { status, imageId, parentId, mainCategoryId, position } = input;
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db
          .insert(categories)
          .values({ status, imageId, parentId, mainCategoryId, position })
          .returning({ id: categories.id }),
        ...textWrites(db, insertedId(categories), input.translations),
      ]),
    undefined,
    input,
    t,
  );
  if (!created) throw new Error("The category insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a category: its place in the tree, status, image and texts. */
export async function updateCategory(db: Db, id: number, input: CategoryPatch, t: Translate) {
  if (!(await db.$count(categories, eq(categories.id, id)))) throw new AppError("not_found");
  const { translations, ...columns } = input;
  const changed = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(categories)
          .set({ ...changed, updatedAt: Date.now() })
          .where(eq(categories.id, id)),
        ...(translations ? textWrites(db, id, translations) : []),
      ]),
    id,
    input,
    t,
  );
}

/**
 * Deletes a category no product, menu or sub-category uses (SPEC §8 "Problem deleting category"
 * otherwise): the schema would lift its sub-categories to the top and unfile its products silently.
 */
export function deleteCategory(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    categories,
    id,
    [
      sql`select 1 from ${products} where ${products.categoryId} = ${id}`,
      sql`select 1 from ${menuItems} where ${menuItems.categoryId} = ${id}`,
      sql`select 1 from ${categories} where ${categories.parentId} = ${id}`,
    ],
    t("admin.nouns.category"),
  );
}
