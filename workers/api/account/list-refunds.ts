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
  const linesOf = await returnLines(db, rows);
  return rows.map((row) => ({ ...row, lines: linesOf(row.id) }));
}

/**
 * The lines of `returns` (their order line, title, code and quantity, in the order's
 * line order), in one round trip, none when there are no returns: the customer's list and the
 * salesperson's (../sales/returns.ts) both show them. Answers each return's lines by its id.
 */
export async function returnLines(db: Db, returns: readonly { id: number }[]) {
  const lines =
    returns.length === 0
      ? []
      : await db
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
              returns.map((row) => row.id),
            ),
          )
          .orderBy(asc(refundLines.orderLineId));
  return (refundId: number) =>
    lines.filter((line) => line.refundId === refundId).map(({ refundId: _refund, ...line }) => line);
}
