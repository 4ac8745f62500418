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
  // A payment a confirmed collection made is the collection's; only orders paid something have one.
  // Its partial index answers alone (migration 0031); the planner, which has statistics only for
  // order_payments_order, would otherwise read each payment row to test collection_id.
  const paidByCollections = sql`(case when ${o}.paid_amount > 0 then coalesce((select sum(${q(orderPayments.amount)})
    from ${orderPayments} indexed by order_payments_collected where ${q(orderPayments.orderId)} = ${o}.id and ${q(orderPayments.collectionId)} is not null), 0)
    else 0 end)`;
  // Money sent back: only ever for an order paid something
  const sentBack = sql`(case when ${o}.paid_amount > 0 or ${o}.paid_at is not null then
    coalesce((select sum(${q(refundPayments.amount)}) from ${refundPayments}
      where ${q(refundPayments.orderId)} = ${o}.id and ${q(refundPayments.state)} = 'done'), 0) else 0 end)`;
  // One pass over the customer's orders: the counted totals less what was paid outside
  // collections, plus what was sent back; then their collections and the returns taken back
  return sql<number>`(
    coalesce((select sum((case when ${isCountedStatus(sql`${o}.status`)} then ${o}.grand_total else 0 end)
        - ${orderPaid} + ${paidByCollections} + ${sentBack})
      from ${orders} ${o} where ${o}.customer_id = ${customerId}), 0)
    - coalesce((select sum(${q(collections.amount)}) from ${collections}
      where ${q(collections.customerId)} = ${customerId} and ${q(collections.state)} <> 'voided'), 0)
    - coalesce((select sum(${q(refunds.referenceTotal)}) from ${refunds}
      where ${q(refunds.customerId)} = ${customerId} and ${q(refunds.status)} in ('received', 'refunded')), 0)
  )`;
}
