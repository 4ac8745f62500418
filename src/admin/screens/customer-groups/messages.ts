import type { MessageKey } from "../../../../i18n/index.ts";

/** What the customer-group screens say, beyond the kit's texts. */
export const customerGroupMessages = [
  "admin.customerGroups.add",
  "admin.customerGroups.edit",
  "admin.customerGroups.name",
  "admin.customerGroups.priceList",
  "admin.customerGroups.priceListHint",
  "admin.customerGroups.shelf",
  "admin.customerGroups.customers",
] as const satisfies readonly MessageKey[];
