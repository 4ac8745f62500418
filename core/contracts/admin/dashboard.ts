// The admin dashboard (issue #21 item 6, decision 0090): GET /api/admin/dashboard. Every figure is
// an SQL aggregate read in one batch; this module says what the address may ask and what comes back.
import { type } from "arktype";
import type { OrderStatus } from "../../orders/order-status.ts";
import { isoDay } from "../../validation/rules.ts";

/** How the sales chart groups the days: each day, seven days from the first, or calendar months. */
export const dashboardIntervals = ["day", "week", "month"] as const;
export type DashboardInterval = (typeof dashboardIntervals)[number];

/**
 * The address's bounds: the period is the last 30 days unless told (both days included), at most
 * 366 days; the top lists hold 5 unless told, 1 to 20. (A product is low on stock at or below the
 * site settings' `lowStockThreshold`, not a value of the address.)
 */
export const dashboardLimits = {
  defaultDays: 30,
  maxDays: 366,
  top: { min: 1, max: 20, default: 5 },
} as const;

/** Orders that never became a sale (never paid online, or stopped by the shop or the buyer): not in the sales figures. */
export const unsoldStatuses: readonly OrderStatus[] = ["init", "payment-pending", "cancelled", "refused", "rejected"];

const day = 86_400_000;
const epochOf = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/** Days from `from` to `to`, both included (ISO dates). */
export const daysBetween = (from: string, to: string) => Math.round((epochOf(to) - epochOf(from)) / day) + 1;

/**
 * GET /api/admin/dashboard's query: `from` and `to` (ISO dates, both included, in the shop's time
 * zone; `to` not before `from`, at most 366 days), `top` and `interval`.
 * @example ?from=2026-11-01&to=2026-11-30&interval=week&top=10
 */
export const DashboardQuery = type({
  "from?": isoDay(),
  "to?": isoDay(),
  "top?": type("string.integer.parse")
    .to(
      type(`${dashboardLimits.top.min} <= number.integer <= ${dashboardLimits.top.max}`).configure({
        message: "admin.dashboard.top.range",
      }),
    )
    .configure({ message: "admin.dashboard.top.range" }),
  "interval?": type.enumerated(...dashboardIntervals).configure({ message: "errors.invalidInput" }),
}).narrow((query, ctx) => {
  if (query.from === undefined || query.to === undefined) return true;
  const days = daysBetween(query.from, query.to);
  return (
    (days >= 1 && days <= dashboardLimits.maxDays) ||
    ctx.reject({ message: "admin.dashboard.period.range", path: ["to"] })
  );
});
export type DashboardQuery = typeof DashboardQuery.infer;
/** The query as the address writes it (every value text). */
export type DashboardSearch = typeof DashboardQuery.inferIn;

/**
 * The first day of each of the chart's periods from `from` to `to` (ISO dates): every day, every
 * seventh day from `from`, or `from` and then the 1st of each following month.
 * @example periodStarts("2026-01-30", "2026-03-02", "month") // ["2026-01-30", "2026-02-01", "2026-03-01"]
 */
export function periodStarts(from: string, to: string, interval: DashboardInterval): string[] {
  const starts: string[] = [];
  const last = epochOf(to);
  for (let at = epochOf(from); at <= last;) {
    starts.push(new Date(at).toISOString().slice(0, 10));
    const date = new Date(at);
    at =
      interval === "day"
        ? at + day
        : interval === "week"
          ? at + 7 * day
          : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return starts;
}

/** A named thing's share of the period's revenue (a category, a brand). */
export interface DashboardRanked {
  id: number;
  name: string;
  /** Minor units: the order lines' totals in the period. */
  revenue: number;
}

/** GET /api/admin/dashboard. Money in minor units of the shop's currency. */
export interface Dashboard {
  from: string;
  to: string;
  interval: DashboardInterval;
  top: number;
  /** One entry per period (`start` its first day), empty periods included. */
  series: { start: string; orders: number; sales: number }[];
  /** The period's sales: orders and their grand totals, not counting `unsoldStatuses`. */
  totals: { orders: number; sales: number; averageOrderValue: number };
  /** Every order placed in the period by its status now. */
  statuses: Record<OrderStatus, number>;
  /** Returns requested in the period, and the money sent back in it. */
  returns: { count: number; refunded: number };
  topCategories: DashboardRanked[];
  topBrands: DashboardRanked[];
  topCustomers: { id: number; companyName: string; orders: number; revenue: number }[];
  /** Customers whose approval form waits for the shop (now, not in the period). */
  pendingCustomers: number;
  /** Products at or below `threshold` units now (the site settings' `lowStockThreshold`): how many, and the `top` lowest. */
  lowStock: { threshold: number; count: number; items: { id: number; title: string; quantity: number }[] };
  /** Carts that turned "left" (SPEC §4: untouched for a week) in the last seven days, and what they hold. */
  leftCarts: { count: number; value: number };
  /**
   * Money open on orders paid on account past their due day (decision 0102), now: in all, how
   * many companies owe it, and the `top` companies owing most.
   */
  overdue: { total: number; count: number; customers: { id: number; companyName: string; amount: number }[] };
}
