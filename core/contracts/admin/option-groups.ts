// Option groups in the back office (the admin "options" screens; SPEC §3 Option group: min
// selection, max selection, required, note, choices): /api/admin/option-groups. A group is shared
// and attached to products on the product form. Decision 0058.
import { type } from "arktype";
import { checkbox, count, optionalText, priceDelta, quantity, requiredText } from "../../validation/rules.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";
import { entityId, rejectEach, repeatedIds, repeatedNames, type Problem } from "./item-lists.ts";

/** The most choices one group may have. */
export const maxOptionChoices = 100;

/** A choice: its id when it exists already, its names, and what it adds to the unit price. */
const OptionChoiceInput = type({
  "id?": entityId,
  translations: translations(type({ name: requiredText({ max: 100 }) }).onUndeclaredKey("delete")),
  // Minor units added to the unit price when chosen (a choice never lowers it); 0 when not given
  "priceDelta?": priceDelta(),
}).onUndeclaredKey("delete");

const OptionGroupFields = type({
  translations: translations(
    type({ name: requiredText({ max: 100 }), "note?": optionalText({ max: 500 }) }).onUndeclaredKey("delete"),
  ),
  minSelections: count(),
  // Null or left out: no upper bound
  "maxSelections?": quantity().or("null"),
  "isRequired?": checkbox(),
  // In the order shown; the first one stays (SPEC §5 "the first option cannot be deleted")
  choices: OptionChoiceInput.array().atMostLength(maxOptionChoices),
}).onUndeclaredKey("delete");

/** A group's fields as the rules read them (a PATCH's, merged with what is stored). */
export interface OptionGroupRules {
  minSelections: number;
  maxSelections?: number | null | undefined;
  isRequired?: boolean | undefined;
  choices: readonly { id?: number | undefined; translations: Partial<Record<string, { name: string }>> }[];
}

/**
 * SPEC §3/§5 option group rules (decision 0058): at least one choice, each named once per locale;
 * the minimum within the choices; the maximum, when there is one, not below the minimum; a
 * required group asks for at least one choice (the buyer must choose, so a minimum of 0 is a
 * contradiction the admin resolves, not one we resolve silently).
 */
export function optionGroupProblems(group: OptionGroupRules): Problem[] {
  if (group.choices.length === 0) return [[["choices"], "validation.required"]];
  const problems: Problem[] = [];
  if (group.isRequired && group.minSelections < 1) problems.push([["minSelections"], "admin.options.requiredMin"]);
  else if (group.minSelections > group.choices.length)
    problems.push([["minSelections"], "admin.options.minAboveChoices"]);
  if (group.maxSelections != null && group.maxSelections < group.minSelections)
    problems.push([["maxSelections"], "admin.options.maxBelowMin"]);
  return [...problems, ...repeatedIds("choices", group.choices), ...repeatedNames("choices", group.choices)];
}

/** A group as the admin writes it: names and notes per locale (English required), rules, choices. */
export const OptionGroupInput = OptionGroupFields.narrow((group, ctx) => rejectEach(optionGroupProblems(group), ctx));
export type OptionGroupInput = typeof OptionGroupFields.infer;

/**
 * PATCH: any of the fields, the choices (when given) being the whole list; the rules are checked
 * on the group as it will be, stored fields and given ones together.
 */
export const OptionGroupPatch = OptionGroupFields.partial();
export type OptionGroupPatch = typeof OptionGroupPatch.infer;

export const optionGroupSorts = ["name", "createdAt"] as const;
export const OptionGroupListQuery = adminListQuery(optionGroupSorts);

/** A row of the list, named in the request's language (English when it has none). */
export interface OptionGroupRow {
  id: number;
  name: string;
  minSelections: number;
  maxSelections: number | null;
  isRequired: boolean;
  choiceCount: number;
  /** How many products offer it (then it cannot be deleted). */
  productCount: number;
}

/** One group, as the edit screen reads it and writes it back. */
export interface OptionGroupDetail {
  id: number;
  minSelections: number;
  maxSelections: number | null;
  isRequired: boolean;
  translations: Translations<{ name: string; note: string | null }>;
  choices: { id: number; priceDelta: number; translations: Translations<{ name: string }> }[];
  productCount: number;
}
