import { eq } from "drizzle-orm";
import type { InvoiceDetail, InvoiceState, InvoiceTotals } from "../../../../core/contracts/admin/invoices.ts";
import { zatcaAmount, zatcaTlv } from "../../../../core/invoices/zatca-tlv.ts";
import type { Profile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { creditNotes, customers, invoices, orders, type Invoice } from "../../../../db/schema/index.ts";

/** An ISO date from the midnight UTC a day is stored as. */
export const isoDate = (midnightUtc: number) => new Date(midnightUtc).toISOString().slice(0, 10);

/** Where an invoice is, from its two moments. */
export const invoiceState = (row: { printedAt: number | null; creditedAt: number | null }): InvoiceState =>
  row.creditedAt !== null ? "credited" : row.printedAt !== null ? "printed" : "draft";

/**
 * The ZATCA phase 1 QR text of a printed invoice on a SAR profile (decision 0082), from what it
 * holds: the seller's name and VAT number as printed, the moment it was printed (ISO 8601, UTC),
 * its total with VAT and its VAT. Null for drafts, GBP profiles, and sellers without both.
 */
export function invoiceQr(row: Invoice, profile: Profile): string | null {
  if (profile.currency !== "SAR" || row.printedAt === null) return null;
  const { name = "", vatNumber = null } = row.seller ?? {};
  if (!name || !vatNumber) return null;
  return zatcaTlv({
    sellerName: name,
    vatNumber,
    // Whole seconds, as ZATCA's examples write it
    timestamp: new Date(row.printedAt).toISOString().replace(/\.\d{3}Z$/, "Z"),
    total: zatcaAmount(row.total),
    vatTotal: zatcaAmount(row.vatTotal),
  });
}

/**
 * One invoice as the back office and the print view show it (issue #20 item 2, decision 0082), or
 * null: its copy of the order, the seller and bank details, its QR text on SAR profiles once
 * printed, and the credit note that reversed it. One round trip.
 */
export async function readInvoice(db: Db, id: number, profile: Profile): Promise<InvoiceDetail | null> {
  const [[found], [credit]] = await db.batch([
    db
      .select({
        invoice: invoices,
        orderNumber: orders.orderNumber,
        purchaseOrderReference: orders.purchaseOrderReference,
        dueOn: orders.dueOn,
        customerId: orders.customerId,
        customerName: orders.customerName,
        companyName: customers.companyName,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(invoices.id, id)),
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)),
  ]);
  if (!found) return null;
  const { invoice: row } = found;
  const totals = (source: InvoiceTotals) => ({
    subTotal: source.subTotal,
    selectionsTotal: source.selectionsTotal,
    discountTotal: source.discountTotal,
    vatTotal: source.vatTotal,
    shippingCost: source.shippingCost,
    total: source.total,
  });
  const address = (snapshot: Invoice["billingAddress"]) =>
    snapshot ? { ...snapshot, location: snapshot.location ?? null } : null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    state: invoiceState(row),
    locale: row.locale,
    currency: row.currency,
    order: {
      id: row.orderId,
      orderNumber: found.orderNumber,
      purchaseOrderReference: found.purchaseOrderReference,
      dueOn: found.dueOn === null ? null : isoDate(found.dueOn),
      customerId: found.customerId,
      customerName: found.customerName,
      companyName: found.companyName,
    },
    date: isoDate(row.issuedOn),
    lines: row.items.map((item) => ({
      title: item.title,
      sku: item.sku,
      variantValues: item.variantValues ?? [],
      selections: item.selections.map(({ groupName, choiceName, priceDelta }) => ({
        groupName,
        choiceName,
        priceDelta,
      })),
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      vatRateBasisPoints: item.vatRateBasisPoints,
      vatAmount: item.vatAmount ?? 0,
      lineTotal: item.lineTotal,
    })),
    billingAddress: address(row.billingAddress),
    shippingAddress: address(row.shippingAddress),
    seller: row.seller,
    bankDetails: row.bankDetails,
    totals: totals(row),
    note: row.note,
    printedAt: row.printedAt,
    qr: invoiceQr(row, profile),
    creditNote: credit
      ? {
          id: credit.id,
          creditNoteNumber: credit.creditNoteNumber,
          date: isoDate(credit.issuedOn),
          reason: credit.reason,
          totals: totals(credit),
          issuedBy: credit.adminName,
          createdAt: credit.createdAt,
        }
      : null,
    updatedAt: row.updatedAt,
  };
}
