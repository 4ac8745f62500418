import type { MessageKey } from "../../../../i18n/index.ts";

/** What a product's specification table says (SPEC §2 `product\/attributes\/{version}\/{id}`; decision 0071). */
export const productAttributeMessages = [
  "admin.productAttributes.link",
  "admin.productAttributes.title",
  "admin.productAttributes.list",
  "admin.productAttributes.hint",
  "admin.productAttributes.row",
  "admin.productAttributes.add",
  "admin.productAttributes.name",
  "admin.productAttributes.value",
  "admin.productAttributes.backToProduct",
] as const satisfies readonly MessageKey[];
