import { eq } from "drizzle-orm";
import { restockingStatuses } from "../../../core/orders/order-status.ts";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * Where an online payment stands, from the buyer's side (SPEC §2 /success/{token}, /failure/{token}):
 * - paid: a verified webhook recorded the payment;
 * - refund_due: the payment came after the order was cancelled; the shop refunds it (decision 0073);
 * - confirming: sent to (or back from) the provider, no verdict yet;
 * - failed: the provider refused it or its page expired, and the order was cancelled;
 * - unknown: anything else (an order closed some other way).
 */
export type PaymentOutcome = "paid" | "refund_due" | "confirming" | "failed" | "unknown";

/**
 * The order behind a payment token, with only what the result pages show (number, total, status):
 * the unguessable token is the key (decision 0049), so the buyer's return works in any session.
 */
export async function getPaymentResult(db: Db, token: string) {
  // A token is 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) throw new AppError("not_found");
  const [order] = await db
    .select({
      number: orders.orderNumber,
      status: orders.status,
      grandTotal: orders.grandTotal,
      currency: orders.currency,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.paymentToken, token));
  if (!order) throw new AppError("not_found");
  const outcome: PaymentOutcome =
    order.paidAt !== null
      ? restockingStatuses.includes(order.status)
        ? "refund_due"
        : "paid"
      : order.status === "init" || order.status === "payment-pending"
        ? "confirming"
        : order.status === "cancelled"
          ? "failed"
          : "unknown";
  return { ...order, outcome };
}
export type PaymentResult = Awaited<ReturnType<typeof getPaymentResult>>;
