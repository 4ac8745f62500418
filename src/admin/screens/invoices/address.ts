// The invoices list's address (SPEC §2: list pages keep their query in the address): beside the
// kit's `?search=&sort=&page=&perPage=`, the API's `state` and `order` filters. The routes are in
// the admin app's main chunk, which must not run the contract's arktype types at start (decision
// 0055), so the lists are written here again, typed by the contract.
import { type } from "arktype";
import type { InvoiceSort, InvoiceState } from "../../../../core/contracts/admin/invoices.ts";

export const invoiceListSorts = [
  "date",
  "invoiceNumber",
  "total",
  "createdAt",
] as const satisfies readonly InvoiceSort[];
export const invoiceStateChoices = ["draft", "printed", "credited"] as const satisfies readonly InvoiceState[];

export const invoiceAddressFilters = {
  state: type.enumerated(...invoiceStateChoices),
  order: type(/^[1-9]\d{0,11}$/),
};
