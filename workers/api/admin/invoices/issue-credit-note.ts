import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { CreditNoteInput } from "../../../../core/contracts/admin/invoices.ts";
import type { Db } from "../../../../db/client.ts";
import { counters, creditNotes, invoices } from "../../../../db/schema/index.ts";
import type { AdminUser } from "../../auth/get-admin-session.ts";
import { AppError } from "../../../lib/errors.ts";
import { storedDay } from "./create-invoice.ts";

/** Credit note numbers: CN-000001, their own unbroken sequence per profile. */
export const creditNoteNumberFormat = "CN-%06d";

/**
 * Reverses a printed invoice with a credit note (issue #20 item 2, decision 0082), the one way a
 * printed invoice is corrected: the whole invoice, every amount negated, so the two sum to zero to
 * the cent; the order may then be invoiced again. One batch: the `credit_note` counter moves, the
 * credit note is written with its number and the invoice marked credited, each only while the
 * invoice is printed and not yet credited, so a double click or two admins make one credit note.
 */
export async function issueCreditNote(db: Db, id: number, input: CreditNoteInput, admin: AdminUser): Promise<void> {
  const [current] = await db
    .select({ printedAt: invoices.printedAt, creditedAt: invoices.creditedAt })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!current) throw new AppError("not_found");
  if (current.printedAt === null) throw new AppError("invoice_not_printed");
  if (current.creditedAt !== null) throw new AppError("invoice_credited");
  const creditable = and(eq(invoices.id, id), isNotNull(invoices.printedAt), isNull(invoices.creditedAt));
  const now = Date.now();
  const [, written] = await db.batch([
    db.run(sql`insert into ${counters} (name, value)
      select 'credit_note', 1 where exists (select 1 from ${invoices} where ${creditable})
      on conflict (name) do update set value = value + 1`),
    db.run(sql`insert into ${creditNotes}
      (credit_note_number, invoice_id, currency, sub_total, selections_total, discount_total,
       shipping_cost, vat_total, total, reason, issued_on, admin_id, admin_name)
      select (select printf(${creditNoteNumberFormat}, value) from ${counters} where name = 'credit_note'),
        id, currency, -sub_total, -selections_total, -discount_total, -shipping_cost, -vat_total, -total,
        ${input.reason ?? null}, ${storedDay(input.date)}, ${admin.id}, ${admin.name}
      from ${invoices} where ${creditable}`),
    db.update(invoices).set({ creditedAt: now, updatedAt: now }).where(creditable),
  ]);
  if (written.rowsAffected === 0) throw new AppError("invoice_credited");
}
