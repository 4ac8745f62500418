// Money back to a buyer (issue #20 items 1 and 3, decision 0083): a return's refund, or short
// shipping's difference. Never more than the order was paid, counting every earlier refund: the
// refund is first written as pending by one INSERT … SELECT whose condition is that limit, so two
// refunds sent at once (SQLite runs one write at a time, the second's sum sees the first's row)
// never exceed it together. A card order's refund then goes through its provider's adapter; a
// refusal deletes the pending row (nothing went back) and says why. An offline order's refund is
// recorded with how it was sent (transfer, cheque, cash) and its reference.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { refundableReturnStatuses, type RefundMethod } from "../../../core/orders/refund-status.ts";
import type { OfflinePaymentMethod } from "../../../core/orders/payment-state.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { orders, paymentMethods, refundPayments, refunds } from "../../../db/schema/index.ts";
import { formatMoney, useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { paymentProvider } from "../../lib/payments/providers.ts";
import { refundableAmount } from "./payment-amounts.ts";

type PaymentEnv = Parameters<typeof paymentProvider>[1] & { PROFILE: string };

export interface RefundToSend {
  orderId: number;
  /** The return it pays back; null for short shipping's difference. */
  refundId: number | null;
  /** Minor units. */
  amount: number;
  /** How an offline order's money went back (required for one); a card order's goes through its provider. */
  method?: OfflinePaymentMethod | undefined;
  reference?: string | null | undefined;
  admin: { id: number; name: string };
  /** The admin's language, for the refusals' messages. */
  locale: Locale;
}

/** The refund sent: its row (done) and how it went. */
export interface SentRefund {
  id: number;
  method: RefundMethod;
  reference: string | null;
}

/**
 * Sends a refund and records it as done. Throws `refund_above_paid` (with what is left),
 * `refund_changed` (the return is no longer approved or received), `refund_already_paid`,
 * `refund_refused` (the provider's reason) or `invalid_input` (an offline refund without a method).
 */
export async function sendRefund(db: Db, env: PaymentEnv, refund: RefundToSend): Promise<SentRefund> {
  const [order] = await db
    .select({
      currency: orders.currency,
      paymentToken: orders.paymentToken,
      paymentReference: orders.paymentReference,
      gateway: paymentMethods.gateway,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, refund.orderId));
  if (!order) throw new AppError("not_found");
  // Checkout gives exactly the orders paid online a payment token (decision 0080)
  const isCard = order.paymentToken !== null;
  const t = useTranslations(refund.locale);
  if (!isCard && !refund.method) throw new AppError("invalid_input", { method: t("validation.choice") });
  const provider = isCard ? paymentProvider(order.gateway, env) : null;
  if (isCard && (!provider || !order.paymentReference)) {
    throw new AppError("refund_refused", undefined, { reason: t("refunds.noProvider") });
  }
  const method: RefundMethod = isCard ? "provider" : (refund.method ?? "bank_transfer");
  const returnStillRefundable: SQL | undefined =
    refund.refundId === null
      ? undefined
      : sql`exists (select 1 from ${refunds} where ${refunds.id} = ${refund.refundId}
          and ${refunds.orderId} = ${orders.id} and ${inArray(refunds.status, [...refundableReturnStatuses])})`;
  let inserted: { id: number }[];
  try {
    inserted = await db
      .insert(refundPayments)
      .select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            orderId: orders.id,
            refundId: sql<number | null>`${refund.refundId}`.as("refund_id"),
            amount: sql<number>`${refund.amount}`.as("amount"),
            currency: orders.currency,
            method: sql<RefundMethod>`${method}`.as("method"),
            reference: sql<string | null>`${isCard ? null : (refund.reference ?? null)}`.as("reference"),
            state: sql<"pending" | "done">`'pending'`.as("state"),
            adminId: sql<number>`${refund.admin.id}`.as("admin_id"),
            adminName: sql<string>`${refund.admin.name}`.as("admin_name"),
            createdAt: sql<number>`${Date.now()}`.as("created_at"),
          })
          .from(orders)
          .where(
            and(eq(orders.id, refund.orderId), sql`${refundableAmount} >= ${refund.amount}`, returnStillRefundable),
          ),
      )
      .returning({ id: refundPayments.id });
  } catch (error) {
    // refund_payments_refund: one refund per return (a double click, a replay)
    if (String((error as { cause?: unknown })?.cause ?? error).includes("UNIQUE")) {
      throw new AppError("refund_already_paid");
    }
    throw error;
  }
  const id = inserted[0]?.id;
  if (id === undefined) throw await refusal(db, refund, env.PROFILE);
  if (!isCard || !provider || !order.paymentReference) {
    await db.update(refundPayments).set({ state: "done" }).where(eq(refundPayments.id, id));
    return { id, method, reference: refund.reference ?? null };
  }
  let providerRefund: { id: string };
  try {
    providerRefund = await provider.refund({
      reference: order.paymentReference,
      amount: refund.amount,
      currency: order.currency,
      key: `refund-${refund.orderId}-${id}`,
    });
  } catch (error) {
    // Nothing went back: the reservation goes, the return keeps its status
    await db.delete(refundPayments).where(eq(refundPayments.id, id));
    throw error;
  }
  await db.update(refundPayments).set({ state: "done", reference: providerRefund.id }).where(eq(refundPayments.id, id));
  return { id, method, reference: providerRefund.id };
}

/** Why the reservation was not written, from the order and return as they are now. */
async function refusal(db: Db, refund: RefundToSend, profile: string): Promise<AppError> {
  const [[order], returned] = await db.batch([
    db.select({ refundable: refundableAmount }).from(orders).where(eq(orders.id, refund.orderId)),
    db
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.id, refund.refundId ?? 0), eq(refunds.orderId, refund.orderId))),
  ]);
  if (!order) return new AppError("not_found");
  if (refund.refundId !== null) {
    const status = returned[0]?.status;
    if (status === undefined) return new AppError("not_found");
    if (!refundableReturnStatuses.includes(status)) return new AppError("refund_changed");
  }
  const remaining = Math.max(0, order.refundable);
  const params = { remaining: formatMoney(remaining, refund.locale, getProfile(profile)) };
  return new AppError("refund_above_paid", undefined, params, "amount");
}
