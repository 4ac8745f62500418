// A customer's statement (issue #22 item 6, decision 0094): every entry of their account in date
// order with a running balance, the same parts as the balance of workers/api/collections/amounts.ts.
import { eq, sql } from "drizzle-orm";
import type { CustomerStatement, StatementEntry, StatementQuery } from "../../../../core/contracts/sales.ts";
import { getProfile, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  collections,
  customers,
  orderPayments,
  orders,
  refundPayments,
  refunds,
  refundStatusHistory,
  salespeople,
} from "../../../../db/schema/index.ts";
import { isoDayOf } from "../../../../i18n/dates.ts";
import { AppError } from "../../../lib/errors.ts";
import { isCountedStatus } from "../../collections/amounts.ts";
import { sellerSnapshot } from "../invoices/invoice-snapshot.ts";
import { isoDate } from "../invoices/read-invoice.ts";

interface EntryRow {
  kind: StatementEntry["kind"];
  at: number;
  /** Whether `at` is a day stored as midnight UTC (a payment's or collection's day) rather than an instant. */
  isDay: number;
  reference: string;
  orderNumber: string | null;
  debit: number;
  credit: number;
  /** An order on account's due day (midnight UTC), else null. */
  dueOn: number | null;
}

/**
 * The statement of customer `id` from `from` to `to` (ISO days in the shop's time zone, both
 * included, both optional): the opening balance (everything before `from`), the entries with the
 * balance after each, and the closing balance. Orders are counted as the balance counts them;
 * payments are the order desk's and the online ones (those a confirmed collection made are the
 * collection's entry); collections not voided; returns when the shop took the goods back (received
 * or refunded, at the first of those); money sent back when done. Not found: 404.
 */
export async function customerStatement(
  db: Db,
  id: number,
  query: StatementQuery,
  context: { profile: string; locale: Locale },
): Promise<CustomerStatement> {
  const profile = getProfile(context.profile);
  const [[customer], entries] = await db.batch([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        companyName: customers.companyName,
        email: customers.email,
        phone: customers.phone,
        userCode: customers.userCode,
        salespersonId: salespeople.id,
        salespersonFirstName: salespeople.firstName,
        salespersonLastName: salespeople.lastName,
      })
      .from(customers)
      .leftJoin(salespeople, eq(salespeople.id, customers.salespersonId))
      .where(eq(customers.id, id)),
    db.all<EntryRow>(sql`
      select 'order' as kind, o.placed_at as at, 0 as isDay, o.order_number as reference, o.order_number as orderNumber,
        o.grand_total as debit, 0 as credit, o.due_on as dueOn
      from ${orders} o where o.customer_id = ${id} and ${isCountedStatus(sql`o.status`)}
      union all
      select 'payment', p.received_on, 1, o.order_number, o.order_number, 0, p.amount, null
      from ${orderPayments} p join ${orders} o on o.id = p.order_id
      where o.customer_id = ${id} and p.collection_id is null
      union all
      select 'payment', o.paid_at, 0, o.order_number, o.order_number, 0,
        max(o.paid_amount, o.grand_total) - coalesce((select sum(p.amount) from ${orderPayments} p where p.order_id = o.id), 0), null
      from ${orders} o where o.customer_id = ${id} and o.paid_at is not null
        and max(o.paid_amount, o.grand_total) > coalesce((select sum(p.amount) from ${orderPayments} p where p.order_id = o.id), 0)
      union all
      select 'collection', c.collected_on, 1, c.receipt_number, null, 0, c.amount, null
      from ${collections} c where c.customer_id = ${id} and c.state <> 'voided'
      union all
      select 'return', coalesce((select min(h.created_at) from ${refundStatusHistory} h
          where h.refund_id = r.id and h.status in ('received', 'refunded')), r.updated_at),
        0, o.order_number, o.order_number, 0, r.reference_total, null
      from ${refunds} r join ${orders} o on o.id = r.order_id
      where r.customer_id = ${id} and r.status in ('received', 'refunded')
      union all
      select 'refund', rp.created_at, 0, o.order_number, o.order_number, rp.amount, 0, null
      from ${refundPayments} rp join ${orders} o on o.id = rp.order_id
      where o.customer_id = ${id} and rp.state = 'done'`),
  ]);
  if (!customer) throw new AppError("not_found");
  const dayOf = (row: EntryRow) => (row.isDay ? isoDate(row.at) : isoDayOf(row.at, profile));
  const dated = entries
    .map((row) => ({ row, day: dayOf(row) }))
    // What is known only by its day (a collection, a payment received) comes after that day's timed
    // entries: money collected against an order placed that morning follows the order
    .sort((a, b) => a.day.localeCompare(b.day) || a.row.isDay - b.row.isDay || a.row.at - b.row.at);
  let balance = 0;
  let openingBalance = 0;
  const listed: StatementEntry[] = [];
  for (const { row, day } of dated) {
    if (query.to !== undefined && day > query.to) break;
    balance += row.debit - row.credit;
    if (query.from !== undefined && day < query.from) {
      openingBalance = balance;
      continue;
    }
    listed.push({
      kind: row.kind,
      at: row.at,
      reference: row.reference,
      orderNumber: row.orderNumber,
      debit: row.debit,
      credit: row.credit,
      balance,
      dueOn: row.dueOn === null ? null : isoDate(row.dueOn),
    });
  }
  const { seller } = await sellerSnapshot(db, context.locale);
  return {
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`,
      companyName: customer.companyName,
      email: customer.email,
      phone: customer.phone,
      userCode: customer.userCode,
    },
    salesperson:
      customer.salespersonId === null
        ? null
        : { id: customer.salespersonId, name: `${customer.salespersonFirstName} ${customer.salespersonLastName}` },
    currency: profile.currency,
    from: query.from ?? null,
    to: query.to ?? null,
    openingBalance,
    closingBalance: balance,
    entries: listed,
    seller,
  };
}
