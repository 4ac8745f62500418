// An order's paid and refunded amounts in SQL (decision 0080), for every page that shows its
// payment state (core/orders/payment-state.ts decides the state from them): the order desk's list,
// detail and export, and the buyer's order page.
import { sql } from "drizzle-orm";
import { orders, refundPayments } from "../../../db/schema/index.ts";

/**
 * Minor units received for an order: its recorded offline payments (orders.paid_amount, kept by
 * migration 0020's trigger), or the whole total once it is paid (a provider's webhook sets paid_at
 * without recording an amount; short shipping may later lower the total below what arrived).
 */
export const paidAmount = sql<number>`(case when ${orders.paidAt} is null then ${orders.paidAmount}
  else max(${orders.paidAmount}, ${orders.grandTotal}) end)`;

/**
 * The order a subquery belongs to, always written with its table: drizzle writes a single-table
 * select's fields without table names, and a bare "id" inside `from refund_payments` would be the
 * refund's own id.
 */
const outerOrderId = sql.raw(`"orders"."id"`);

/**
 * Minor units given back (decision 0083): the refunds the provider, or the admin offline, confirmed
 * (`refund_payments` done), for returns and for short shipping's differences.
 */
export const refundedAmount = sql<number>`coalesce((select sum(${refundPayments.amount}) from ${refundPayments}
  where ${refundPayments.orderId} = ${outerOrderId} and ${refundPayments.state} = 'done'), 0)`;

/**
 * Minor units that may still be refunded: what was paid less every refund, confirmed or under way
 * (a refund is written as pending before the provider is asked, so two at once count each other).
 */
export const refundableAmount = sql<number>`(${paidAmount} - coalesce((select sum(${refundPayments.amount})
  from ${refundPayments} where ${refundPayments.orderId} = ${outerOrderId}), 0))`;
