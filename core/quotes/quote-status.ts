// Quotes (requests for quotation, issue #23 item 4, decision 0104): the statuses a quote moves
// through and who may move it where. Every move is one conditional UPDATE whose condition is the
// `from` set below (workers/api/quotes/move-quote.ts), so a replay or a race loses.

/** requested → answered → accepted → ordered; declined, withdrawn and expired are the other ends. */
export const quoteStatuses = [
  "requested",
  "answered",
  "accepted",
  "ordered",
  "declined",
  "withdrawn",
  "expired",
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** What a history row records: a status reached, or the buyer's counter-note (back to requested). */
export const quoteEventKinds = [
  "requested",
  "answered",
  "countered",
  "accepted",
  "declined",
  "withdrawn",
  "ordered",
] as const;
export type QuoteEventKind = (typeof quoteEventKinds)[number];

/** Who wrote a history row. */
export const quoteActors = ["customer", "salesperson", "admin"] as const;
export type QuoteActor = (typeof quoteActors)[number];

/** A move: the statuses it starts from, the status it reaches, and whether the answer's expiry day must not have passed. */
export interface QuoteMove {
  from: readonly QuoteStatus[];
  to: QuoteStatus;
  needsValidAnswer: boolean;
}

/** Every move but placing the order (checkout's own batch moves accepted → ordered). */
export const quoteMoves = {
  // The office or the customer's salesperson answers, or answers again after a counter-note
  answered: { from: ["requested", "answered"], to: "answered", needsValidAnswer: false },
  // The buyer writes back with a note: the quote waits for an answer again, its history kept
  countered: { from: ["answered"], to: "requested", needsValidAnswer: false },
  accepted: { from: ["answered"], to: "accepted", needsValidAnswer: true },
  declined: { from: ["answered"], to: "declined", needsValidAnswer: false },
  withdrawn: { from: ["requested", "answered"], to: "withdrawn", needsValidAnswer: false },
} as const satisfies Record<string, QuoteMove>;
export type QuoteMoveName = keyof typeof quoteMoves;

/**
 * The status a quote shows on the shop's day `today` (ISO): an answered or accepted quote whose
 * expiry day has passed is expired. Nothing writes `expired`: the moves and checkout check the day
 * themselves, so no job has to run at midnight for a quote to stop being honoured.
 */
export function shownQuoteStatus(status: QuoteStatus, expiresOn: string | null, today: string): QuoteStatus {
  if ((status === "answered" || status === "accepted") && expiresOn !== null && expiresOn < today) return "expired";
  return status;
}

/** Whether a quote in `status` (as shown) may make the move: the move's own `from` set. */
export const canMoveQuote = (move: QuoteMoveName, status: QuoteStatus): boolean =>
  (quoteMoves[move].from as readonly QuoteStatus[]).includes(status);

/**
 * The expiry day an answer starts from (ISO): the last answer's while it still holds on the shop's
 * day `today`, else a week from `today`.
 */
export function answerStartDay(expiresOn: string | null, today: string): string {
  if (expiresOn !== null && expiresOn >= today) return expiresOn;
  return new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A quote line as every screen names it: the product, and its variant in brackets. */
export const quoteLineTitle = (line: { title: string; variantName: string | null }): string =>
  line.variantName ? `${line.title} (${line.variantName})` : line.title;
