import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { awaitingPayment } from "../../core/orders/order-status.ts";
import type { Db } from "../../db/client.ts";
import { orders, paymentMethods } from "../../db/schema/index.ts";
import { changeOrderStatus } from "../api/orders/change-order-status.ts";
import { historyNotes } from "../../core/orders/history-notes.ts";
import { paymentProvider } from "../lib/payments/providers.ts";

/**
 * How long after its provider session stopped taking payments an order still waits (decision
 * 0073): a payment the buyer started just before the end (a bank's 3-D Secure page, a Moyasar
 * invoice "on hold") can still finish and its webhook arrive, and the two clocks may differ.
 */
export const paymentGraceMs = 15 * 60_000;

/** Orders looked at per run (every five minutes): a backlog drains over a few runs. */
const perRun = 100;

/**
 * Scheduled (issue #19 item 4, decision 0073): online orders ("init", "payment-pending") whose
 * payment was due more than the grace period ago are cancelled through changeOrderStatus (stock and
 * coupon use given back, history and email written, actor "system"). Each order's open session is
 * closed at its provider first, so nobody can pay once it is cancelled: one the provider says was
 * paid is left to its webhook, one with a payment under way waits for the next run, and one the
 * provider cannot be asked about too. The cancellation holds only if no "pay now" opened a new
 * session meanwhile (the payment attempt read) and nobody moved the order: a run racing another run,
 * the buyer or a webhook cancels once or not at all.
 */
export async function cancelUnpaidOrders(env: Env, db: Db, now = Date.now()) {
  const due = await db
    .select({
      id: orders.id,
      status: orders.status,
      attempt: orders.paymentAttempt,
      reference: orders.paymentReference,
      gateway: paymentMethods.gateway,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(inArray(orders.status, [...awaitingPayment]), lte(orders.paymentDueAt, now - paymentGraceMs)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(perRun);
  const outcome = { cancelled: 0, paidAtProvider: 0, paying: 0, unreachable: 0, moved: 0 };
  // One at a time: a run has few orders, and each may wait on its provider
  for (const order of due) {
    try {
      const provider = order.reference ? paymentProvider(order.gateway, env) : null;
      const session = provider && order.reference ? await provider.closeSession(order.reference) : "closed";
      if (session === "paid") {
        // Its webhook settles the order (providers retry a failed delivery)
        console.error("Payment made at the provider, no webhook yet", order.id, order.gateway);
        outcome.paidAtProvider += 1;
        continue;
      }
      if (session === "busy") {
        outcome.paying += 1;
        continue;
      }
      const isCancelled = await changeOrderStatus(
        db,
        {
          orderId: order.id,
          from: order.status,
          to: "cancelled",
          actor: "system",
          note: historyNotes.paymentExpired,
          condition: eq(orders.paymentAttempt, order.attempt),
        },
        env,
      );
      if (isCancelled) outcome.cancelled += 1;
      else outcome.moved += 1;
    } catch (error) {
      // The provider could not be asked (or the order vanished): the next run tries again
      console.error("An unpaid order could not be cancelled this run", order.id, error);
      outcome.unreachable += 1;
    }
  }
  return outcome;
}
