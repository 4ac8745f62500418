import { eq } from "drizzle-orm";
import type { RefundPaymentInput } from "../../../../core/contracts/admin/refunds.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { refundPayments, refunds } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { changeRefundStatus } from "../../orders/change-refund-status.ts";
import { sendRefund } from "../../orders/send-refund.ts";
import type { OrderDeskAdmin } from "../orders/update-order-status.ts";

type RefundEnv = Parameters<typeof sendRefund>[1] & { SITE_ORIGIN: string };

/**
 * The money back for an approved or received return (decision 0083): sendRefund checks it against
 * what the order was paid less every refund and sends it (the provider for a card order); then the
 * return becomes refunded through changeRefundStatus, which emails the buyer the amount. A
 * provider's refusal leaves the return as it was.
 */
export async function refundReturn(
  db: Db,
  refundId: number,
  input: RefundPaymentInput,
  context: { admin: OrderDeskAdmin; locale: Locale; env: RefundEnv },
): Promise<void> {
  const [refund] = await db
    .select({ orderId: refunds.orderId, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund) throw new AppError("not_found");
  const [earlier] = await db
    .select({ id: refundPayments.id })
    .from(refundPayments)
    .where(eq(refundPayments.refundId, refundId));
  if (earlier) throw new AppError("refund_already_paid");
  await sendRefund(db, context.env, {
    orderId: refund.orderId,
    refundId,
    amount: input.amount,
    method: input.method,
    reference: input.reference ?? null,
    admin: context.admin,
    locale: context.locale,
  });
  // The money went back: the return follows, even if someone else moved it between the two steps
  // (then it stays where they put it, and its refund is on record)
  await changeRefundStatus(
    db,
    { refundId, to: "refunded", actor: "admin", admin: context.admin, refundedAmount: input.amount },
    context.env,
  ).catch((error: unknown) => {
    if (!(error instanceof AppError) || error.code !== "refund_transition_invalid") throw error;
    console.error("A refunded return could not move to refunded", refundId, error.params);
  });
}
