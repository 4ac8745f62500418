// What the orders list, its counts and its CSV export share (decision 0080): the list query's
// conditions, one definition, so the tabs' counts, the page and the export always agree on which
// orders a filter holds.
import { and, eq, gte, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { OrderListQuery } from "../../../../core/contracts/admin/orders.ts";
import { unpayableStatuses } from "../../../../core/orders/payment-state.ts";
import { dayStart, nextDay, type DateProfile } from "../../../../i18n/dates.ts";
import { customers, orders, refundPayments, refunds } from "../../../../db/schema/index.ts";
import { paidAmount, refundedAmount } from "../../orders/payment-amounts.ts";
import { searchText } from "../resource-kit.ts";

/** Whether a return (refund request, in any state) was made for the order. */
export const hasReturn = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})`;

/** The same as a filter: the orders with returns are few, listed once rather than looked up per order. */
const isReturned = sql`${orders.id} in (select ${refunds.orderId} from ${refunds})`;

/**
 * Refunded, as core/orders/payment-state.ts says: something was paid and the refunds (decision
 * 0083) cover it. The refunds are few: their orders are listed once (not looked up per order),
 * their amounts compared inside that list, so the orders outside it are told apart by their id
 * alone and a payment state's count reads its partial index, not the table (decision 0086).
 */
const isRefunded = sql`${orders.id} in (select ${orders.id} from ${orders}
  where ${orders.id} in (select ${refundPayments.orderId} from ${refundPayments} where ${refundPayments.state} = 'done')
  and ${paidAmount} > 0 and ${refundedAmount} >= ${paidAmount})`;

/**
 * The orders in a payment state, or awaiting payment. paid_at is set exactly when the payments
 * reach the grand total (migration 0020's trigger; a provider's webhook for card orders), so the
 * states are told apart by it: the partial indexes orders_unpaid and orders_paid hold all the
 * counts read. `forPage`: a page walks the orders newest first and stops at its last row, which
 * those indexes would stop it from (75 ms instead of 1 ms at 100,000 orders): `+` keeps them out.
 */
function paymentStateIs(state: NonNullable<OrderListQuery["paymentState"]>, forPage: boolean): SQL {
  const paidAt = forPage ? sql`+${orders.paidAt}` : sql`${orders.paidAt}`;
  // Nothing paid is unpaid, whatever was refunded (a refund needs a payment)
  const unpaid = sql`${paidAt} is null and ${orders.paidAmount} = 0`;
  switch (state) {
    case "unpaid":
      return unpaid;
    case "partlyPaid":
      return sql`${paidAt} is null and ${orders.paidAmount} > 0 and not ${isRefunded}`;
    case "paid":
      return sql`${paidAt} is not null and not ${isRefunded}`;
    case "refunded":
      return isRefunded;
    case "awaiting":
      return and(
        sql`${paidAt} is null and (${orders.paidAmount} = 0 or not ${isRefunded})`,
        notInArray(orders.status, [...unpayableStatuses]),
      ) as SQL;
  }
}

/**
 * The list's conditions but its status (the tabs count each status under the others): the search
 * over the order number, the buyer's PO reference, the name ordered under and the customer's
 * company, email and phone (looked up once among customers, not joined per order), the placing
 * days in the shop's time zone (`to` included), and the other filters. `forPage` for a page's
 * rows (and the export's), not the counts (see `paymentStateIs`).
 */
export function orderFilters(
  query: Omit<OrderListQuery, "status">,
  profile: DateProfile,
  { forPage }: { forPage: boolean },
): SQL | undefined {
  // Each word must be found in the order's own texts or its customer's (so "Harbi 2026" finds
  // her orders numbered 2026…), as the other lists' searches read several words. The word most
  // likely to be rare goes first, as SQLite leads with the first term it can use an index for:
  // one with digits (an order number, a phone), then the longest ("Linen Co 1233" read 12,500
  // orders of the "Linen" companies before "1233" narrowed them: 110 ms, 7 ms led by "1233")
  const words = (query.search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .toSorted((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)) || [...b].length - [...a].length);
  const search = and(
    ...words.map((word) => {
      const customerMatches = searchText(word, [customers.companyName, customers.email, customers.phone]);
      return or(
        orderTextContains(word),
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
    query.hasReturn === undefined ? undefined : query.hasReturn ? isReturned : sql`not ${isReturned}`,
    query.paymentState === undefined ? undefined : paymentStateIs(query.paymentState, forPage),
  );
}

/**
 * Orders whose number, PO reference or name ordered under contain `word` (any case): through the
 * trigram index order_search (migration 0020) from 3 characters, which a shorter word cannot use
 * (a trigram index matches nothing shorter), so it reads the orders themselves. The word is one
 * FTS5 string: its quotes doubled, nothing in it is query syntax.
 */
function orderTextContains(word: string): SQL | undefined {
  if ([...word].length < 3) {
    return searchText(word, [orders.orderNumber, orders.purchaseOrderReference, orders.customerName]);
  }
  const phrase = `"${word.replaceAll('"', '""')}"`;
  return sql`${orders.id} in (select rowid from order_search where order_search match ${phrase})`;
}
