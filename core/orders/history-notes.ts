// What an order's status history says of why it moved, when the shop itself moved it (decision
// 0073). Stored as message keys, so the buyer's page (and the admin's) read them in their own
// language; every other note (an admin's words, a provider's event type) stays internal. core/
// reads no catalogue (decision 0021): the screens that list these among their messages
// (src/admin/screens/orders/messages.ts) and the pages that translate them check they are keys.
export const historyNotes = {
  /** The expiry job cancelled an order whose payment did not come in time. */
  paymentExpired: "orderHistory.paymentExpired",
  /** A payment came for an order that no longer awaited it: the shop refunds it. */
  paymentRefundDue: "orderHistory.paymentRefundDue",
  /** The shop sent fewer goods than ordered (short shipping, decision 0083): the totals were recomputed. */
  shortShipped: "orderHistory.shortShipped",
} as const;

export type HistoryNote = (typeof historyNotes)[keyof typeof historyNotes];

const shown = new Set<string>(Object.values(historyNotes));

/** Whether a history note is one the buyer reads (translated), not an internal one. */
export const isHistoryNote = (note: string | null): note is HistoryNote => note !== null && shown.has(note);
