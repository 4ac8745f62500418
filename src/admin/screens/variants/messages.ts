import type { MessageKey } from "../../../../i18n/index.ts";

/** What the variant-attribute screens say, beyond the kit's texts. */
export const variantAttributeMessages = [
  "admin.nav.variants",
  "admin.attributes.add",
  "admin.attributes.edit",
  "admin.attributes.name",
  "admin.attributes.values",
  "admin.attributes.valuesHint",
  "admin.attributes.value",
  "admin.attributes.addValue",
  "admin.attributes.valueName",
  "admin.attributes.position",
  "admin.attributes.products",
] as const satisfies readonly MessageKey[];
