// Quotes (requests for quotation, issue #23 item 4, decision 0104): the buyer's
// `/api/account/quotes…`, the salesperson's `/api/sales/quotes…` and the office's
// `/api/admin/quotes…` take these bodies. A request's lines name what the cart's lines name; only
// the answer carries prices, and only the shop's people send it.
import { type } from "arktype";
import { maxCheckoutLines } from "../checkout/money-bounds.ts";
import { quoteStatuses, type QuoteActor, type QuoteEventKind, type QuoteStatus } from "../quotes/quote-status.ts";
import { date, money, optionalText, requiredText } from "../validation/rules.ts";
import { adminListQuery, listFilter, type AdminListPage } from "./admin-resources.ts";
import { CheckoutLine } from "./checkout.ts";

/** A note on a quote: as long as an order's note (the cart's bound). */
export const maxQuoteNote = 1000;

const entityId = type("number.integer > 0").configure({ message: "errors.invalidInput" });

/** POST /api/account/quotes: the cart's lines (at least one, at most an order's) and a note. */
export const QuoteRequest = type({
  lines: CheckoutLine.array()
    .atLeastLength(1)
    .configure({ message: "cart.empty" })
    .narrow((lines, ctx) => lines.length <= maxCheckoutLines || ctx.reject({ message: "quotes.lines.tooMany" })),
  "note?": optionalText({ max: maxQuoteNote }),
}).onUndeclaredKey("delete");
export type QuoteRequest = typeof QuoteRequest.infer;

/** The buyer's accept, decline or withdraw: an optional note for the history. */
export const QuoteReply = type({ "note?": optionalText({ max: maxQuoteNote }) }).onUndeclaredKey("delete");
export type QuoteReply = typeof QuoteReply.infer;

/** POST /api/account/quotes/{id}/counter: the buyer writes back (a note is what a counter is). */
export const QuoteCounter = type({
  note: requiredText({ max: maxQuoteNote, message: "quotes.note.required" }),
}).onUndeclaredKey("delete");
export type QuoteCounter = typeof QuoteCounter.infer;

/** POST …/quotes/{id}/answer: a unit price per line (every line), the expiry day (DD/MM/YYYY) and a note. */
export const QuoteAnswer = type({
  lines: type({ id: entityId, unitPrice: money() }).onUndeclaredKey("delete").array().atMostLength(maxCheckoutLines),
  expiresOn: date(),
  "note?": optionalText({ max: maxQuoteNote }),
}).onUndeclaredKey("delete");
export type QuoteAnswer = typeof QuoteAnswer.infer;

/**
 * GET lists, as the admin kit's lists ask (`page`, `perPage`, newest first: `sort` is `id` or
 * `-id`): a status as shown (expired included) and a customer.
 */
export const QuoteListQuery = adminListQuery(["id"], {
  status: type.enumerated(...quoteStatuses).configure({ message: "errors.invalidInput" }),
  customerId: listFilter.id,
});
export type QuoteListQuery = typeof QuoteListQuery.infer;

/** One quote in a list. */
export interface QuoteSummary {
  id: number;
  /** The status as shown today: an answered or accepted quote past its expiry day is `expired`. */
  status: QuoteStatus;
  customer: { id: number; companyName: string; name: string };
  lineCount: number;
  /** The answered lines' goods total (unit price × quantity, minor units), null until answered. */
  answeredTotal: number | null;
  currency: string;
  /** ISO day, null until answered. */
  expiresOn: string | null;
  orderId: number | null;
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
}

/** One line of a quote with today's catalogue facts in the page's language. */
export interface QuoteLineView {
  id: number;
  productId: number;
  variantId: number | null;
  choiceIds: number[];
  quantity: number;
  sku: string;
  title: string;
  variantName: string | null;
  /** The unit price when asked (the buyer's price that day), and the answered one (null until answered). */
  askedUnitPrice: number;
  unitPrice: number | null;
}

/** One row of the negotiation history. */
export interface QuoteEventView {
  kind: QuoteEventKind;
  actor: QuoteActor;
  actorName: string;
  note: string | null;
  createdAt: string;
}

/** GET …/quotes/{id}: the quote, its lines and its history, oldest first. */
export interface QuoteDetail {
  quote: QuoteSummary & { note: string | null; requestedBy: string };
  lines: QuoteLineView[];
  events: QuoteEventView[];
}

/** A page of quotes, as the admin kit's lists read pages, with how many each status (as shown) holds and `all`. */
export type QuotePage = AdminListPage<QuoteSummary> & { counts: Record<string, number> };
