import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, paymentEvents } from "../../../db/schema/index.ts";
import { awaitingPayment } from "../../../core/orders/order-status.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import type { PaymentEvent, PaymentGateway } from "../../lib/payments/provider.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { historyNotes } from "../../../core/orders/history-notes.ts";
import { recordOrderHistory } from "../orders/record-order-history.ts";

/**
 * What a verified webhook event did: "paid" and "cancelled" moved an order; "refund_due" recorded a
 * payment the order no longer awaited (decision 0073).
 */
export type PaymentEventResult =
  "paid" | "cancelled" | "refund_due" | "ignored" | "duplicate" | "unknown_order" | "amount_mismatch";

/**
 * Applies a verified provider event to its order (issue #10 item 8, decisions 0049 and 0073), once
 * per event id: the event is written to payment_events in the same batch as what it changes, so a
 * replayed or doubled delivery changes nothing (the primary key refuses it, the batch rolls back).
 * - Paid, for the order's exact amount and currency, while the order waits → "pending" with paid_at.
 *   Paid when it no longer waits (the expiry job or the buyer cancelled it first, even a moment
 *   before, or another session was paid already) → the payment is recorded on the order (paid_at,
 *   a history note) for the shop to refund, never silently dropped; the order is not reopened and
 *   its stock is not taken again.
 * - Failed (a declined card) on the order's current session → "cancelled" (changeOrderStatus gives
 *   the stock back); on a session "pay now" replaced, nothing.
 * - A session that expired or was closed ends nothing by itself: the expiry job cancels orders
 *   whose payment did not come, after asking the provider (workers/jobs/cancel-unpaid-orders.ts).
 * An amount or currency mismatch never marks an order paid; an event for no order of ours is
 * recorded and ignored.
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
  /** The event's record, written in a status change's batch only while the change holds. */
  const recordWhile = (unmoved: SQL) =>
    db.run(sql`insert into ${paymentEvents} (provider, event_id, order_id, type, received_at)
      select ${gateway}, ${event.id}, ${order?.id ?? null}, ${event.type}, ${Date.now()} where ${unmoved}`);
  try {
    if (!order) {
      console.warn("Payment event for no order of ours", gateway, event.id, event.type);
      await record;
      return "unknown_order";
    }
    const isWaiting = awaitingPayment.includes(order.status);
    if (event.outcome === "paid") {
      if (event.amount !== order.grandTotal || event.currency !== order.currency.toUpperCase()) {
        console.error("Payment amount differs from the order's", gateway, event.id, event.amount, event.currency);
        await record;
        return "amount_mismatch";
      }
      if (isWaiting) {
        const isPaid = await changeOrderStatus(
          db,
          {
            orderId: order.id,
            from: order.status,
            to: "pending",
            actor: "payment",
            note: event.type,
            set: { paidAt: Date.now() },
            also: ({ unmoved }) => [recordWhile(unmoved)],
          },
          env,
        );
        if (isPaid) return "paid";
        // It moved meanwhile (cancelled by the expiry job or the buyer): the money still came
      } else if (order.paidAt !== null && event.reference !== null && event.reference === order.paymentReference) {
        // The same payment told twice (another event type for the session that paid) is no news
        await record;
        return "ignored";
      }
      return recordRefundDue(db, order.id, gateway, event);
    }
    // A failure on a session "pay now" replaced says nothing of the order's current one
    const isCurrent = event.reference === null || event.reference === order.paymentReference;
    if (event.outcome === "failed" && isWaiting && isCurrent) {
      const isCancelled = await changeOrderStatus(
        db,
        {
          orderId: order.id,
          from: order.status,
          to: "cancelled",
          actor: "payment",
          note: event.type,
          also: ({ unmoved }) => [recordWhile(unmoved)],
        },
        env,
      );
      if (isCancelled) return "cancelled";
    }
    await record.onConflictDoNothing();
    return "ignored";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/**
 * A payment the order no longer awaited: it is recorded on the order (paid_at, when it had none,
 * and a history note under its current status, by the payment) for the shop to refund, in one batch
 * with the event's record and only if this batch recorded the event (a delivery racing it with the
 * same event changes nothing); the order's status and stock stay as they are.
 */
async function recordRefundDue(
  db: Db,
  orderId: number,
  gateway: PaymentGateway,
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  const closed = and(eq(orders.id, orderId), notInArray(orders.status, [...awaitingPayment]));
  const now = Date.now();
  // changes() is the rows the statement before changed: the record, then the history row
  const [recorded] = await db.batch([
    db
      .insert(paymentEvents)
      .values({ provider: gateway, eventId: event.id, orderId, type: event.type })
      .onConflictDoNothing(),
    recordOrderHistory(
      db,
      orderId,
      { actor: "payment", note: historyNotes.paymentRefundDue },
      and(closed, sql`changes() = 1`),
    ),
    db
      .update(orders)
      .set({ paidAt: sql`coalesce(${orders.paidAt}, ${now})` })
      .where(and(closed, sql`changes() = 1`)),
  ]);
  if (recorded.rowsAffected === 0) return "duplicate";
  console.error("Payment for an order that no longer awaited it: refund it", gateway, event.id, orderId);
  return "refund_due";
}

/** The order an event is about: by our token when the provider echoes it, else by its reference. */
async function findOrder(db: Db, event: PaymentEvent) {
  const columns = {
    id: orders.id,
    status: orders.status,
    grandTotal: orders.grandTotal,
    currency: orders.currency,
    paymentReference: orders.paymentReference,
    paidAt: orders.paidAt,
  };
  const by = event.token
    ? eq(orders.paymentToken, event.token)
    : event.reference
      ? eq(orders.paymentReference, event.reference)
      : null;
  if (!by) return undefined;
  const [order] = await db.select(columns).from(orders).where(by);
  return order;
}
