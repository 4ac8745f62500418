import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/index.ts";
import { orderSummaryColumns, type OrderSummary } from "./orders.ts";

/** The customer's orders, newest first, one page at a time. */
export async function listOrders(
  db: Db,
  customerId: number,
  page = 1,
  pageSize = 20,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const [rows, totals] = await db.batch([
    db
      .select(orderSummaryColumns)
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return { orders: rows, total: totals[0]?.n ?? 0 };
}
