// SPEC §4 lists thirteen order statuses and leaves their transitions open; this table is the one
// place that decides them (decision 0045). Every status change, by a buyer, an admin or a payment
// webhook, goes through `assertTransition` (workers/api/orders/change-order-status.ts).

/** SPEC §4 order statuses, spelled as the spec spells them. */
export const orderStatuses = [
  "pending",
  "processing",
  "shipped",
  "completed",
  "delivered",
  "payment-pending",
  "cancelled",
  "refused",
  "approved",
  "init",
  "accepted",
  "rejected",
  "printed",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * From each status, the statuses it may move to.
 * - init: an online-payment order is written, its provider session not yet opened.
 * - payment-pending: the buyer was sent to the provider; only a verified webhook moves it on.
 * - pending: placed (offline kinds) or paid (online kinds); the shop has not looked at it yet.
 * - approved / refused: the shop's decision (credit, cheque, stock); accepted: the warehouse took it.
 * - printed: its invoice or shipment label is printed (SPEC §4: cannot be undone).
 * - processing → shipped → delivered → completed; rejected: refused at the door.
 * - cancelled, refused, rejected and completed are final.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  init: ["payment-pending", "pending", "cancelled"],
  "payment-pending": ["pending", "cancelled"],
  pending: ["approved", "refused", "processing", "cancelled"],
  approved: ["accepted", "processing", "printed", "cancelled"],
  accepted: ["processing", "printed", "cancelled"],
  processing: ["printed", "shipped", "cancelled"],
  printed: ["shipped", "cancelled"],
  shipped: ["delivered", "rejected"],
  delivered: ["completed", "rejected"],
  completed: [],
  cancelled: [],
  refused: [],
  rejected: [],
};

/** Whether an order may move from `from` to `to`. */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => orderTransitions[from].includes(to);

/** Statuses from which the buyer (or their salesperson) may still cancel the order themselves. */
export const cancellableByBuyer: readonly OrderStatus[] = ["init", "payment-pending", "pending"];

/** An online order still waiting for its payment: written, or sent to the provider (decision 0073). */
export const awaitingPayment: readonly OrderStatus[] = ["init", "payment-pending"];

/**
 * Before the goods leave: the statuses whose lines may still shrink (short shipping, decision
 * 0083). Once printed an invoice or label carries the totals; once shipped the goods left.
 */
export const shortShippableStatuses: readonly OrderStatus[] = ["pending", "approved", "accepted", "processing"];

/** Statuses that give the stock back: the goods never left (or came back from the door). */
export const restockingStatuses: readonly OrderStatus[] = ["cancelled", "refused", "rejected"];

/** Final statuses: nothing moves an order out of them. */
export const isFinal = (status: OrderStatus): boolean => orderTransitions[status].length === 0;

/** The statuses an order in `status` may move to next, in the table's order (what a screen offers). */
export const nextStatuses = (status: OrderStatus): OrderStatus[] => [...orderTransitions[status]];

/** The final statuses, so a screen asks for confirmation before moving an order into one. */
export const finalStatuses: readonly OrderStatus[] = orderStatuses.filter(isFinal);
