import { and, count, desc, eq, notInArray, sum } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, type OrderStatus } from "../../../db/schema/index.ts";
import { selectOnAccount, type OnAccountStanding } from "../checkout/on-account.ts";
import { orderSummaryColumns, unspentStatuses, type OrderSummary } from "./orders.ts";

export interface DashboardStats {
  byStatus: { status: OrderStatus; count: number }[];
  orderCount: number;
  /** Per currency: what the customer's orders came to, cancelled, refused and rejected ones left out. */
  spend: { currency: string; total: number }[];
  recent: OrderSummary[];
  /** Paying on account (decision 0102): the terms, balance and overdue money; null without terms. */
  onAccount: OnAccountStanding | null;
}

/**
 * SPEC §2 /dashboard statistics: orders by status, spend and the five newest orders, and the
 * company's standing on account on `today` (the shop's ISO day) when it has terms.
 */
export async function getDashboardStats(db: Db, customerId: number, today: string): Promise<DashboardStats> {
  const mine = eq(orders.customerId, customerId);
  const [byStatus, spend, recent, [standing]] = await db.batch([
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(mine)
      .groupBy(orders.status)
      .orderBy(orders.status),
    db
      .select({ currency: orders.currency, total: sum(orders.grandTotal).mapWith(Number) })
      .from(orders)
      .where(and(mine, notInArray(orders.status, unspentStatuses)))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    db.select(orderSummaryColumns).from(orders).where(mine).orderBy(desc(orders.placedAt), desc(orders.id)).limit(5),
    selectOnAccount(db, customerId, today),
  ]);
  return {
    byStatus,
    orderCount: byStatus.reduce((total, row) => total + row.count, 0),
    spend,
    recent,
    onAccount: standing && standing.paymentTermsDays !== null ? standing : null,
  };
}
