import { and, eq } from "drizzle-orm";
import { cancellableByBuyer } from "../../../core/orders/order-status.ts";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";

/**
 * The customer cancels their own order while it is not yet in the shop's hands (`cancellableByBuyer`,
 * decision 0045): its stock and coupon use come back and the cancellation email goes out, in one
 * batch. Another customer's order answers as if it did not exist; a later status, or a change that
 * got there first, is "This order cannot move from … to cancelled".
 */
export async function cancelOrder(
  db: Db,
  customerId: number,
  orderId: number,
  env: { PROFILE: string; SITE_ORIGIN: string },
): Promise<{ id: number; status: "cancelled" }> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError("not_found");
  const refused = new AppError("order_transition_invalid", undefined, { from: order.status, to: "cancelled" });
  if (!cancellableByBuyer.includes(order.status)) throw refused;
  const isCancelled = await changeOrderStatus(
    db,
    { orderId, to: "cancelled", actor: "customer", from: order.status },
    env,
  );
  if (!isCancelled) throw refused;
  return { id: orderId, status: "cancelled" };
}
