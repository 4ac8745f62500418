// What the orders list, its counts and its CSV export share (decision 0080): the SQL of an order's
// paid and refunded amounts, and the list query's conditions. One definition, so the tabs' counts,
// the page and the export always agree on which orders a filter holds.
import { and, eq, gte, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { OrderListQuery } from "../../../../core/contracts/admin/orders.ts";
import { unpayableStatuses } from "../../../../core/orders/payment-state.ts";
import { dayStart, nextDay, type DateProfile } from "../../../../i18n/dates.ts";
import { customers, orders, refunds } from "../../../../db/schema/index.ts";
import { searchText } from "../resource-kit.ts";

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

/** Whether a return (refund request, in any state) was made for the order. */
export const hasReturn = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})`;

const isRefunded = sql`(${paidAmount} > 0 and ${refundedAmount} >= ${paidAmount})`;

/** The orders in a payment state, as core/orders/payment-state.ts decides it, or awaiting payment. */
function paymentStateIs(state: NonNullable<OrderListQuery["paymentState"]>): SQL {
  // Unpaid and partly paid orders have no paid_at (the payment reaching the total sets it), so
  // their paid amount is the column itself and the index-free test stays a cheap comparison.
  const unpaid = and(isNull(orders.paidAt), eq(orders.paidAmount, 0));
  const partlyPaid = and(isNull(orders.paidAt), sql`${orders.paidAmount} > 0`);
  switch (state) {
    case "unpaid":
      return and(unpaid, sql`not ${isRefunded}`) as SQL;
    case "partlyPaid":
      return and(partlyPaid, sql`${orders.paidAmount} < ${orders.grandTotal}`, sql`not ${isRefunded}`) as SQL;
    case "paid":
      return and(sql`${paidAmount} > 0`, sql`${paidAmount} >= ${orders.grandTotal}`, sql`not ${isRefunded}`) as SQL;
    case "refunded":
      return isRefunded;
    case "awaiting":
      return and(
        or(unpaid, and(partlyPaid, sql`${orders.paidAmount} < ${orders.grandTotal}`)),
        sql`not ${isRefunded}`,
        notInArray(orders.status, [...unpayableStatuses]),
      ) as SQL;
  }
}

/**
 * The list's conditions but its status (the tabs count each status under the others): the search
 * over the order number, the buyer's PO reference, the name ordered under and the customer's
 * company, email and phone (looked up once among customers, not joined per order), the placing
 * days in the shop's time zone (`to` included), and the other filters.
 */
export function orderFilters(query: Omit<OrderListQuery, "status">, profile: DateProfile): SQL | undefined {
  // Each word must be found in the order's own texts or its customer's (so "Harbi 2026" finds
  // her orders numbered 2026…), as the other lists' searches read several words
  const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  const search = and(
    ...words.map((word) => {
      const customerMatches = searchText(word, [customers.companyName, customers.email, customers.phone]);
      return or(
        searchText(word, [orders.orderNumber, orders.purchaseOrderReference, orders.customerName]),
        sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${customerMatches})`,
      );
    }),
  );
  return and(
    search,
    query.from === undefined ? undefined : gte(orders.placedAt, dayStart(query.from, profile)),
    query.to === undefined ? undefined : lt(orders.placedAt, dayStart(nextDay(query.to), profile)),
    query.customer === undefined ? undefined : eq(orders.customerId, query.customer),
    query.salesperson === undefined
      ? undefined
      : query.salesperson === "none"
        ? isNull(orders.salespersonId)
        : eq(orders.salespersonId, query.salesperson),
    query.paymentMethod === undefined ? undefined : eq(orders.paymentMethodId, query.paymentMethod),
    query.shippingZone === undefined ? undefined : eq(orders.shippingZoneId, query.shippingZone),
    query.hasReturn === undefined ? undefined : query.hasReturn ? hasReturn : sql`not ${hasReturn}`,
    query.paymentState === undefined ? undefined : paymentStateIs(query.paymentState),
  );
}
