import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import {
  dashboardLimits,
  periodStarts,
  unsoldStatuses,
  type Dashboard,
  type DashboardQuery,
} from "../../../../core/contracts/admin/dashboard.ts";
import { defaultLowStockThreshold } from "../../../../core/contracts/admin/settings.ts";
import { orderStatuses } from "../../../../core/orders/order-status.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  brandTranslations,
  carts,
  categoryTranslations,
  customers,
  orderLines,
  orders,
  products,
  productTitles,
  refundPayments,
  refunds,
  siteSettings,
} from "../../../../db/schema/index.ts";
import { dayStart, isoDayOf, nextDay, type DateProfile } from "../../../../i18n/dates.ts";
import { translated } from "../../../lib/translated.ts";
import { dueBefore, overdueWhere } from "../../checkout/on-account.ts";

const day = 86_400_000;
const number = (value: unknown) => Number(value ?? 0);

/** An ISO date `days` later (earlier when negative). */
const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/**
 * The asked period and values, or their defaults: 30 days ending today in the shop's time zone; a
 * period given by one end alone is the 30 days from or to it, so every period stays bounded.
 */
export function dashboardPeriod(query: DashboardQuery, profile: DateProfile, now = Date.now()) {
  const span = dashboardLimits.defaultDays - 1;
  const to = query.to ?? (query.from === undefined ? isoDayOf(now, profile) : addDays(query.from, span));
  return {
    from: query.from ?? addDays(to, -span),
    to,
    interval: query.interval ?? "day",
    top: query.top ?? dashboardLimits.top.default,
  };
}

/**
 * The dashboard (issue #21 item 6, decision 0090): every figure an SQL aggregate, all read in one
 * batch (one round trip), none summed in JavaScript. The period's days begin and end in the shop's
 * time zone; the chart's periods are a VALUES list of their bounds joined to the orders, so each is
 * a range of the orders_placed_at index and an empty one still answers zero.
 */
