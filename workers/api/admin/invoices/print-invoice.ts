import { and, eq, isNull, sql } from "drizzle-orm";
import type { Profile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { counters, invoices } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { sellerSnapshot } from "./invoice-snapshot.ts";

/** SPEC §4 invoice numbers: INV-000001, one unbroken sequence per profile (each profile its own database). */
export const invoiceNumberFormat = "INV-%06d";

/**
 * Prints an invoice (SPEC §4 "printing commits it", decision 0082): one batch, one transaction,
 * takes the next number of the `invoice` counter and writes it with `printed_at`, so the number
 * is spent exactly when the invoice is printed. The counter moves only while the invoice is
 * unprinted, in the same statement that moves it; SQLite runs one write at a time, so concurrent
 * prints each take the next number, none shared and none skipped. Printing a printed invoice
 * changes nothing (a double click prints the same invoice again). The seller's details are taken
 * as the company profile states them at printing: they are what the QR code and the page say.
 * On SAR profiles a simplified tax invoice needs the seller's name and VAT number (ZATCA).
 */
export async function printInvoice(db: Db, id: number, profile: Profile): Promise<void> {
  const [current] = await db
    .select({ locale: invoices.locale, printedAt: invoices.printedAt })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!current) throw new AppError("not_found");
  if (current.printedAt !== null) return;
  const { seller, bankDetails } = await sellerSnapshot(db, current.locale);
  if (profile.currency === "SAR" && (!seller?.name || !seller.vatNumber)) {
    throw new AppError("invoice_seller_incomplete");
  }
  const unprinted = and(eq(invoices.id, id), isNull(invoices.printedAt));
  await db.batch([
    // INSERT … SELECT … WHERE: the upsert adds one only when the invoice is still unprinted
    db.run(sql`insert into ${counters} (name, value)
      select 'invoice', 1 where exists (select 1 from ${invoices} where ${unprinted})
      on conflict (name) do update set value = value + 1`),
    db
      .update(invoices)
      .set({
        invoiceNumber: sql`(select printf(${invoiceNumberFormat}, ${counters.value}) from ${counters} where ${counters.name} = 'invoice')`,
        printedAt: Date.now(),
        seller,
        bankDetails,
        updatedAt: Date.now(),
      })
      .where(unprinted),
  ]);
}
