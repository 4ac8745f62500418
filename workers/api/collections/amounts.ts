// What a customer owes and what an order has open (decision 0094), in SQL, for the salesperson's
// customers, a customer's detail, the office's statement and the allocation guard: one definition.
import { sql, type SQL } from "drizzle-orm";
import {
  collectionAllocations,
  collections,
  orderPayments,
  orders,
  refundPayments,
  refunds,
} from "../../../db/schema/index.ts";
import { qualified as q } from "../../lib/db.ts";
import { unspentStatuses } from "../account/orders.ts";
import { paidAmount } from "../orders/payment-amounts.ts";

/** The statuses whose orders count in a balance: not cancelled, refused, rejected or waiting for an online payment. */
export const isCountedStatus = (status: SQL | typeof orders.status) =>
  sql`${status} not in (${sql.join(
    unspentStatuses.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The order a subquery is about, always with its table (a bare "id" would be the subquery's own). */
const outerOrderId = sql.raw(`"orders"."id"`);

/** Minor units of the order held by collections recorded but not yet confirmed. */
export const reservedAmount = sql<number>`coalesce((select sum(${q(collectionAllocations.amount)})
  from ${collectionAllocations} join ${collections} on ${q(collections.id)} = ${q(collectionAllocations.collectionId)}
  where ${q(collectionAllocations.orderId)} = ${outerOrderId} and ${q(collections.state)} = 'recorded'), 0)`;

/** What a new collection may still allocate to the order: grand total − paid − reserved. */
export const openAmount = sql<number>`(${orders.grandTotal} - ${paidAmount} - ${reservedAmount})`;

/** Whether the order takes allocations at all: counted, and something is still open on it. */
export const isOpenOrder = sql<boolean>`(${isCountedStatus(orders.status)} and ${openAmount} > 0)`;

/**
 * What a customer (`customerId`, an SQL expression: a parameter or the outer row's id) owes:
 * their counted orders' totals, less what was paid for any of their orders outside collections
 * (the order desk's payments and online ones), every collection not voided and the returns the
 * shop took back (received or refunded), plus the money sent back to them. Negative: in credit.
 * Each part is a sum over one of the customer's indexes.
 */
export function customerBalance(customerId: SQL): SQL<number> {
  const o = sql.raw(`"balance_orders"`);
  const orderPaid = sql`(case when ${o}.paid_at is null then ${o}.paid_amount else max(${o}.paid_amount, ${o}.grand_total) end)`;
  return sql<number>`(
    coalesce((select sum(${o}.grand_total) from ${orders} ${o}
      where ${o}.customer_id = ${customerId} and ${isCountedStatus(sql`${o}.status`)}), 0)
    - coalesce((select sum(${orderPaid} - coalesce((select sum(${q(orderPayments.amount)}) from ${orderPayments}
        where ${q(orderPayments.orderId)} = ${o}.id and ${q(orderPayments.collectionId)} is not null), 0))
      from ${orders} ${o} where ${o}.customer_id = ${customerId}), 0)
    - coalesce((select sum(${q(collections.amount)}) from ${collections}
      where ${q(collections.customerId)} = ${customerId} and ${q(collections.state)} <> 'voided'), 0)
    - coalesce((select sum(${q(refunds.referenceTotal)}) from ${refunds}
      where ${q(refunds.customerId)} = ${customerId} and ${q(refunds.status)} in ('received', 'refunded')), 0)
    + coalesce((select sum(${q(refundPayments.amount)}) from ${refundPayments}
      join ${orders} ${o} on ${o}.id = ${q(refundPayments.orderId)}
      where ${o}.customer_id = ${customerId} and ${q(refundPayments.state)} = 'done'), 0)
  )`;
}
