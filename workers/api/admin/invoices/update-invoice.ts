import { and, eq, isNull } from "drizzle-orm";
import type { InvoiceUpdateInput } from "../../../../core/contracts/admin/invoices.ts";
import type { Db } from "../../../../db/client.ts";
import { invoices } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { readOrder } from "../orders/read-order.ts";
import { storedDay } from "./create-invoice.ts";
import { orderSnapshot, sellerSnapshot } from "./invoice-snapshot.ts";

/**
 * Edits a draft invoice (SPEC §4 "editable until printed", decision 0082): its date and note, and
 * its copy of the order taken again, so a draft follows an order short-shipped meanwhile. The
 * write holds only while the invoice is unprinted (the update's own condition, so a print that
 * lands first wins): a printed invoice answers 409 "a printed invoice cannot be edited".
 */
export async function updateInvoice(db: Db, id: number, input: InvoiceUpdateInput): Promise<void> {
  const [current] = await db
    .select({ orderId: invoices.orderId, printedAt: invoices.printedAt })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!current) throw new AppError("not_found");
  if (current.printedAt !== null) throw new AppError("invoice_printed");
  const order = await readOrder(db, current.orderId);
  if (!order) throw new AppError("not_found");
  const { seller, bankDetails } = await sellerSnapshot(db, order.locale);
  const updated = await db
    .update(invoices)
    .set({
      ...orderSnapshot(order),
      seller,
      bankDetails,
      ...(input.date === undefined ? {} : { issuedOn: storedDay(input.date) }),
      ...(input.note === undefined ? {} : { note: input.note }),
      updatedAt: Date.now(),
    })
    .where(and(eq(invoices.id, id), isNull(invoices.printedAt)))
    .returning({ id: invoices.id });
  if (updated.length === 0) throw new AppError("invoice_printed");
}
