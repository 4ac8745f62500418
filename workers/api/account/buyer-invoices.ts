import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { InvoiceDetail, InvoiceState } from "../../../core/contracts/admin/invoices.ts";
import type { Profile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { creditNotes, invoices, orders } from "../../../db/schema/index.ts";
import { invoiceState, isoDate, readInvoice } from "../admin/invoices/read-invoice.ts";

/** An invoice as the buyer's order page lists it. */
export interface BuyerInvoiceRow {
  id: number;
  invoiceNumber: string;
  state: Exclude<InvoiceState, "draft">;
  /** An ISO date (YYYY-MM-DD). */
  date: string;
  total: number;
  creditNoteNumber: string | null;
}

/**
 * The printed invoices of one of the buyer's orders (issue #20 item 2, decision 0082): drafts are
 * the shop's work in progress and never shown. `customerId` is checked here, in the query that
 * reads the rows (STYLE.md: authorisation where the row is read), not only by the page.
 */
export async function listBuyerInvoices(db: Db, customerId: number, orderId: number): Promise<BuyerInvoiceRow[]> {
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      printedAt: invoices.printedAt,
      creditedAt: invoices.creditedAt,
      issuedOn: invoices.issuedOn,
      total: invoices.total,
      creditNoteNumber: creditNotes.creditNoteNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(and(eq(invoices.orderId, orderId), eq(orders.customerId, customerId), isNotNull(invoices.printedAt)))
    .orderBy(asc(invoices.printedAt), asc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoiceNumber ?? "",
    state: invoiceState(row) === "credited" ? "credited" : "printed",
    date: isoDate(row.issuedOn),
    total: row.total,
    creditNoteNumber: row.creditNoteNumber,
  }));
}

/** One of the buyer's own printed invoices, or null (another buyer's, a draft, or none). */
export async function readBuyerInvoice(
  db: Db,
  customerId: number,
  id: number,
  profile: Profile,
): Promise<InvoiceDetail | null> {
  const invoice = await readInvoice(db, id, profile);
  if (!invoice || invoice.order.customerId !== customerId || invoice.state === "draft") return null;
  return invoice;
}
