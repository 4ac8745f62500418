import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type {
  OptionGroupDetail,
  OptionGroupRow,
  optionGroupSorts,
} from "../../../../core/contracts/admin/option-groups.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  optionChoices,
  optionChoiceTranslations,
  optionGroups,
  optionGroupTranslations,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

// The outer query's columns are written out in full: Drizzle leaves a single table's columns
// unqualified ("id"), which inside a subquery could name the subquery's own.
const productCount = sql<number>`(select count(*) from product_option_groups p where p.option_group_id = option_groups.id)`;

/** Every choice name of the group in every language, for the search. */
const allChoiceNames = sql`(select group_concat(t.name, ' ') from option_choices c
  join option_choice_translations t on t.option_choice_id = c.id
  where c.option_group_id = option_groups.id)`;

/** A page of option groups named in `locale` (English fallback), searched by their or their choices' names. */
export async function listOptionGroups(
  db: Db,
  query: AdminListQuery<(typeof optionGroupSorts)[number]>,
  locale: Locale,
) {
  const window = pageWindow(query);
  const name = optionGroupTranslations.name;
  const where = searchText(query.search, [name, allChoiceNames]);
  const shown = translated(optionGroupTranslations, "optionGroupId", optionGroups.id, locale);
  const [items, [counted]] = await db.batch([
    db
      .select({
        id: optionGroups.id,
        name,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
        isRequired: optionGroups.isRequired,
        choiceCount: sql<number>`(select count(*) from option_choices c where c.option_group_id = option_groups.id)`,
        productCount,
      })
      .from(optionGroups)
      .innerJoin(optionGroupTranslations, shown)
      .where(where)
      .orderBy(...listOrder(query.sort ?? "name", { name, createdAt: optionGroups.createdAt }, optionGroups.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(optionGroups).innerJoin(optionGroupTranslations, shown).where(where),
  ]);
  return listPage<OptionGroupRow>(items, counted?.total ?? 0, window);
}

/** One group with its names, notes and choices in every language, or null. */
export async function getOptionGroup(db: Db, id: number): Promise<OptionGroupDetail | null> {
  const choicesOfGroup = db
    .select({ id: optionChoices.id })
    .from(optionChoices)
    .where(eq(optionChoices.optionGroupId, id));
  const [[group], texts, choices, choiceTexts] = await db.batch([
    db
      .select({
        id: optionGroups.id,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
        isRequired: optionGroups.isRequired,
        productCount,
      })
      .from(optionGroups)
      .where(eq(optionGroups.id, id)),
    db.select().from(optionGroupTranslations).where(eq(optionGroupTranslations.optionGroupId, id)),
    db
      .select({ id: optionChoices.id, priceDelta: optionChoices.priceDelta })
      .from(optionChoices)
      .where(eq(optionChoices.optionGroupId, id))
      .orderBy(asc(optionChoices.position), asc(optionChoices.id)),
    db.select().from(optionChoiceTranslations).where(inArray(optionChoiceTranslations.optionChoiceId, choicesOfGroup)),
  ]);
  if (!group) return null;
  return {
    ...group,
    translations: byLocale(texts, ({ name, note }) => ({ name, note })),
    choices: choices.map((choice) => ({
      ...choice,
      translations: byLocale(
        choiceTexts.filter((text) => text.optionChoiceId === choice.id),
        ({ name }) => ({ name }),
      ),
    })),
  };
}
