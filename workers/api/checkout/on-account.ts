// Paying on account in SQL (issue #23 item 5, decision 0102): a company's overdue orders and the
// credit check the order's own insert carries, beside the open balance they count with (0094).
import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { customerBalance, isCountedStatus } from "../collections/amounts.ts";

/** The shop's day `today` (an ISO day) as orders store due days, for `overdueAmount`. */
export const dueBefore = (today: string): SQL => sql`${storedDay(today)}`;

/** `o`'s orders on account due before `today` (a stored day) with money still open, counted. */
export const overdueWhere = (o: SQL, today: SQL | Placeholder) =>
  sql`${o}.due_on is not null and ${o}.due_on < ${today} and ${isCountedStatus(sql`${o}.status`)}
    and ${o}.paid_at is null and ${o}.paid_amount < ${o}.grand_total`;

/**
 * What a company (`customerId`: a parameter or the outer row's id) has overdue on `today` (a
 * stored day: `dueBefore`, or a prepared statement's placeholder): the
 * money still open on its orders on account past their due day. 0: nothing overdue. Read from the
 * orders_customer_due_on index alone.
 */
export function overdueAmount(customerId: SQL, today: SQL | Placeholder): SQL<number> {
  const o = sql.raw(`"overdue_orders"`);
  return sql<number>`coalesce((select sum(${o}.grand_total - ${o}.paid_amount) from orders ${o}
    indexed by orders_customer_due_on
    where ${o}.customer_id = ${customerId} and ${overdueWhere(o, today)}), 0)`;
}

/**
 * Whether the company may order `grandTotal` more on account on `today`: it has terms, nothing
 * overdue, and its open balance plus this order stays at or below its credit limit. Placed in the
 * order's insert (its own condition), so concurrent orders each see the ones before them.
 */
export function isWithinCredit(customerId: number, grandTotal: number, today: string): SQL<boolean> {
  const id = sql`${customerId}`;
  return sql<boolean>`(select ${customers.creditLimit} is not null
      and ${customerBalance(id)} + ${grandTotal} <= ${customers.creditLimit}
      and ${overdueAmount(id, dueBefore(today))} = 0
    from ${customers} where ${customers.id} = ${id})`;
}

/** A company's standing on account (decision 0102), as its own area and its salesperson show it. */
export interface OnAccountStanding {
  paymentTermsDays: number | null;
  creditLimit: number | null;
  /** What it owes now (decision 0094). */
  balance: number;
  /** Of that, what is past its due day (0: nothing). */
  overdue: number;
}

/** The company's terms, open balance and overdue money on `today` (an ISO day), for a batch: one row, or none. */
export function selectOnAccount(db: Db, customerId: number, today: string) {
  return db
    .select({
      paymentTermsDays: customers.paymentTermsDays,
      creditLimit: customers.creditLimit,
      balance: customerBalance(sql`${customerId}`),
      overdue: overdueAmount(sql`${customerId}`, dueBefore(today)),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
}
