// Returns and refunds in the back office (issue #20 items 3 and 4, decision 0083):
// /api/admin/refunds. The list filters by status, customer and order and searches order numbers
// and customers; the detail carries the return's lines, history and refund, and what is left to
// refund of its order; the inputs add a return for a customer (the refund-days window may be
// overridden, recorded in the history), move it along the table of core/orders/refund-status.ts,
// and send the money back.
import { type } from "arktype";
import { offlinePaymentMethods } from "../../orders/payment-state.ts";
import { refundMethods, refundStatuses, type RefundMethod, type RefundStatus } from "../../orders/refund-status.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { optionalText, receivedMoney, requiredId, requiredText } from "../../validation/rules.ts";
import { adminListQuery, listFilter, type AdminListPage } from "../admin-resources.ts";
import { returnQuantity } from "../returns.ts";

export { refundMethods, refundStatuses };
export type { RefundMethod, RefundStatus };

export const refundSorts = ["createdAt", "status", "referenceTotal"] as const;
export type RefundSort = (typeof refundSorts)[number];

/**
 * The returns list: `search` (order number, customer name or company), `status`, `customer` and
 * `order` (ids), with the kit's `sort`, `page` and `perPage`. Newest first unless `sort` says otherwise.
 * @example ?status=requested&sort=-createdAt
 */
export const RefundListQuery = adminListQuery(refundSorts, {
  status: type.enumerated(...refundStatuses).configure({ message: "errors.invalidInput" }),
  customer: listFilter.id,
  order: listFilter.id,
});
export type RefundListQuery = typeof RefundListQuery.infer;
export type RefundListSearch = typeof RefundListQuery.inferIn;

/** A row of the returns list. */
export interface RefundRow {
  id: number;
  orderId: number;
  orderNumber: string;
  customer: { id: number; name: string; companyName: string };
  status: RefundStatus;
  /** What the returned goods cost at the order's prices, with VAT (decision 0053). */
  referenceTotal: number;
  /** What was sent back for this return (0 until refunded). */
  refundedAmount: number;
  currency: string;
  createdAt: number;
}

/** How many returns each status tab holds under the list's other filters, and all of them. */
export type RefundStatusCounts = Record<RefundStatus | "all", number>;

/** GET /api/admin/refunds: a page of returns, and the counts per status for the tabs. */
export type RefundListPage = AdminListPage<RefundRow> & { counts: RefundStatusCounts };

/** A line the return covers, with the order line's snapshots. */
export interface RefundDetailLine {
  orderLineId: number;
  title: string;
  sku: string;
  /** How many go back, of how many were ordered. */
  quantity: number;
  ordered: number;
  /** The line's total with its VAT, for what was ordered (minor units). */
  lineTotal: number;
  /** Whether the line's goods can go back on a shelf (its product or variant still exists). */
  canRestock: boolean;
}

export interface RefundHistoryEntry {
  status: RefundStatus;
  actor: "customer" | "admin";
  adminName: string | null;
  note: string | null;
  createdAt: number;
}

/** The money sent back for the return. */
export interface RefundPaymentRow {
  amount: number;
  method: RefundMethod;
  reference: string | null;
  state: "pending" | "done";
  adminName: string;
  createdAt: number;
}

/** GET /api/admin/refunds/{id}. */
export interface RefundDetail extends RefundRow {
  reason: string;
  rejectionReason: string | null;
  /** Exactly the statuses PATCH may move it to now (refunded is reached by POST {id}/refund). */
  nextStatuses: RefundStatus[];
  /** Whether POST {id}/refund may send money back now. */
  canRefund: boolean;
  lines: RefundDetailLine[];
  history: RefundHistoryEntry[];
  refund: RefundPaymentRow | null;
  order: {
    status: string;
    grandTotal: number;
    paidAmount: number;
    refundedAmount: number;
    /** What may still be refunded of the order: paid less every refund, this one's included. */
    refundable: number;
    paymentMethodName: string;
    /** Refunds of a card order go through its provider; offline ones are recorded with a method. */
    isCard: boolean;
  };
}

/**
 * POST /api/admin/refunds: an admin adds a return for a customer's order, as the customer would
 * ask for it (`reason`, `quantity-<orderLineId>`), and may let it through after the refund days
 * ended (`overrideWindow`, written in the return's history).
 */
export const RefundCreateInput = type({
  orderId: requiredId("validation.required"),
  reason: requiredText({ max: 1000, message: "returns.reason.required" }),
  "overrideWindow?": type("boolean").configure({ message: "errors.invalidInput" }),
  "[/^quantity-\\d{1,12}$/]": returnQuantity,
}).onUndeclaredKey("delete");
export type RefundCreateInput = typeof RefundCreateInput.infer;
export type RefundCreateInputIn = typeof RefundCreateInput.inferIn;

/** The statuses PATCH moves a return to (refunded is POST {id}/refund's, with the money). */
export const patchableRefundStatuses = ["approved", "rejected", "received"] as const satisfies readonly RefundStatus[];

/**
 * PATCH /api/admin/refunds/{id}: `{ status, from?, note?, restock? }`. `from` is the status the
 * screen showed (another admin's change meanwhile is 409 `refund_changed`); `note` is required to
 * reject (the reason, emailed to the buyer); `restock` lists the order lines whose goods go back on
 * the shelf when received.
 */
export const RefundStatusChange = type({
  status: type.enumerated(...patchableRefundStatuses).configure({ message: "validation.choice" }),
  "from?": type.enumerated(...refundStatuses).configure({ message: "validation.choice" }),
  "note?": optionalText({ max: 1000 }),
  "restock?": type("(1 <= number.integer <= 999999999999)[] <= 200").configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");
export type RefundStatusChange = typeof RefundStatusChange.infer;
export type RefundStatusChangeIn = typeof RefundStatusChange.inferIn;

/**
 * POST /api/admin/refunds/{id}/refund: the money back. A card order's goes through its provider
 * (method and reference are the provider's); an offline order's names how it was sent back and
 * its reference (transfer reference, cheque number).
 */
export const RefundPaymentInput = type({
  amount: receivedMoney(),
  "method?": type.enumerated(...offlinePaymentMethods).configure({ message: "validation.choice" }),
  "reference?": optionalText({ max: 100 }),
}).onUndeclaredKey("delete");
export type RefundPaymentInput = typeof RefundPaymentInput.infer;
export type RefundPaymentInputIn = typeof RefundPaymentInput.inferIn;

/** Every message the inputs may report (contracts.test.ts probes them). */
export const refundInputMessages = [
  "validation.required",
  "returns.reason.required",
  "returns.quantity.invalid",
  "errors.invalidInput",
  "validation.choice",
  "validation.tooLong",
  "validation.amount.positive",
  "validation.amount.tooLarge",
] as const satisfies readonly ValidationMessage[];
