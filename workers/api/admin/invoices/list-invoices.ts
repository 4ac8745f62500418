import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { InvoiceListPage, InvoiceListQuery, InvoiceRow } from "../../../../core/contracts/admin/invoices.ts";
import type { Db } from "../../../../db/client.ts";
import { creditNotes, invoices, orders } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { invoiceState, isoDate } from "./read-invoice.ts";

/** The list's `state` filter as SQL. */
const stateIs = {
  draft: isNull(invoices.printedAt),
  printed: and(isNotNull(invoices.printedAt), isNull(invoices.creditedAt)),
  credited: isNotNull(invoices.creditedAt),
} as const;

/**
 * A page of invoices in one round trip (decision 0082): found by invoice, order or credit note
 * number or the name ordered under, of one state or one order; newest first.
 */
export async function listInvoices(db: Db, query: InvoiceListQuery): Promise<InvoiceListPage> {
  const window = pageWindow(query);
  const where = and(
    searchText(query.search, [
      invoices.invoiceNumber,
      orders.orderNumber,
      orders.customerName,
      creditNotes.creditNoteNumber,
    ]),
    query.state ? stateIs[query.state] : undefined,
    query.order ? eq(invoices.orderId, query.order) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        printedAt: invoices.printedAt,
        creditedAt: invoices.creditedAt,
        orderId: invoices.orderId,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        issuedOn: invoices.issuedOn,
        total: invoices.total,
        currency: invoices.currency,
        creditNoteNumber: creditNotes.creditNoteNumber,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-createdAt",
          {
            date: invoices.issuedOn,
            // Drafts have no number yet: they sort as the empty text
            invoiceNumber: sql`coalesce(${invoices.invoiceNumber}, '')`,
            total: invoices.total,
            createdAt: invoices.createdAt,
          },
          invoices.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .where(where),
  ]);
  const items = rows.map((row): InvoiceRow => ({
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    state: invoiceState(row),
    order: { id: row.orderId, orderNumber: row.orderNumber },
    customerName: row.customerName,
    date: isoDate(row.issuedOn),
    total: row.total,
    currency: row.currency,
    printedAt: row.printedAt,
    creditNoteNumber: row.creditNoteNumber,
  }));
  return listPage(items, counted?.total ?? 0, window);
}
