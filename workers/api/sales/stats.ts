import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { SalesStats } from "../../../core/contracts/sales.ts";
import { getProfile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { collections, customers, orders } from "../../../db/schema/index.ts";
import { dayStart, isoDayOf } from "../../../i18n/dates.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { isCountedStatus } from "../collections/amounts.ts";
import { collectionRow, selectCollections } from "../collections/collection-rows.ts";

/** How many days ahead "cheques due this week" looks, today included. */
const chequeDays = 7;

/** The ISO day `days` after `isoDay`. */
const addDays = (isoDay: string, days: number) =>
  new Date(storedDay(isoDay) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month before the one `firstOfMonth` starts. */
function previousMonth(firstOfMonth: string): string {
  const [year = 1970, month = 1] = firstOfMonth.split("-").map(Number);
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
}

/**
 * A salesperson's figures (issue #22 item 7, decision 0094): their customers' counted orders by
 * when they were placed, and their own collections (not voided) by the day collected, this calendar
 * month and last, in the shop's time zone, in all and per customer; and their cheques (not voided)
 * due from today to 6 days on. One batch.
 */
export async function salesStats(
  db: Db,
  salespersonId: number,
  profileKey: string,
  now = Date.now(),
): Promise<SalesStats> {
  const profile = getProfile(profileKey);
  const today = isoDayOf(now, profile);
  const thisFrom = `${today.slice(0, 7)}-01`;
  const lastFrom = previousMonth(thisFrom);
  const thisStart = dayStart(thisFrom, profile);
  const isThisMonth = sql`${orders.placedAt} >= ${thisStart}`;
  const isThisMonthCollected = sql`${collections.collectedOn} >= ${storedDay(thisFrom)}`;
  const [orderRows, collectionRows, cheques] = await db.batch([
    db
      .select({
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        companyName: customers.companyName,
        thisCount: sql<number>`sum(${isThisMonth})`,
        thisTotal: sql<number>`coalesce(sum(case when ${isThisMonth} then ${orders.grandTotal} end), 0)`,
        lastCount: sql<number>`sum(not ${isThisMonth})`,
        lastTotal: sql<number>`coalesce(sum(case when not ${isThisMonth} then ${orders.grandTotal} end), 0)`,
      })
      .from(orders)
      .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.salespersonId, salespersonId)))
      .where(and(gte(orders.placedAt, dayStart(lastFrom, profile)), isCountedStatus(orders.status)))
      .groupBy(customers.id),
    db
      .select({
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        companyName: customers.companyName,
        thisCount: sql<number>`sum(${isThisMonthCollected})`,
        thisTotal: sql<number>`coalesce(sum(case when ${isThisMonthCollected} then ${collections.amount} end), 0)`,
        lastCount: sql<number>`sum(not ${isThisMonthCollected})`,
        lastTotal: sql<number>`coalesce(sum(case when not ${isThisMonthCollected} then ${collections.amount} end), 0)`,
      })
      .from(collections)
      .innerJoin(customers, eq(customers.id, collections.customerId))
      .where(
        and(
          eq(collections.salespersonId, salespersonId),
          gte(collections.collectedOn, storedDay(lastFrom)),
          ne(collections.state, "voided"),
        ),
      )
      .groupBy(customers.id),
    selectCollections(db)
      .where(
        and(
          eq(collections.salespersonId, salespersonId),
          eq(collections.method, "check"),
          ne(collections.state, "voided"),
          gte(collections.chequeDueOn, storedDay(today)),
          lt(collections.chequeDueOn, storedDay(addDays(today, chequeDays))),
        ),
      )
      .orderBy(asc(collections.chequeDueOn), asc(collections.id)),
  ]);
  const perCustomer = new Map<number, SalesStats["perCustomer"][number]>();
  const entry = (row: (typeof orderRows)[number]) => {
    const found = perCustomer.get(row.customerId);
    if (found) return found;
    const created = {
      customer: { id: row.customerId, name: `${row.firstName} ${row.lastName}`, companyName: row.companyName },
      thisMonth: { orders: 0, collections: 0 },
      lastMonth: { orders: 0, collections: 0 },
    };
    perCustomer.set(row.customerId, created);
    return created;
  };
  const sum = (rows: typeof orderRows, pick: (row: (typeof orderRows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  for (const row of orderRows) {
    entry(row).thisMonth.orders = row.thisTotal;
    entry(row).lastMonth.orders = row.lastTotal;
  }
  for (const row of collectionRows) {
    entry(row).thisMonth.collections = row.thisTotal;
    entry(row).lastMonth.collections = row.lastTotal;
  }
  return {
    currency: profile.currency,
    thisMonth: {
      from: thisFrom,
      orders: { count: sum(orderRows, (row) => row.thisCount), total: sum(orderRows, (row) => row.thisTotal) },
      collections: {
        count: sum(collectionRows, (row) => row.thisCount),
        total: sum(collectionRows, (row) => row.thisTotal),
      },
    },
    lastMonth: {
      from: lastFrom,
      orders: { count: sum(orderRows, (row) => row.lastCount), total: sum(orderRows, (row) => row.lastTotal) },
      collections: {
        count: sum(collectionRows, (row) => row.lastCount),
        total: sum(collectionRows, (row) => row.lastTotal),
      },
    },
    perCustomer: [...perCustomer.values()].sort((a, b) => a.customer.companyName.localeCompare(b.customer.companyName)),
    chequesDue: cheques.map(collectionRow),
  };
}
