// Variant attributes in the back office (the admin "variants" screens, SPEC §2): an attribute such
// as Size with its values (S, M, L, XL), named per locale, edited together: /api/admin/variants.
// A product's variants are combinations of these values (./product-variants.ts). Decision 0058.
import { type } from "arktype";
import { count, requiredText } from "../../validation/rules.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";
import { entityId, rejectEach, repeatedIds, repeatedNames, type Problem } from "./item-lists.ts";

/** The most values one attribute may have (sizes of a range, colours of a collection). */
export const maxAttributeValues = 200;

const names = translations(type({ name: requiredText({ max: 60 }) }).onUndeclaredKey("delete"));

/** A value of the attribute: its id when it exists already (kept, renamed or moved), its names. */
const VariantValueInput = type({ "id?": entityId, translations: names }).onUndeclaredKey("delete");

const VariantAttributeFields = type({
  // The attribute's place among the axes of a variant matrix (rows by the first); 0 when not given
  "position?": count(),
  translations: names,
  // In the order shown; a value left out is removed (refused while a product's variant uses it)
  values: VariantValueInput.array().atMostLength(maxAttributeValues),
}).onUndeclaredKey("delete");

/**
 * The rules of an attribute's values: at least one, each id and each name once per locale (a
 * size "XL" twice would make two cells of the matrix that read alike).
 */
export function valueProblems(values: VariantAttributeInput["values"]): Problem[] {
  if (values.length === 0) return [[["values"], "validation.required"]];
  return [...repeatedIds("values", values), ...repeatedNames("values", values)];
}

/** An attribute as the admin writes it: names per locale (English required) and its values. */
export const VariantAttributeInput = VariantAttributeFields.narrow((attribute, ctx) =>
  rejectEach(valueProblems(attribute.values), ctx),
);
export type VariantAttributeInput = typeof VariantAttributeFields.infer;

/** PATCH: any of the fields; the values, when given, are the whole list as for PUT. */
export const VariantAttributePatch = VariantAttributeFields.partial().narrow(
  (attribute, ctx) => attribute.values === undefined || rejectEach(valueProblems(attribute.values), ctx),
);
export type VariantAttributePatch = typeof VariantAttributePatch.infer;

export const variantAttributeSorts = ["position", "name", "createdAt"] as const;
export const VariantAttributeListQuery = adminListQuery(variantAttributeSorts);

/** A row of the list: names in the request's language (English when it has none). */
export interface VariantAttributeRow {
  id: number;
  name: string;
  position: number;
  /** Its values' names, in their order. */
  values: string[];
  /** How many products have a variant with one of its values (then it cannot be deleted). */
  productCount: number;
}

/** One attribute, as the edit screen reads it and writes it back. */
export interface VariantAttributeDetail {
  id: number;
  position: number;
  translations: Translations<{ name: string }>;
  values: {
    id: number;
    translations: Translations<{ name: string }>;
    /** How many variants in products' matrices have it (then it cannot be removed). */
    variantCount: number;
  }[];
  productCount: number;
}
