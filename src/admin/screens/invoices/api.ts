// The invoice calls (core/contracts/admin/invoices.ts, decision 0082) through the admin's typed
// client: the list, one invoice, and the writes, each of which answers the invoice as it is now.
import type {
  CreditNoteInputIn,
  InvoiceCreateInputIn,
  InvoiceUpdateInputIn,
} from "../../../../core/contracts/admin/invoices.ts";
import type { AdminClient } from "../../api.ts";

/** The invoice calls, by what they do. */
export function invoicesApi(client: AdminClient) {
  const invoices = client.api.admin.invoices;
  const invoice = invoices[":id"];
  return {
    list: (query: Record<string, string>) => invoices.$get({ query }),
    read: (id: string) => invoice.$get({ param: { id } }),
    create: (json: InvoiceCreateInputIn) => invoices.$post({ json }),
    update: (id: string, json: InvoiceUpdateInputIn) => invoice.$patch({ param: { id }, json }),
    print: (id: string) => invoice.print.$post({ param: { id } }),
    creditNote: (id: string, json: CreditNoteInputIn) => invoice["credit-note"].$post({ param: { id }, json }),
  };
}
