// Paying on account in SQL (issue #23 item 5, decision 0102): a company's overdue orders and the
// credit check the order's own insert carries, beside the open balance they count with (0094).
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { customers } from "../../../db/schema/index.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { customerBalance, isCountedStatus } from "../collections/amounts.ts";

/** The shop's day `today` (an ISO day) as orders store due days, for `overdueAmount`. */
export const dueBefore = (today: string): SQL => sql`${storedDay(today)}`;

/** `o`'s orders on account due before `today` (a stored day) with money still open, counted. */
const overdueWhere = (o: SQL, today: SQL | Placeholder) =>
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
