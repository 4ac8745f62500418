import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, paymentEvents } from "../../../db/schema/index.ts";
import type { OrderStatus } from "../../../core/orders/order-status.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import type { PaymentEvent, PaymentGateway } from "../../lib/payments/provider.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";

/** What a verified webhook event did: only "paid" and "cancelled" moved an order. */
export type PaymentEventResult = "paid" | "cancelled" | "ignored" | "duplicate" | "unknown_order" | "amount_mismatch";

/** The statuses a payment may still settle: written, or sent to the provider. */
const awaitingPayment: readonly OrderStatus[] = ["init", "payment-pending"];

/**
 * Applies a verified provider event to its order (issue #10 item 8, decision 0049), once per event
 * id: the event is written to payment_events in the same batch as the status change, so a
 * replayed or doubled delivery changes nothing (the primary key refuses it, the batch rolls back).
 * Paid, for the order's exact amount and currency → "pending" with paid_at; failed or expired →
 * "cancelled" (changeOrderStatus gives the stock back). An amount or currency mismatch never marks
 * an order paid; an event for no order of ours is recorded and ignored.
 */
export async function receivePaymentEvent(
  db: Db,
  gateway: PaymentGateway,
  event: PaymentEvent,
  env: { PROFILE: string; SITE_ORIGIN: string },
): Promise<PaymentEventResult> {
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, gateway), eq(paymentEvents.eventId, event.id)));
  if (seen) return "duplicate";
  const order = await findOrder(db, event);
  const record = db
    .insert(paymentEvents)
    .values({ provider: gateway, eventId: event.id, orderId: order?.id ?? null, type: event.type });
  try {
    const settle = order && awaitingPayment.includes(order.status) ? event.outcome : "ignored";
    if (!order) console.warn("Payment event for no order of ours", gateway, event.id, event.type);
    else if (settle === "ignored" && event.outcome === "paid") {
      // Paid after the order was closed (expired, then paid on a page left open): money without an
      // order; admins refund it from the provider's dashboard.
      console.error("Payment for a closed order: refund it", gateway, event.id, order.id, order.status);
    }
    if (settle === "paid" && (event.amount !== order?.grandTotal || event.currency !== order?.currency.toUpperCase())) {
      console.error("Payment amount differs from the order's", gateway, event.id, event.amount, event.currency);
      await record;
      return "amount_mismatch";
    }
    if (!order || settle === "ignored") {
      await record;
      return order ? "ignored" : "unknown_order";
    }
    const isPaid = settle === "paid";
    const isMoved = await changeOrderStatus(
      db,
      {
        orderId: order.id,
        from: order.status,
        to: isPaid ? "pending" : "cancelled",
        actor: "payment",
        note: event.type,
        ...(isPaid ? { set: { paidAt: Date.now() } } : {}),
        also: () => [record],
      },
      env,
    );
    return isMoved ? (isPaid ? "paid" : "cancelled") : "ignored";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/** The order an event is about: by our token when the provider echoes it, else by its reference. */
async function findOrder(db: Db, event: PaymentEvent) {
  const columns = { id: orders.id, status: orders.status, grandTotal: orders.grandTotal, currency: orders.currency };
  const by = event.token
    ? eq(orders.paymentToken, event.token)
    : event.reference
      ? eq(orders.paymentReference, event.reference)
      : null;
  if (!by) return undefined;
  const [order] = await db.select(columns).from(orders).where(by);
  return order;
}
