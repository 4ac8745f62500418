import { eq, sql } from "drizzle-orm";
import type { BrandInput, BrandPatch } from "../../../../core/contracts/admin/brands.ts";
import type { Db } from "../../../../db/client.ts";
import { brands, brandTranslations, galleryImages, menuItems, products } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  deleteUnlessUsed,
  insertedId,
  refusingTextsAndReferences,
  translationWrites,
  type TextTable,
  type Translate,
} from "../resource-kit.ts";

/** SPEC §5: a name once per language; a slug once across both (decision 0056). */
const brandTexts: TextTable = {
  table: brandTranslations,
  parentColumn: brandTranslations.brandId,
  unique: { name: "perLocale", slug: "acrossLocales" },
};

/** The brand's texts may be taken, and its image may not exist: both are refused at their fields. */
function refusing<T>(db: Db, write: () => Promise<T>, id: number | undefined, input: BrandPatch, t: Translate) {
  return refusingTextsAndReferences(
    db,
    write,
    { ...brandTexts, ownId: id, given: input.translations },
    { imageId: { table: galleryImages, id: input.imageId, message: "validation.image.required" } },
    t,
  );
}

/** Creates a brand and its texts in one batch; answers its id. */
export async function createBrand(db: Db, input: BrandInput, t: Translate) {
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db.insert(brands).values({ status: input.status, imageId: input.imageId }).returning({ id: brands.id }),
        ...translationWrites(db, brandTranslations, brandTranslations.brandId, insertedId(brands), input.translations),
      ]),
    undefined,
    input,
    t,
  );
  if (!created) throw new Error("The brand insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a brand: its status, image and, when given, its texts per language. */
export async function updateBrand(db: Db, id: number, input: BrandPatch, t: Translate) {
  if (!(await db.$count(brands, eq(brands.id, id)))) throw new AppError("not_found");
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(brands)
          .set({
            ...(input.status === undefined ? {} : { status: input.status }),
            ...(input.imageId === undefined ? {} : { imageId: input.imageId }),
            updatedAt: Date.now(),
          })
          .where(eq(brands.id, id)),
        ...(input.translations
          ? translationWrites(db, brandTranslations, brandTranslations.brandId, id, input.translations)
          : []),
      ]),
    id,
    input,
    t,
  );
}

/** Deletes a brand no product and no menu uses (SPEC §8 "Problem deleting brand" otherwise). */
export function deleteBrand(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    brands,
    id,
    [
      sql`select 1 from ${products} where ${products.brandId} = ${id}`,
      sql`select 1 from ${menuItems} where ${menuItems.brandId} = ${id}`,
    ],
    t("admin.nouns.brand"),
  );
}
