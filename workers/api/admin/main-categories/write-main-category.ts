import { eq, sql } from "drizzle-orm";
import type { MainCategoryInput, MainCategoryPatch } from "../../../../core/contracts/admin/main-categories.ts";
import type { Db } from "../../../../db/client.ts";
import { categories, galleryImages, mainCategories, mainCategoryTranslations } from "../../../../db/schema/index.ts";
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

/** A title once per language (SPEC §5, as for categories); a slug once across both (decision 0056). */
const mainCategoryTexts: TextTable = {
  table: mainCategoryTranslations,
  parentColumn: mainCategoryTranslations.mainCategoryId,
  unique: { title: "perLocale", slug: "acrossLocales" },
};

/** Runs a main category's write, taken texts and a missing image refused at their fields. */
function refusing<T>(db: Db, write: () => Promise<T>, id: number | undefined, input: MainCategoryPatch, t: Translate) {
  return refusingTextsAndReferences(
    db,
    write,
    { ...mainCategoryTexts, ownId: id, given: input.translations },
    { imageId: { table: galleryImages, id: input.imageId, message: "validation.image.required" } },
    t,
  );
}

const textWrites = (db: Db, id: number | ReturnType<typeof insertedId>, texts: MainCategoryInput["translations"]) =>
  translationWrites(
    db,
    mainCategoryTranslations,
    mainCategoryTranslations.mainCategoryId,
    id,
    withDefaults(texts, { description: null }),
  );

/** Creates a main category and its texts in one batch; answers its id. */
export async function createMainCategory(db: Db, input: MainCategoryInput, t: Translate) {
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db
          .insert(mainCategories)
          .values({ status: input.status, imageId: input.imageId, position: input.position })
          .returning({ id: mainCategories.id }),
        ...textWrites(db, insertedId(mainCategories), input.translations),
      ]),
    undefined,
    input,
    t,
  );
  if (!created) throw new Error("The main category insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a main category. */
export async function updateMainCategory(db: Db, id: number, input: MainCategoryPatch, t: Translate) {
  if (!(await db.$count(mainCategories, eq(mainCategories.id, id)))) throw new AppError("not_found");
  const { status, imageId, position } = input;
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(mainCategories)
          .set({
            ...(status === undefined ? {} : { status }),
            ...(imageId === undefined ? {} : { imageId }),
            ...(position === undefined ? {} : { position }),
            updatedAt: Date.now(),
          })
          .where(eq(mainCategories.id, id)),
        ...(input.translations ? textWrites(db, id, input.translations) : []),
      ]),
    id,
    input,
    t,
  );
}

/** Deletes a main category no category belongs to (SPEC §8 "Problem deleting main category" otherwise). */
export function deleteMainCategory(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    mainCategories,
    id,
    [sql`select 1 from ${categories} where ${categories.mainCategoryId} = ${id}`],
    t("admin.nouns.mainCategory"),
  );
}
