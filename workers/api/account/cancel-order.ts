import { and, eq } from "drizzle-orm";
import { cancellableByBuyer } from "../../../core/orders/order-status.ts";
import type { Db } from "../../../db/client.ts";
import { orders, paymentMethods } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { paymentProvider } from "../../lib/payments/providers.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";

/**
 * The customer cancels their own order while it is not yet in the shop's hands (`cancellableByBuyer`,
 * decision 0045): its stock and coupon use come back and the cancellation email goes out, in one
 * batch. An order waiting for a card payment has its provider session closed first (decision 0073),
 * so nobody pays a cancelled order from a page left open: a session already paid, or with a payment
 * under way, keeps the order ("payment_already_made", "payment_in_progress"); a provider that cannot
 * be asked does not stop the buyer (the session expires on its own, and a payment on it is recorded
 * for a refund). Another customer's order answers as if it did not exist; a later status, or a
 * change that got there first, is "This order cannot move from … to cancelled".
 */
export async function cancelOrder(
  db: Db,
  customerId: number,
  orderId: number,
  env: Env,
): Promise<{ id: number; status: "cancelled" }> {
  const [order] = await db
    .select({
      status: orders.status,
      attempt: orders.paymentAttempt,
      reference: orders.paymentReference,
      gateway: paymentMethods.gateway,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError("not_found");
  const refused = new AppError("order_transition_invalid", undefined, { from: order.status, to: "cancelled" });
  if (!cancellableByBuyer.includes(order.status)) throw refused;
  const provider = order.reference && order.status === "payment-pending" ? paymentProvider(order.gateway, env) : null;
  if (provider && order.reference) {
    const session = await provider.closeSession(order.reference).catch((error: unknown) => {
      console.error("The order's payment session could not be closed; cancelling anyway", orderId, error);
      return "closed" as const;
    });
    if (session === "paid") throw new AppError("payment_already_made");
    if (session === "busy") throw new AppError("payment_in_progress");
  }
  const isCancelled = await changeOrderStatus(
    db,
    {
      orderId,
      to: "cancelled",
      actor: "customer",
      from: order.status,
      // A "pay now" in another tab opened a new session meanwhile: that one is the buyer's latest word
      condition: eq(orders.paymentAttempt, order.attempt),
    },
    env,
  );
  if (!isCancelled) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (now?.status === order.status) throw new AppError("payment_in_progress");
    throw new AppError("order_transition_invalid", undefined, { from: now?.status ?? order.status, to: "cancelled" });
  }
  return { id: orderId, status: "cancelled" };
}
