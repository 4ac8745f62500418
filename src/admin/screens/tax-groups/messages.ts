import type { MessageKey } from "../../../../i18n/index.ts";

/** What the tax-group screens say, beyond the kit's texts. */
export const taxGroupMessages = [
  "admin.taxGroups.add",
  "admin.taxGroups.edit",
  "admin.taxGroups.name",
  "admin.taxGroups.rate",
  "admin.taxGroups.rateHint",
  "admin.taxGroups.isDefault",
  "admin.taxGroups.isDefaultHint",
  "admin.taxGroups.default",
  "admin.taxGroups.products",
] as const satisfies readonly MessageKey[];