export async function readDashboard(
  db: Db,
  query: DashboardQuery,
  { profile, locale, now = Date.now() }: { profile: DateProfile; locale: Locale; now?: number },
): Promise<Dashboard> {
  const { from, to, interval, top } = dashboardPeriod(query, profile, now);
  const starts = periodStarts(from, to, interval);
  const bounds = starts.map((start, index) => [
    start,
    dayStart(start, profile),
    dayStart(starts[index + 1] ?? nextDay(to), profile),
  ]);
  const begins = dayStart(from, profile);
  const ends = dayStart(nextDay(to), profile);
  const placed = and(gte(orders.placedAt, begins), lt(orders.placedAt, ends));
  const sold = and(placed, notInArray(orders.status, [...unsoldStatuses])) as SQL;

  // The period's sold lines summed once per product (read from order_lines_order alone), then by
  // the products' categories and brands: the N highest of each, named in the admin's language
  const ranked = (name: string, column: SQL, table: typeof categoryTranslations | typeof brandTranslations) => {
    const label = table === categoryTranslations ? categoryTranslations.title : brandTranslations.name;
    const on =
      table === categoryTranslations
        ? translated(categoryTranslations, "categoryId", sql.raw(`${name}.id`), locale)
        : translated(brandTranslations, "brandId", sql.raw(`${name}.id`), locale);
    return {
      ranking: sql`${sql.raw(name)} as (select ${column} as id, sum(sold.revenue) as revenue
        from sold join ${products} on ${products.id} = sold.product_id where ${column} is not null
        group by ${column} order by revenue desc, id limit ${top})`,
      rows: sql`select ${name} as kind, ${sql.raw(name)}.id as id, ${label} as name, ${sql.raw(name)}.revenue as revenue
        from ${sql.raw(name)} left join ${table} on ${on}`,
    };
  };
  const byCategory = ranked("top_categories", sql`${products.categoryId}`, categoryTranslations);
  const byBrand = ranked("top_brands", sql`${products.brandId}`, brandTranslations);
  const periods = sql.join(
    bounds.map(([start, begin, end]) => sql`(${start}, ${begin}, ${end})`),
    sql`, `,
  );
  // The site settings' threshold (issue #21 item 6), read inside the batch's queries: no round trip of its own
  const lowStock = sql<number>`coalesce((select ${siteSettings.lowStockThreshold} from ${siteSettings}
    where ${siteSettings.id} = 1), ${defaultLowStockThreshold})`;
  const customerRevenue = sql<number>`sum(${orders.grandTotal})`;
  const bestCustomers = db
    .select({ id: orders.customerId, orders: count().as("orders"), revenue: customerRevenue.as("revenue") })
    .from(orders)
    .where(sold)
    .groupBy(orders.customerId)
    .orderBy(desc(customerRevenue), orders.customerId)
    .limit(top)
    .as("best_customers");

  // Decision 0102: what each company has overdue on account today, most first
  const overdueAmount = sql<number>`sum(${orders.grandTotal} - ${orders.paidAmount})`;
  const overdueByCustomer = db
    .select({ id: orders.customerId, amount: overdueAmount.as("amount") })
    .from(orders)
    .where(overdueWhere(sql.raw(`"orders"`), dueBefore(isoDayOf(now, profile))))
    .groupBy(orders.customerId)
    .as("overdue_by_customer");

  const [series, totals, statuses, returned, topRanked, topCustomers, pending, low, lowest, left, owing, owingMost] =
    await db.batch([
      db.all<{ start: string; orders: number; sales: number }>(sql`
        with periods(start, begins, ends) as (values ${periods})
        select periods.start as start, count(${orders.id}) as orders, coalesce(sum(${orders.grandTotal}), 0) as sales
        from periods left join ${orders} on ${orders.placedAt} >= periods.begins and ${orders.placedAt} < periods.ends
          and ${orders.status} not in (${sql.join(
            unsoldStatuses.map((status) => sql`${status}`),
            sql`, `,
          )})
        group by periods.start order by periods.start`),
      db
        .select({
          orders: count(),
          sales: sql<number>`coalesce(sum(${orders.grandTotal}), 0)`,
          averageOrderValue: sql<number>`coalesce(cast(round(avg(${orders.grandTotal})) as integer), 0)`,
        })
        .from(orders)
        .where(sold),
      db.select({ status: orders.status, orders: count() }).from(orders).where(placed).groupBy(orders.status),
      db
        .select({
          count: count(),
          refunded: sql<number>`(select coalesce(sum(${refundPayments.amount}), 0) from ${refundPayments}
            where ${refundPayments.state} = 'done' and ${refundPayments.createdAt} >= ${begins} and ${refundPayments.createdAt} < ${ends})`,
        })
        .from(refunds)
        .where(and(gte(refunds.createdAt, begins), lt(refunds.createdAt, ends))),
      db.all<{ kind: "top_categories" | "top_brands"; id: number; name: string | null; revenue: number }>(sql`
        with sold as materialized (
          select ${orderLines.productId} as product_id, sum(${orderLines.lineTotal}) as revenue
          from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
          where ${sold} and ${orderLines.productId} is not null
          group by ${orderLines.productId}
        ), ${byCategory.ranking}, ${byBrand.ranking}
        ${byCategory.rows} union all ${byBrand.rows}
        order by kind, revenue desc, id`),
      // Grouped and cut to N before the customers are joined: only the N are looked up
      db
        .select({
          id: bestCustomers.id,
          companyName: customers.companyName,
          orders: bestCustomers.orders,
          revenue: bestCustomers.revenue,
        })
        .from(bestCustomers)
        .innerJoin(customers, eq(customers.id, bestCustomers.id))
        .orderBy(desc(bestCustomers.revenue), bestCustomers.id),
      db.select({ count: count() }).from(customers).where(eq(customers.approvalStatus, "pending")),
      db.select({ count: count(), threshold: lowStock }).from(products).where(lte(products.quantity, lowStock)),
      db
        .select({ id: products.id, title: productTitles.title, quantity: products.quantity })
        .from(products)
        .leftJoin(productTitles, and(eq(productTitles.productId, products.id), eq(productTitles.locale, locale)))
        .where(lte(products.quantity, lowStock))
        .orderBy(asc(products.quantity), products.id)
        .limit(top),
      // Turned "left" in the last seven days: untouched for a week, not yet for two (mark-left-carts keeps updated_at)
      db
        .select({ count: count(), value: sql<number>`coalesce(sum(${carts.cartTotal}), 0)` })
        .from(carts)
        .where(and(eq(carts.state, "left"), gte(carts.updatedAt, now - 14 * day), lt(carts.updatedAt, now - 7 * day))),
      db
        .select({ count: count(), total: sql<number>`coalesce(sum(${overdueByCustomer.amount}), 0)` })
        .from(overdueByCustomer),
      db
        .select({ id: overdueByCustomer.id, companyName: customers.companyName, amount: overdueByCustomer.amount })
        .from(overdueByCustomer)
        .innerJoin(customers, eq(customers.id, overdueByCustomer.id))
        .orderBy(desc(overdueByCustomer.amount), overdueByCustomer.id)
        .limit(top),
    ]);

  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Dashboard["statuses"];
  for (const group of statuses) byStatus[group.status] = group.orders;
  const named = (rows: { id: number; name: string | null; revenue: number }[]) =>
    rows.map((row) => ({ id: number(row.id), name: row.name ?? "", revenue: number(row.revenue) }));
  return {
    from,
    to,
    interval,
    top,
    series: series.map((row) => ({ start: row.start, orders: number(row.orders), sales: number(row.sales) })),
    totals: {
      orders: number(totals[0]?.orders),
      sales: number(totals[0]?.sales),
      averageOrderValue: number(totals[0]?.averageOrderValue),
    },
    statuses: byStatus,
    returns: { count: number(returned[0]?.count), refunded: number(returned[0]?.refunded) },
    topCategories: named(topRanked.filter((row) => row.kind === "top_categories")),
    topBrands: named(topRanked.filter((row) => row.kind === "top_brands")),
    topCustomers: topCustomers.map((row) => ({ ...row, revenue: number(row.revenue) })),
    pendingCustomers: number(pending[0]?.count),
    lowStock: {
      threshold: number(low[0]?.threshold),
      count: number(low[0]?.count),
      items: lowest.map((row) => ({ id: row.id, title: row.title ?? "", quantity: row.quantity })),
    },
    leftCarts: { count: number(left[0]?.count), value: number(left[0]?.value) },
    overdue: {
      total: number(owing[0]?.total),
      count: number(owing[0]?.count),
      customers: owingMost.map((row) => ({ ...row, amount: number(row.amount) })),
    },
  };
}
