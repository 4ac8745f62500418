import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers, orders, paymentMethods } from "../../../db/schema/index.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { AppError } from "../../lib/errors.ts";
import { siteUrl } from "../../lib/http/app-url.ts";
import { paymentProvider } from "../../lib/payments/providers.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";

/**
 * Opens the provider's hosted payment page for an order placed with an online method (issue #10
 * item 8, decision 0049): the order must be in "init" (written, stock held, not yet sent to pay);
 * its gateway's adapter opens a session that returns the buyer to /success/{token} or
 * /failure/{token} in the order's language; the provider's reference is stored and the order moves
 * to "payment-pending", where only a verified webhook moves it on. Returns the page to send the
 * buyer to. `customerId`, when given, must own the order (a buyer opening their own payment).
 * @example const url = await openPayment(db, env, { orderId: order.id })
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
  if (order.status !== "init") {
    throw new AppError("order_transition_invalid", undefined, { from: order.status, to: "payment-pending" });
  }
  const provider = paymentProvider(order.gateway, env);
  if (!provider || !order.token || (order.kind !== "online" && order.kind !== "installments")) {
    throw new AppError("payment_invalid");
  }
  const profile = getProfile(env.PROFILE);
  const resultUrl = (page: "success" | "failure") =>
    siteUrl(env, localizePath(`/${page}/${order.token}`, order.locale, profile));
  const session = await provider.createSession({
    orderId: order.id,
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
  const isMoved = await changeOrderStatus(
    db,
    {
      orderId: order.id,
      from: "init",
      to: "payment-pending",
      actor: "payment",
      set: { paymentReference: session.reference },
    },
    env,
  );
  if (isMoved) return { url: session.url };
  // Another request opened it first (a double click). Stripe answered both with one session (its
  // idempotency key), so the buyer goes on to it; another provider's second page is left to expire.
  const [now] = await db
    .select({ status: orders.status, reference: orders.paymentReference })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (now?.status === "payment-pending" && now.reference === session.reference) return { url: session.url };
  throw new AppError("order_transition_invalid", undefined, {
    from: now?.status ?? order.status,
    to: "payment-pending",
  });
}
