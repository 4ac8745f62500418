// The option choices of a quick order pad line (issue #19 item 7, decision 0075): a product with a
// required option is ordered on the pad by naming its choice after the quantity (`SKU, 12, Gift
// box`), in either language, or by choosing it on the line; the selection rules are SPEC §5's.
import type { SkuOptionGroup } from "../contracts/cart.ts";
import type { OptionGroupRule } from "./purchase-rules.ts";

/** A name as compared: Unicode-normalised, trimmed, inner spaces as one, case folded. */
const fold = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The choices a line names, by their names in any language: the ids found, in the groups' order,
 * and what matched no choice of the product, as typed.
 * @example chooseOptions(groups, ["gift BOX"]) // { choiceIds: [7], unknown: [] }
 */
export function chooseOptions(
  groups: readonly SkuOptionGroup[],
  typed: readonly string[],
): { choiceIds: number[]; unknown: string[] } {
  const chosen = new Set<number>();
  const unknown: string[] = [];
  for (const text of typed) {
    const name = fold(text);
    const choice = groups
      .flatMap((group) => group.choices)
      .find((candidate) => !chosen.has(candidate.id) && candidate.names.some((known) => fold(known) === name));
    if (choice) chosen.add(choice.id);
    else unknown.push(text.trim());
  }
  const order = groups.flatMap((group) => group.choices.map((choice) => choice.id));
  return { choiceIds: order.filter((id) => chosen.has(id)), unknown };
}

/** A product's option groups as SPEC §5's selection rules take them (`areSelectionsValid`). */
export function selectionRules(groups: readonly SkuOptionGroup[]): OptionGroupRule[] {
  return groups.map((group) => ({
    id: group.id,
    isRequired: group.isRequired,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    choiceIds: group.choices.map((choice) => choice.id),
  }));
}

/** The line's choices with one group's replaced by `choiceIds` (a choice made on the line). */
export function withGroupChoices(
  groups: readonly SkuOptionGroup[],
  current: readonly number[],
  groupId: number,
  choiceIds: readonly number[],
): number[] {
  const group = groups.find((candidate) => candidate.id === groupId);
  const others = current.filter((id) => !group?.choices.some((choice) => choice.id === id));
  const next = new Set([...others, ...choiceIds]);
  return groups.flatMap((candidate) => candidate.choices.map((choice) => choice.id)).filter((id) => next.has(id));
}
