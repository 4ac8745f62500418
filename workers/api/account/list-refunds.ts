import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, orders, refundLines, refunds } from "../../../db/schema/index.ts";

/**
 * The customer's return requests, newest first, each with its order's number and the lines and
 * quantities it covers (decision 0053). Two round trips.
 */
export async function listRefunds(db: Db, customerId: number) {
  const rows = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      orderNumber: orders.orderNumber,
      currency: orders.currency,
      reason: refunds.reason,
      referenceTotal: refunds.referenceTotal,
      status: refunds.status,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.customerId, customerId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      refundId: refundLines.refundId,
      orderLineId: refundLines.orderLineId,
      title: orderLines.title,
      sku: orderLines.sku,
      quantity: refundLines.quantity,
    })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(
      inArray(
        refundLines.refundId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refundLines.orderLineId));
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.refundId === row.id).map(({ refundId: _refund, ...line }) => line),
  }));
}
