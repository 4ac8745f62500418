// An order's paid and refunded amounts in SQL (decision 0080), for every page that shows its
// payment state (core/orders/payment-state.ts decides the state from them): the order desk's list,
// detail and export, and the buyer's order page.
import { sql } from "drizzle-orm";
import { orders, refunds } from "../../../db/schema/index.ts";

/**
 * Minor units received for an order: its recorded offline payments (orders.paid_amount, kept by
 * migration 0020's trigger), or the whole total once it is paid (a provider's webhook sets paid_at
 * without recording an amount; short shipping may later lower the total below what arrived).
 */
export const paidAmount = sql<number>`(case when ${orders.paidAt} is null then ${orders.paidAmount}
  else max(${orders.paidAmount}, ${orders.grandTotal}) end)`;

/** Minor units given back: the order's returns recorded as refunded (the refund flow itself is issue #20 item 3). */
export const refundedAmount = sql<number>`coalesce((select sum(${refunds.referenceTotal}) from ${refunds}
  where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'refunded'), 0)`;
