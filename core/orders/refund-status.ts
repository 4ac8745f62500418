// SPEC §4 leaves the statuses of a return open; this table is the one place that decides them
// (decision 0083). Every change, by an admin or (for `requested`) the buyer, goes through
// `changeRefundStatus` (workers/api/refunds/change-refund-status.ts).

/** A return's statuses (the screens call a return a refund: /dashboard/refunds, admin refunds). */
export const refundStatuses = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * From each status, the statuses it may move to.
 * - requested: the buyer asked (or an admin added it for them); nothing is decided.
 * - approved: the shop agrees to take the goods back; rejected: it does not (a reason is required).
 * - received: the goods came back; the admin chose which lines go back on the shelf.
 * - refunded: the money went back (the refund's record says how much and how).
 * An approved return may be refunded without the goods coming back (damaged goods the buyer
 * disposes of); a received one may still be rejected (what came back is not what was sold).
 * rejected and refunded are final.
 */
export const refundTransitions: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "refunded", "rejected"],
  received: ["refunded", "rejected"],
  rejected: [],
  refunded: [],
};

/** Whether a return may move from `from` to `to`. */
export const canMoveRefund = (from: RefundStatus, to: RefundStatus): boolean => refundTransitions[from].includes(to);

/** The statuses a return in `status` may move to next, in the table's order (what a screen offers). */
export const nextRefundStatuses = (status: RefundStatus): RefundStatus[] => [...refundTransitions[status]];

/** Statuses from which the money may be sent back (POST /api/admin/refunds/{id}/refund). */
export const refundableReturnStatuses: readonly RefundStatus[] = ["approved", "received"];

/** How money went back: through the card provider, or offline (recorded by the admin). */
export const refundMethods = ["provider", "bank_transfer", "check", "cash"] as const;
export type RefundMethod = (typeof refundMethods)[number];
