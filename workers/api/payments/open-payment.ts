import { and, eq, inArray } from "drizzle-orm";
import { awaitingPayment } from "../../../core/orders/order-status.ts";
import { getProfile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { customers, orders, paymentMethods } from "../../../db/schema/index.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { AppError } from "../../lib/errors.ts";
import { siteUrl } from "../../lib/http/app-url.ts";
import { paymentProvider } from "../../lib/payments/providers.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";

/**
 * Opens a provider session for an online order waiting for its payment (issue #10 item 8, decision
 * 0049), the first one when it is placed and a new one for each "pay now" (issue #19 item 4,
 * decision 0073), and answers the hosted page to send the buyer to. At most one session that was
 * handed out can take the order's payment:
 * 1. claim: the order's `payment_attempt` goes up by one only if nobody else's did meanwhile and the
 *    order still waits (two clicks at once: one claims, the other is "payment_in_progress");
 * 2. the previous session, if any, is closed at the provider first; if it was paid (its webhook
 *    settles the order) or a payment on it is under way, no new one is opened;
 * 3. the new session is opened and stored with its expiry as the order's payment due date, moving
 *    the order from "init" to "payment-pending", only while the claim still holds; otherwise (a
 *    later claim, a cancellation, a payment) the new session is closed again unseen.
 * `customerId`, when given, must own the order (a buyer opening their own payment).
 * @example const { url } = await openPayment(db, env, { orderId: order.id })
 */
export async function openPayment(
  db: Db,
  env: Env,
  target: { orderId: number; customerId?: number },
): Promise<{ url: string }> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.orderNumber,
      status: orders.status,
      customerId: orders.customerId,
      token: orders.paymentToken,
      reference: orders.paymentReference,
      attempt: orders.paymentAttempt,
      amount: orders.grandTotal,
      currency: orders.currency,
      locale: orders.locale,
      email: customers.email,
      kind: paymentMethods.kind,
      gateway: paymentMethods.gateway,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, target.orderId));
  if (!order || (target.customerId !== undefined && order.customerId !== target.customerId)) {
    throw new AppError("not_found");
  }
  if (!awaitingPayment.includes(order.status)) throw new AppError("payment_not_waiting");
  const provider = paymentProvider(order.gateway, env);
  if (!provider || !order.token || (order.kind !== "online" && order.kind !== "installments")) {
    throw new AppError("payment_invalid");
  }

  // 1. Claim the next attempt
  const attempt = order.attempt + 1;
  const [claimed] = await db
    .update(orders)
    .set({ paymentAttempt: attempt })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentAttempt, order.attempt),
        inArray(orders.status, [...awaitingPayment]),
      ),
    )
    .returning({ id: orders.id });
  if (!claimed) throw await whyNotOpened(db, order.id);

  // 2. Nobody pays on the previous page once a new one is handed out
  if (order.reference) {
    const previous = await provider.closeSession(order.reference);
    if (previous === "paid") throw new AppError("payment_already_made");
    if (previous === "busy") throw new AppError("payment_in_progress");
  }

  // 3. The new session, stored only while the claim holds
  const profile = getProfile(env.PROFILE);
  const resultUrl = (page: "success" | "failure") =>
    siteUrl(env, localizePath(`/${page}/${order.token}`, order.locale, profile));
  const session = await provider.createSession({
    orderId: order.id,
    attempt,
    orderNumber: order.number,
    amount: order.amount,
    currency: order.currency,
    description: useTranslations(order.locale)("payment.description", { number: order.number }),
    token: order.token,
    locale: order.locale,
    customerEmail: order.email,
    successUrl: resultUrl("success"),
    failureUrl: resultUrl("failure"),
    kind: order.kind,
  });
  const stored = { paymentReference: session.reference, paymentDueAt: session.expiresAt };
  const stillClaimed = eq(orders.paymentAttempt, attempt);
  const isStored = await (async () => {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    if (now?.status === "init") {
      return changeOrderStatus(
        db,
        {
          orderId: order.id,
          from: "init",
          to: "payment-pending",
          actor: "payment",
          condition: stillClaimed,
          set: stored,
        },
        env,
      );
    }
    const rows = await db
      .update(orders)
      .set({ ...stored, updatedAt: Date.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "payment-pending"), stillClaimed))
      .returning({ id: orders.id });
    return rows.length === 1;
  })();
  if (isStored) return { url: session.url };
  await closeUnseen(provider, session.reference);
  throw await whyNotOpened(db, order.id);
}

/** What to tell a buyer whose session was not handed out: the order moved on, or another one was. */
async function whyNotOpened(db: Db, orderId: number): Promise<AppError> {
  const [now] = await db
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (now && awaitingPayment.includes(now.status)) return new AppError("payment_in_progress");
  return new AppError(now?.paidAt ? "payment_already_made" : "payment_not_waiting");
}

/** Closes a session nobody was sent to; if that fails it expires on its own, and no page links to it. */
async function closeUnseen(provider: PaymentProvider, reference: string) {
  await provider.closeSession(reference).catch((error: unknown) => {
    console.error("A payment session nobody was sent to could not be closed", provider.name, reference, error);
  });
}
