// The kit's list field (decision 0063): an ordered list of sub-rows edited with their row, as the
// API takes them (decision 0058: an attribute's `values`, an option group's `choices`), each
// sub-row with its own fields. Its description lives here, its drawing in ./list-field.tsx.
import type { AdminMessageKey } from "../../messages.ts";
import { withoutBlankLocales, type FormValues, type ResourceField } from "../define-resource.ts";
import type { FormView } from "./types.ts";

/** A list of sub-rows: added, removed and moved up or down, each with its own fields. */
export interface ListFieldDescription {
  kind: "list";
  /** The list's path in the form's values, as the API names it: "choices". */
  name: string;
  label: AdminMessageKey;
  isRequired?: boolean;
  hint?: AdminMessageKey;
  /** Shown only when this says so; a list not shown is not sent. */
  shownWhen?(view: FormView): boolean;
  /** A sub-row's name, with its `{{number}}` (1, 2, …): "Choice {{number}}". */
  itemLabel: AdminMessageKey;
  /** The add button's text: "Add a choice". */
  addLabel: AdminMessageKey;
  /** A sub-row's fields, named from the sub-row (`priceDelta`, a `texts` field's `name`). */
  fields: readonly ResourceField[];
  /** A new sub-row's values: every field present, every locale's texts blank. */
  newItem(): Record<string, unknown>;
  /**
   * Why a sub-row cannot be removed (SPEC §5 "the first option cannot be deleted"), or nothing;
   * `initial` is the list as the screen opened it.
   */
  keptReason?(
    item: Record<string, unknown>,
    index: number,
    initial: readonly Record<string, unknown>[],
  ): AdminMessageKey | undefined;
}

/** The lists among some fields: the API's messages may name them and their sub-rows' fields. */
export function listFieldNames(fields: readonly ResourceField[]): string[] {
  return fields.flatMap((field) => (field.kind === "list" ? [field.name] : []));
}

/**
 * The values as the API takes them, lists included: the texts of a locale other than English are
 * left out when all of them are blank, of the row and of each sub-row of its lists (decision 0054).
 * @example withoutBlankItemLocales({ values: [{ translations: { en: { name: "S" }, ar: { name: "" } } }] })
 */
export function withoutBlankItemLocales<Values extends FormValues>(values: Values): Values {
  const row: FormValues = withoutBlankLocales(values);
  for (const [key, value] of Object.entries(row)) {
    if (Array.isArray(value))
      row[key] = value.map((item: unknown) =>
        typeof item === "object" && item !== null ? withoutBlankLocales(item as FormValues) : item,
      );
  }
  return row as Values;
}
