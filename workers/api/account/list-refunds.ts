import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, refunds } from "../../../db/schema/index.ts";

/** The customer's refund requests, newest first, with the order number they belong to. */
export async function listRefunds(db: Db, customerId: number) {
  return db
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
}
