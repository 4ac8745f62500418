// A product's attributes in the back office (SPEC §2 `product/attributes/{version}/{id}`; decision
// 0071): its specification table, ordered name and value pairs in each language (Fabric: 100%
// cotton; Carton: 24 pieces; Origin: Turkey), what wholesale buyers compare.
// /api/admin/products/{productId}/attributes: GET the list, PUT it whole.
import { type } from "arktype";
import { requiredText } from "../../validation/rules.ts";
import { translations, type Translations } from "../admin-resources.ts";
import { rejectEach, repeatedNames, type Problem } from "./item-lists.ts";

/** The most rows one product's table may have: a long specification, and still one screen. */
export const maxProductAttributes = 40;

/** The longest name ("Carton dimensions") and value ("60 × 40 × 35 cm, 24 pieces …"). */
export const productAttributeLimits = { name: 60, value: 200 } as const;

/** One row: its name and value per locale, English required (decision 0054). */
export const ProductAttributeInput = type({
  translations: translations(
    type({
      name: requiredText({ max: productAttributeLimits.name }),
      value: requiredText({ max: productAttributeLimits.value }),
    }).onUndeclaredKey("delete"),
  ),
}).onUndeclaredKey("delete");
export type ProductAttributeInput = typeof ProductAttributeInput.infer;

/**
 * The table's own rules: at most 40 rows (at the list) and a name once per language (the later
 * row, at its name; case and surrounding spaces aside).
 */
export function productAttributeProblems(
  attributes: readonly { translations: Partial<Record<string, { name: string }>> }[],
): Problem[] {
  if (attributes.length > maxProductAttributes) return [[["attributes"], "admin.productAttributes.tooMany"]];
  return repeatedNames("attributes", attributes);
}

/** PUT: the whole table, in the order shown (an empty one leaves the product without it). */
export const ProductAttributesInput = type({ attributes: ProductAttributeInput.array() })
  .onUndeclaredKey("delete")
  .narrow((table, ctx) => rejectEach(productAttributeProblems(table.attributes), ctx));
export type ProductAttributesInput = typeof ProductAttributesInput.infer;

/** The table as the screen reads it and writes back: the product's title for its heading, and the rows in order. */
export interface ProductAttributesDetail {
  productId: number;
  /** The product's title in the request's language (English when it has none). */
  title: string;
  attributes: { translations: Translations<{ name: string; value: string }> }[];
}
