import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Translations } from "../../../../core/contracts/admin-resources.ts";
import type { VariantAttributeInput, VariantAttributePatch } from "../../../../core/contracts/admin/variants.ts";
import type { Db } from "../../../../db/client.ts";
import {
  productVariants,
  productVariantValues,
  variantAttributes,
  variantAttributeTranslations,
  variantAttributeValues,
  variantAttributeValueTranslations,
} from "../../../../db/schema/index.ts";
import { isolate } from "../../../../i18n/index.ts";
import { onlyIf } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { deleteUnlessUsed, failedConstraint, insertedId, translationWrites, type Translate } from "../resource-kit.ts";
import { matrixUsesOfValue } from "./list-variant-attributes.ts";

type Statement = BatchItem<"sqlite">;

/** Creates an attribute with its names and values in one batch; answers its id. */
export async function createVariantAttribute(db: Db, input: VariantAttributeInput, t: Translate) {
  const [[created]] = await refusingTakenName(
    db,
    null,
    input.translations,
    () =>
      db.batch([
        db
          .insert(variantAttributes)
          .values({ position: input.position ?? 0 })
          .returning({ id: variantAttributes.id }),
        ...translationWrites(
          db,
          variantAttributeTranslations,
          variantAttributeTranslations.variantAttributeId,
          insertedId(variantAttributes),
          input.translations,
        ),
        ...input.values.flatMap((value, position) => newValue(db, insertedId(variantAttributes), position, value)),
      ]),
    t,
  );
  if (!created) throw new Error("The variant attribute insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT) or changes (PATCH) an attribute: its position, its names per locale and, when
 * given, its values as a whole list (kept by id, renamed, reordered; new ones added; the others
 * removed). A value a variant in a product's matrix has cannot be removed: 409 "Problem deleting
 * value …", checked again inside the batch so a variant saved meanwhile is not silently unlinked.
 */
export async function updateVariantAttribute(db: Db, id: number, input: VariantAttributePatch, t: Translate) {
  const existing = await db
    .select({
      id: variantAttributeValues.id,
      isUsed: sql<number>`exists (${matrixUsesOfValue(sql`variant_attribute_values.id`)})`,
      name: variantAttributeValueTranslations.name,
    })
    .from(variantAttributes)
    .leftJoin(variantAttributeValues, eq(variantAttributeValues.variantAttributeId, variantAttributes.id))
    .leftJoin(
      variantAttributeValueTranslations,
      and(
        eq(variantAttributeValueTranslations.variantAttributeValueId, variantAttributeValues.id),
        eq(variantAttributeValueTranslations.locale, "en"),
      ),
    )
    .where(eq(variantAttributes.id, id));
  if (existing.length === 0) throw new AppError("not_found");
  const values = input.values;
  const ownIds = new Set(existing.flatMap((value) => (value.id === null ? [] : [value.id])));
  const unknown = (values ?? []).flatMap((value, index) =>
    value.id !== undefined && !ownIds.has(value.id) ? [[`values.${index}.id`, t("admin.unknownItem")]] : [],
  );
  if (unknown.length > 0) throw new AppError("invalid_input", Object.fromEntries(unknown));
  const kept = new Set((values ?? []).flatMap((value) => (value.id === undefined ? [] : [value.id])));
  const removed = values ? existing.filter((value) => value.id !== null && !kept.has(value.id)) : [];
  const inUse = removed.find((value) => value.isUsed);
  if (inUse)
    throw new AppError("in_use", undefined, {
      item: t("admin.nouns.variantValue", { name: isolate(inUse.name ?? "") }),
    });
  const removedIds = removed.flatMap((value) => (value.id === null ? [] : [value.id]));

  // No variant in a product's matrix has any of the values about to go
  const stillUnused: SQL = removedIds.length
    ? sql`not exists (select 1 from product_variant_values uses
        join product_variants pv on pv.id = uses.variant_id
        where uses.variant_attribute_value_id in (select value from json_each(${JSON.stringify(removedIds)}))
          and pv.retired_at is null)`
    : sql`1`;
  const statements: Statement[] = [
    // NULL (the batch aborted) if a value about to go was given to a variant since it was read
    db
      .update(variantAttributes)
      .set({
        ...(input.position === undefined ? {} : { position: input.position }),
        updatedAt: onlyIf(Date.now(), stillUnused),
      })
      .where(eq(variantAttributes.id, id)),
    ...(input.translations
      ? translationWrites(
          db,
          variantAttributeTranslations,
          variantAttributeTranslations.variantAttributeId,
          id,
          input.translations,
        )
      : []),
    ...(removedIds.length
      ? [db.delete(variantAttributeValues).where(inArray(variantAttributeValues.id, removedIds))]
      : []),
    ...(values ?? []).flatMap((value, position) =>
      value.id === undefined
        ? newValue(db, id, position, value)
        : [
            db
              .update(variantAttributeValues)
              .set({ position })
              .where(and(eq(variantAttributeValues.id, value.id), eq(variantAttributeValues.variantAttributeId, id))),
            ...translationWrites(
              db,
              variantAttributeValueTranslations,
              variantAttributeValueTranslations.variantAttributeValueId,
              value.id,
              value.translations,
            ),
          ],
    ),
  ];
  try {
    await refusingTakenName(db, id, input.translations, () => db.batch(statements as [Statement, ...Statement[]]), t);
  } catch (error) {
    if (!failedConstraint(error, "NOT NULL")?.includes("variant_attributes.updated_at")) throw error;
    // The guard: a value to remove was put in a product's matrix meanwhile; say which one
    const [used] = await db
      .select({ name: variantAttributeValueTranslations.name })
      .from(variantAttributeValueTranslations)
      .where(
        and(
          inArray(variantAttributeValueTranslations.variantAttributeValueId, removedIds),
          eq(variantAttributeValueTranslations.locale, "en"),
          sql`exists (${matrixUsesOfValue(sql`variant_attribute_value_translations.variant_attribute_value_id`)})`,
        ),
      );
    throw new AppError("in_use", undefined, {
      item: t("admin.nouns.variantValue", { name: isolate(used?.name ?? "") }),
    });
  }
}

/** Deletes an attribute no product's matrix uses (SPEC §8 "Problem deleting …" otherwise), with its values. */
export function deleteVariantAttribute(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    variantAttributes,
    id,
    [
      sql`select 1 from ${variantAttributeValues}
        join ${productVariantValues} on ${productVariantValues.variantAttributeValueId} = ${variantAttributeValues.id}
        join ${productVariants} on ${productVariants.id} = ${productVariantValues.variantId}
        where ${variantAttributeValues.variantAttributeId} = ${id} and ${productVariants.retiredAt} is null`,
    ],
    t("admin.nouns.variantAttribute"),
  );
}

/** A new value of the attribute `attributeId` at `position`, with its names. */
function newValue(
  db: Db,
  attributeId: number | SQL<number>,
  position: number,
  value: { translations: Translations<{ name: string }> },
): Statement[] {
  return [
    db.insert(variantAttributeValues).values({ variantAttributeId: attributeId, position }),
    ...translationWrites(
      db,
      variantAttributeValueTranslations,
      variantAttributeValueTranslations.variantAttributeValueId,
      insertedId(variantAttributeValues),
      value.translations,
    ),
  ];
}

/**
 * Runs a write and turns a name another attribute has in the same language (a unique index per
 * locale) into 400 "Already used; choose another" at that language's name field.
 */
async function refusingTakenName<T>(
  db: Db,
  id: number | null,
  texts: Partial<Translations<{ name: string }>> | undefined,
  write: () => Promise<T>,
  t: Translate,
) {
  try {
    return await write();
  } catch (error) {
    if (!failedConstraint(error, "UNIQUE")?.includes("variant_attribute_translations")) throw error;
    const given = Object.entries(texts ?? {}).flatMap(([locale, text]) => (text ? [{ locale, name: text.name }] : []));
    if (given.length === 0) throw error;
    const taken = await db
      .select({ locale: variantAttributeTranslations.locale })
      .from(variantAttributeTranslations)
      .where(
        and(
          sql`(${variantAttributeTranslations.locale}, ${variantAttributeTranslations.name}) in (values ${sql.join(
            given.map(({ locale, name }) => sql`(${locale}, ${name})`),
            sql`, `,
          )})`,
          id === null ? undefined : sql`${variantAttributeTranslations.variantAttributeId} <> ${id}`,
        ),
      );
    const fields = taken.length ? taken.map(({ locale }) => `translations.${locale}.name`) : ["translations.en.name"];
    throw new AppError("invalid_input", Object.fromEntries(fields.map((field) => [field, t("validation.taken")])));
  }
}
