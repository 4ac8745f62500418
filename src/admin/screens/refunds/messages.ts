// What the returns screens say (decision 0085). Read by the admin page on the server too, so it
// imports no arktype type (none may compile in the Worker, decision 0055): the statuses come from
// the core table.
import type { RefundMethod } from "../../../../core/contracts/admin/refunds.ts";
import { refundStatuses, type RefundStatus } from "../../../../core/orders/refund-status.ts";
import type { MessageKey } from "../../../../i18n/index.ts";

/** What each status's button says: the move it makes (decision 0085); refunded is the refund card's. */
export const refundActions = {
  requested: "admin.refunds.action.requested",
  approved: "admin.refunds.action.approved",
  rejected: "admin.refunds.action.rejected",
  received: "admin.refunds.action.received",
  refunded: "admin.refunds.action.refunded",
} as const satisfies Record<RefundStatus, MessageKey>;

/** How the money went back: through the card's provider, or offline as the admin recorded it. */
export const refundMethodLabels = {
  provider: "admin.refunds.method.provider",
  bank_transfer: "admin.orders.kind.bank_transfer",
  check: "admin.orders.kind.check",
  cash: "admin.orders.kind.cash",
} as const satisfies Record<RefundMethod, MessageKey>;

/** What the returns screens say, beyond the kit's and the order desk's texts (decision 0085). */
export const refundMessages = [
  ...Object.values(refundActions),
  ...Object.values(refundMethodLabels),
  ...refundStatuses.map((status) => `refundStatus.${status}` as const),
  "admin.refunds.return",
  "admin.refunds.title",
  "admin.refunds.number",
  "admin.refunds.statusTabs",
  "admin.refunds.requestedAt",
  "admin.refunds.requestedOn",
  "admin.refunds.ofOrder",
  "admin.refunds.value",
  "admin.refunds.refunded",
  "admin.refunds.refundSent",
  "admin.refunds.backToList",
  "admin.refunds.openOrderNumber",
  "admin.refunds.customersReturns",
  "admin.refunds.reason",
  "admin.refunds.rejectionReason",
  "admin.refunds.rejectionReasonHint",
  "admin.refunds.nextStatus",
  "admin.refunds.keep",
  "admin.refunds.final",
  "admin.refunds.moved",
  "admin.refunds.confirmTitle",
  "admin.refunds.confirmReject",
  "admin.refunds.confirmReceived",
  "admin.refunds.restock",
  "admin.refunds.restockLine",
  "admin.refunds.cannotRestock",
  "admin.refunds.lines",
  "admin.refunds.linesTable",
  "admin.refunds.returned",
  "admin.refunds.ofOrdered",
  "admin.refunds.refund",
  "admin.refunds.refundable",
  "admin.refunds.sentBy",
  "admin.refunds.pending",
  "admin.refunds.cardNote",
  "admin.refunds.sendRefund",
  "admin.refunds.sendRefundHint",
  "admin.refunds.sendRefundSubmit",
  "admin.refunds.method",
  "admin.refunds.referenceHint",
  "admin.refunds.notYet",
  "admin.refunds.nothingToRefund",
  "admin.refunds.addTitle",
  "admin.refunds.addIntro",
  "admin.refunds.add",
  "admin.refunds.added",
  "admin.refunds.request",
  "admin.refunds.orderHint",
  "admin.refunds.chooseOrder",
  "admin.refunds.openOrder",
  "admin.refunds.lineQuantity",
  "admin.refunds.overrideWindow",
  "admin.refunds.overrideWindowHint",
  "returns.reason",
  "returns.quantity",
  "admin.invoices.stateLabel",
  "admin.customers.name",
  "register.companyName",
] as const satisfies readonly MessageKey[];
