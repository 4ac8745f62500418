// An order's payment state (issue #20 item 1, decision 0080), from what it was paid and refunded.
// The list filters by it in SQL (workers/api/admin/orders/order-filters.ts) and the pages show it
// from these functions: both follow the rule written here.
import type { OrderStatus } from "./order-status.ts";

/** How far an order is paid: nothing, part, all, or all that was paid went back. */
export const paymentStates = ["unpaid", "partlyPaid", "paid", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];

/** How an admin records money that arrived for an offline order (SPEC §9 offline payment kinds). */
export const offlinePaymentMethods = ["bank_transfer", "check", "cash"] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];

/** Statuses whose order is owed nothing any more: "awaiting payment" leaves them out. */
export const unpayableStatuses: readonly OrderStatus[] = ["cancelled", "refused", "rejected"];

export interface PaymentAmounts {
  grandTotal: number;
  /** Minor units received: the recorded offline payments, or the whole total once a provider paid. */
  paidAmount: number;
  /** Minor units given back: the order's returns recorded as refunded. */
  refundedAmount: number;
}

/**
 * The payment state: refunded once the refunds cover everything paid (something was), paid once
 * the payments reach the grand total, partly paid below it, else unpaid.
 * @example paymentState({ grandTotal: 10_000, paidAmount: 4_000, refundedAmount: 0 }) // "partlyPaid"
 */
export function paymentState({ grandTotal, paidAmount, refundedAmount }: PaymentAmounts): PaymentState {
  if (paidAmount > 0 && refundedAmount >= paidAmount) return "refunded";
  if (paidAmount > 0 && paidAmount >= grandTotal) return "paid";
  return paidAmount > 0 ? "partlyPaid" : "unpaid";
}

/** Whether an order in `status` with `state` still waits for money (the list's "awaiting payment"). */
export const isAwaitingPayment = (status: OrderStatus, state: PaymentState): boolean =>
  (state === "unpaid" || state === "partlyPaid") && !unpayableStatuses.includes(status);
