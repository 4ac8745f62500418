import { asc, eq, sql } from "drizzle-orm";
import type { RefundDetail } from "../../../../core/contracts/admin/refunds.ts";
import { nextRefundStatuses, refundableReturnStatuses } from "../../../../core/orders/refund-status.ts";
import type { Db } from "../../../../db/client.ts";
import {
  orderLines,
  orders,
  paymentMethods,
  refundLines,
  refundPayments,
  refundStatusHistory,
  refunds,
} from "../../../../db/schema/index.ts";
import { paidAmount, refundableAmount, refundedAmount } from "../../orders/payment-amounts.ts";
import { refundRow, selectRefundRows } from "./list-refunds.ts";

/**
 * One return as the refunds screen shows it (decision 0083), or null: its lines with the order's
 * snapshots, its history, the money sent back, and what is left to refund of its order. One round
 * trip.
 */
export async function readRefund(db: Db, id: number): Promise<RefundDetail | null> {
  const [[row], [order], lines, history, [payment]] = await db.batch([
    selectRefundRows(db).where(eq(refunds.id, id)),
    db
      .select({
        reason: refunds.reason,
        rejectionReason: refunds.rejectionReason,
        status: orders.status,
        grandTotal: orders.grandTotal,
        paidAmount,
        refundedAmount,
        refundable: refundableAmount,
        paymentMethodName: orders.paymentMethodName,
        isCard: sql<number>`${orders.paymentToken} is not null`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .where(eq(refunds.id, id)),
    db
      .select({
        orderLineId: refundLines.orderLineId,
        title: orderLines.title,
        sku: orderLines.sku,
        quantity: refundLines.quantity,
        ordered: orderLines.quantity,
        lineTotal: sql<number>`${orderLines.lineTotal} + ${orderLines.vatAmount}`,
        canRestock: sql<number>`coalesce(${orderLines.variantId}, ${orderLines.productId}) is not null`,
      })
      .from(refundLines)
      .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
      .where(eq(refundLines.refundId, id))
      .orderBy(asc(refundLines.orderLineId)),
    db
      .select({
        status: refundStatusHistory.status,
        actor: refundStatusHistory.actor,
        adminName: refundStatusHistory.adminName,
        note: refundStatusHistory.note,
        createdAt: refundStatusHistory.createdAt,
      })
      .from(refundStatusHistory)
      .where(eq(refundStatusHistory.refundId, id))
      .orderBy(asc(refundStatusHistory.createdAt), asc(refundStatusHistory.id)),
    db
      .select({
        amount: refundPayments.amount,
        method: refundPayments.method,
        reference: refundPayments.reference,
        state: refundPayments.state,
        adminName: refundPayments.adminName,
        createdAt: refundPayments.createdAt,
      })
      .from(refundPayments)
      .where(eq(refundPayments.refundId, id)),
  ]);
  if (!row || !order) return null;
  const { reason, rejectionReason, isCard, ...money } = order;
  return {
    ...refundRow(row),
    reason,
    rejectionReason,
    nextStatuses: nextRefundStatuses(row.status).filter((status) => status !== "refunded"),
    canRefund: refundableReturnStatuses.includes(row.status) && !payment && money.refundable > 0,
    lines: lines.map((line) => ({ ...line, canRestock: Boolean(line.canRestock) })),
    history: history.map((entry) => ({ ...entry, actor: entry.actor === "admin" ? "admin" : "customer" })),
    refund: payment ?? null,
    order: { ...money, isCard: Boolean(isCard) },
  };
}
