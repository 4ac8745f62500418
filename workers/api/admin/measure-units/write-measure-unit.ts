import { eq } from "drizzle-orm";
import type { MeasureUnitInput, MeasureUnitPatch } from "../../../../core/contracts/admin/measure-units.ts";
import type { Db } from "../../../../db/client.ts";
import { measureUnits, measureUnitTranslations, products } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { sql } from "drizzle-orm";
import { deleteUnlessUsed, insertedId, refusingTaken, translationWrites, type Translate } from "../resource-kit.ts";

/** Which input field a unique constraint of the units' tables stands for. */
const uniqueFields = { "measure_units.code": "code" };

/** Creates a unit and its names in one batch; answers its id. */
export async function createMeasureUnit(db: Db, input: MeasureUnitInput, t: Translate) {
  const [[created]] = await refusingTaken(
    () =>
      db.batch([
        db.insert(measureUnits).values({ code: input.code }).returning({ id: measureUnits.id }),
        ...translationWrites(
          db,
          measureUnitTranslations,
          measureUnitTranslations.measureUnitId,
          insertedId(measureUnits),
          input.translations,
        ),
      ]),
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The measure unit insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a unit: its code and, when given, its names per locale. */
export async function updateMeasureUnit(db: Db, id: number, input: MeasureUnitPatch, t: Translate) {
  if (!(await db.$count(measureUnits, eq(measureUnits.id, id)))) throw new AppError("not_found");
  await refusingTaken(
    () =>
      db.batch([
        db
          .update(measureUnits)
          .set({ ...(input.code === undefined ? {} : { code: input.code }), updatedAt: Date.now() })
          .where(eq(measureUnits.id, id)),
        ...(input.translations
          ? translationWrites(
              db,
              measureUnitTranslations,
              measureUnitTranslations.measureUnitId,
              id,
              input.translations,
            )
          : []),
      ]),
    uniqueFields,
    t,
  );
}

/** Deletes a unit no product is measured in (SPEC §8 "Problem deleting …" otherwise). */
export function deleteMeasureUnit(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    measureUnits,
    id,
    [sql`select 1 from ${products} where ${products.measureUnitId} = ${id}`],
    t("admin.nouns.measureUnit"),
  );
}
