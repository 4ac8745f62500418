// Lists of items edited with the row they belong to (an attribute's values, an option group's
// choices, a product's variants; decision 0058): the list is sent whole, an item keeps its id, and
// a problem of one item is reported at its own field, named by its dotted path (decision 0054).
import { type } from "arktype";
import type { ValidationMessage } from "../../validation/messages.ts";
import { textLocales } from "../admin-resources.ts";

/** A positive whole database id, as JSON sends it. */
export const entityId = type("number.integer > 0").configure({ message: "errors.invalidInput" });

/** A problem of some input: where (its path's parts, `["choices", 2, "id"]`) and which message. */
export type Problem = [path: (string | number)[], message: ValidationMessage];

/**
 * Reports every problem at its own field, for a contract's `.narrow()`: arktype keeps each
 * rejection, so a form shows them all at once. True when there is none.
 */
export function rejectEach(
  problems: readonly Problem[],
  ctx: { reject: (problem: { message: string; path: (string | number)[] }) => false },
) {
  for (const [path, message] of problems) ctx.reject({ message, path });
  return problems.length === 0;
}

/**
 * Names given twice in one list, per locale (case and surrounding spaces aside): each later one
 * is a problem at `<list>.<index>.translations.<locale>.name`.
 */
export function repeatedNames(
  list: string,
  items: readonly { translations: Partial<Record<string, { name: string }>> }[],
): Problem[] {
  const problems: Problem[] = [];
  for (const locale of textLocales) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const name = item.translations[locale]?.name.trim().toLocaleLowerCase();
      if (name === undefined) return;
      if (seen.has(name)) problems.push([[list, index, "translations", locale, "name"], "validation.taken"]);
      seen.add(name);
    });
  }
  return problems;
}

/** Ids given twice in one list: each later one is a problem at `<list>.<index>.id`. */
export function repeatedIds(list: string, items: readonly { id?: number | undefined }[]): Problem[] {
  const seen = new Set<number>();
  return items.flatMap((item, index): Problem[] => {
    if (item.id === undefined) return [];
    const isRepeated = seen.has(item.id);
    seen.add(item.id);
    return isRepeated ? [[[list, index, "id"], "errors.invalidInput"]] : [];
  });
}
