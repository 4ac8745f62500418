import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, orders } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/** One of the customer's orders with its lines; another customer's order is not found. */
export async function getOrder(db: Db, customerId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError("not_found");
  const lines = await db
    .select({
      id: orderLines.id,
      title: orderLines.title,
      sku: orderLines.sku,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return { order, lines };
}
export type OrderDetail = Awaited<ReturnType<typeof getOrder>>;
