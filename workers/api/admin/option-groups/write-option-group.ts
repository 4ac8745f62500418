import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Translations } from "../../../../core/contracts/admin-resources.ts";
import {
  optionGroupProblems,
  type OptionGroupInput,
  type OptionGroupPatch,
} from "../../../../core/contracts/admin/option-groups.ts";
import type { Db } from "../../../../db/client.ts";
import {
  optionChoices,
  optionChoiceTranslations,
  optionGroups,
  optionGroupTranslations,
  productOptionGroups,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { byLocale, deleteUnlessUsed, insertedId, translationWrites, type Translate } from "../resource-kit.ts";

type Statement = BatchItem<"sqlite">;
type Choice = OptionGroupInput["choices"][number];

/** Creates a group with its names, notes and choices in one batch; answers its id. */
export async function createOptionGroup(db: Db, input: OptionGroupInput) {
  const [[created]] = await db.batch([
    db
      .insert(optionGroups)
      .values({
        minSelections: input.minSelections,
        maxSelections: input.maxSelections ?? null,
        isRequired: input.isRequired ?? false,
      })
      .returning({ id: optionGroups.id }),
    ...translationWrites(
      db,
      optionGroupTranslations,
      optionGroupTranslations.optionGroupId,
      insertedId(optionGroups),
      groupTexts(input.translations),
    ),
    ...input.choices.flatMap((choice, position) => newChoice(db, insertedId(optionGroups), position, choice)),
  ]);
  if (!created) throw new Error("The option group insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT: every field given) or changes (PATCH) a group. Its rules are checked on the
 * group as it will be (a PATCH's fields over the stored ones); the choices, when given, are the
 * whole list: kept by id, renamed, reordered, new ones added, the others removed, except the
 * first one (SPEC §5 "the first option cannot be deleted"), refused at the choices field.
 */
export async function updateOptionGroup(db: Db, id: number, input: OptionGroupPatch, t: Translate) {
  const [[group], stored, storedTexts] = await db.batch([
    db.select().from(optionGroups).where(eq(optionGroups.id, id)),
    db
      .select({ id: optionChoices.id })
      .from(optionChoices)
      .where(eq(optionChoices.optionGroupId, id))
      .orderBy(asc(optionChoices.position), asc(optionChoices.id)),
    db
      .select()
      .from(optionChoiceTranslations)
      .where(
        inArray(
          optionChoiceTranslations.optionChoiceId,
          db.select({ id: optionChoices.id }).from(optionChoices).where(eq(optionChoices.optionGroupId, id)),
        ),
      ),
  ]);
  if (!group) throw new AppError("not_found");
  const choices = input.choices;
  const storedIds = new Set(stored.map((choice) => choice.id));
  const fields: Record<string, string> = {};
  choices?.forEach((choice, index) => {
    if (choice.id !== undefined && !storedIds.has(choice.id)) fields[`choices.${index}.id`] = t("admin.unknownItem");
  });
  const first = stored[0]?.id;
  if (choices && first !== undefined && !choices.some((choice) => choice.id === first)) {
    fields["choices"] = t("admin.options.firstChoice");
  }
  const problems = optionGroupProblems({
    minSelections: input.minSelections ?? group.minSelections,
    maxSelections: "maxSelections" in input ? input.maxSelections : group.maxSelections,
    isRequired: input.isRequired ?? group.isRequired,
    choices:
      choices ??
      stored.map((choice) => ({
        id: choice.id,
        translations: byLocale(
          storedTexts.filter((text) => text.optionChoiceId === choice.id),
          ({ name }) => ({ name }),
        ),
      })),
  });
  for (const [path, message] of problems) fields[path.join(".")] ??= t(message);
  if (Object.keys(fields).length > 0) throw new AppError("invalid_input", fields);

  const kept = new Set(choices?.flatMap((choice) => (choice.id === undefined ? [] : [choice.id])));
  const removed = choices ? stored.filter((choice) => !kept.has(choice.id)).map((choice) => choice.id) : [];
  const statements: Statement[] = [
    db
      .update(optionGroups)
      .set({
        ...(input.minSelections === undefined ? {} : { minSelections: input.minSelections }),
        ...("maxSelections" in input ? { maxSelections: input.maxSelections ?? null } : {}),
        ...(input.isRequired === undefined ? {} : { isRequired: input.isRequired }),
        updatedAt: Date.now(),
      })
      .where(eq(optionGroups.id, id)),
    ...(input.translations
      ? translationWrites(
          db,
          optionGroupTranslations,
          optionGroupTranslations.optionGroupId,
          id,
          groupTexts(input.translations),
        )
      : []),
    ...(removed.length ? [db.delete(optionChoices).where(inArray(optionChoices.id, removed))] : []),
    ...(choices ?? []).flatMap((choice, position) =>
      choice.id === undefined
        ? newChoice(db, id, position, choice)
        : [
            db
              .update(optionChoices)
              .set({ position, priceDelta: choice.priceDelta ?? 0 })
              .where(and(eq(optionChoices.id, choice.id), eq(optionChoices.optionGroupId, id))),
            ...translationWrites(
              db,
              optionChoiceTranslations,
              optionChoiceTranslations.optionChoiceId,
              choice.id,
              choice.translations,
            ),
          ],
    ),
  ];
  await db.batch(statements as [Statement, ...Statement[]]);
}

/** Deletes a group no product offers (SPEC §8 "Problem deleting …" otherwise), with its choices. */
export function deleteOptionGroup(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    optionGroups,
    id,
    [sql`select 1 from ${productOptionGroups} where ${productOptionGroups.optionGroupId} = ${id}`],
    t("admin.nouns.optionGroup"),
  );
}

/** A group's texts as stored: a note left out is no note. */
function groupTexts(texts: OptionGroupInput["translations"]) {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([locale, text]) =>
      text ? [[locale, { name: text.name, note: text.note ?? null }]] : [],
    ),
  ) as Translations<{ name: string; note: string | null }>;
}

/** A new choice of the group `groupId` at `position`, with its names. */
function newChoice(db: Db, groupId: number | SQL<number>, position: number, choice: Choice): Statement[] {
  return [
    db.insert(optionChoices).values({ optionGroupId: groupId, position, priceDelta: choice.priceDelta ?? 0 }),
    ...translationWrites(
      db,
      optionChoiceTranslations,
      optionChoiceTranslations.optionChoiceId,
      insertedId(optionChoices),
      choice.translations,
    ),
  ];
}
