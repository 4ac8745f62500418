// A product's variants in the back office (the admin "product/variants/{id}" screen; SPEC §3
// Variant: code, status, quantity, weight, price): /api/admin/products/{productId}/variants. The
// matrix is written whole (PUT), one variant changed alone (PATCH). Decision 0058.
import { type } from "arktype";
import { count, money, requiredText, stock } from "../../validation/rules.ts";
import { catalogueStatuses, type CatalogueStatus } from "../catalogue.ts";
import { entityId, rejectEach, repeatedIds, type Problem } from "./item-lists.ts";

/** The most variants one product may have: 400 is a large wholesale matrix; this leaves room. */
export const maxVariants = 1000;

/** The most attributes one variant combines (size × colour × material …). */
export const maxVariantAttributes = 5;

/**
 * A variant's code, its own SKU (order lines and the quick order pad read it): 1–40 letters,
 * digits, dots, dashes or underscores, unique in the shop.
 */
const variantCode = requiredText({ max: 40 }).narrow(
  (value, ctx) => /^[\p{L}\p{N}._-]+$/u.test(value) || ctx.reject({ message: "validation.variantCode" }),
);

const variantFields = {
  code: variantCode,
  status: type.enumerated(...catalogueStatuses).configure({ message: "errors.invalidInput" }),
  // Units in stock; the product's own quantity is their total
  quantity: stock({ min: 0 }),
  // Grams; null or left out when unknown
  "weight?": count().or("null"),
  price: money(),
  // One value of each attribute, the same attributes for every variant of the product
  valueIds: entityId.array().atMostLength(maxVariantAttributes),
} as const;

/** A variant of the matrix: its id when it exists already (then it keeps it), and its fields. */
export const VariantInput = type({ "id?": entityId, ...variantFields }).onUndeclaredKey("delete");
export type VariantInput = typeof VariantInput.infer;

/** The key of a combination of values, as the schema's `value_key` holds it: sorted ids joined by "-". */
export function valueKey(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join("-");
}

/**
 * SPEC §5 "no duplicate variants", on the matrix as sent: each variant has a value, no two have
 * the same values or the same code (the later one is refused, at its field), ids once.
 */
export function matrixProblems(
  variants: readonly Pick<VariantInput, "id" | "code" | "valueIds">[],
  list = "variants",
): Problem[] {
  const problems: Problem[] = [];
  const keys = new Set<string>();
  const codes = new Set<string>();
  variants.forEach((variant, index) => {
    const key = valueKey(variant.valueIds);
    if (variant.valueIds.length === 0) problems.push([[list, index, "valueIds"], "validation.required"]);
    else if (keys.has(key)) problems.push([[list, index, "valueIds"], "admin.variants.duplicate"]);
    if (codes.has(variant.code)) problems.push([[list, index, "code"], "validation.taken"]);
    keys.add(key);
    codes.add(variant.code);
  });
  return [...problems, ...repeatedIds(list, variants)];
}

/** PUT: the whole matrix, in the order shown (an empty one leaves the product without variants). */
export const ProductVariantsInput = type({
  variants: VariantInput.array().atMostLength(maxVariants),
})
  .onUndeclaredKey("delete")
  .narrow((matrix, ctx) => rejectEach(matrixProblems(matrix.variants), ctx));
export type ProductVariantsInput = typeof ProductVariantsInput.infer;

/** PATCH of one variant: any of its fields (the bulk edit sends `{ "price": 1999 }` or `{ "quantity": 40 }`). */
export const ProductVariantPatch = type(variantFields).onUndeclaredKey("delete").partial();
export type ProductVariantPatch = typeof ProductVariantPatch.infer;

/** A variant as the matrix screen reads it (and writes back: the names are left out on the way in). */
export interface ProductVariantItem {
  id: number;
  code: string;
  status: CatalogueStatus;
  quantity: number;
  weight: number | null;
  price: number;
  /** Its values, by attribute position. */
  valueIds: number[];
  /** The same values named in the request's language (English when it has none), for the screen. */
  values: { attributeId: number; attribute: string; valueId: number; value: string }[];
}

/** A product's matrix: its variants in order, and the product's state they decide. */
export interface ProductVariantsDetail {
  productId: number;
  hasVariants: boolean;
  /** The product's quantity: the total of its variants' while it has any. */
  quantity: number;
  variants: ProductVariantItem[];
}

/** PATCH's answer: the variant, and its product's total as it now is. */
export interface ProductVariantPatched extends ProductVariantItem {
  productQuantity: number;
}
