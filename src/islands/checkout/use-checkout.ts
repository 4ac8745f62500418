// The checkout's talk with the API (issue #10 items 5, 7, 12; decision 0052): the quote that every
// total on the page comes from, and placing the order with this attempt's idempotency key. Shared by
// /checkout and /order-summary.
import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { CheckoutRequest, PlacedOrder, Quote } from "../../../core/contracts/checkout.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import type { Messages } from "../../../i18n/messages.ts";
import { callApi, type ApiResult } from "../../scripts/api-call.ts";
import { cart } from "../../stores/cart.ts";
import { attemptIdempotencyKey, checkoutLines, finishAttempt, settleRefusedAttempt } from "./checkout-draft.ts";
import { keepLastQuote, lastQuoteFor } from "./last-quote.ts";
import { offlineQueue } from "./offline-orders.ts";

/** Messages the checkout shows for failures of its own making (the API's come translated). */
export const checkoutFailureMessages = ["errors.network", "checkout.unknown"] as const satisfies readonly MessageKey[];
type FailureMessages = Messages<(typeof checkoutFailureMessages)[number]>;

/**
 * A refusal of the quote or the order, split by where it shows: under the lines (`lines.<index>`),
 * under the address, coupon, payment method or a detail field, or as a toast.
 */
export interface Refusal {
  code: string | null;
  /** Messages by field: `lines.0`, `addressId`, `couponCode`, `paymentMethodId`, `note`, … */
  fields: Record<string, string>;
  /** What shows as a toast, when nothing above holds it. */
  message: string | null;
  hint: string | null;
}

/** Where the API's codes without a field belong on the page (workers/lib/errors.ts). */
const codeFields: Record<string, string> = {
  address_incomplete: "addressId",
  no_delivery: "addressId",
  coupon_not_applicable: "couponCode",
  coupon_unknown: "couponCode",
  coupon_customer_limit: "couponCode",
  coupon_already_applied: "couponCode",
  payment_invalid: "paymentMethodId",
};

/**
 * Reads a failed answer. "Unknown checkout error" (SPEC §8) for anything the API did not explain:
 * a server failure, an answer that is not the API's; the connection message when nothing came back.
 */
export function readRefusal(result: Pick<ApiResult<unknown>, "status" | "answer">, messages: FailureMessages): Refusal {
  if (result.status === 0) return { code: null, fields: {}, message: messages["errors.network"], hint: null };
  const { error, message, hint, errors } = result.answer;
  if (!error || !message || result.status >= 500)
    return { code: error ?? null, fields: {}, message: messages["checkout.unknown"], hint: null };
  const fields = { ...errors };
  const field = codeFields[error];
  if (field && Object.keys(fields).length === 0) fields[field] = message;
  const isShown = Object.keys(fields).length > 0;
  return { code: error, fields, message: isShown ? null : message, hint: hint ?? null };
}

/** The cart's lines for the API, and the salesperson's chosen customer (the cart's metadata, set on /cart). */
export function useCartRequestParts() {
  // React's own subscription: @nanostores/react would add its key-listening code to a budgeted page.
  const state = useSyncExternalStore(cart.$cart.listen, cart.$cart.get);
  const lines = useMemo(() => checkoutLines(state.items), [state.items]);
  const chosen = Number(state.metadata.customerId);
  const { customerName } = state.metadata;
  return {
    state,
    lines,
    customerId: Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null,
    customerName: typeof customerName === "string" && customerName ? customerName : null,
  };
}

/** What a page does with each answer as it arrives (in the answer's callback, not in an effect). */
export interface QuoteListeners {
  /** A quote came back (a trial's too): stored prices, the payment method chosen. */
  onQuote?(quote: Quote): void;
  /** The request was refused (a trial's refusal is the trial's caller's). */
  onRefusal?(refusal: Refusal): void;
}

/**
 * The server's quote for `request`, the one quote hook of the cart and the checkout (issue #19
 * item 7): asked again whenever the request's text changes (a new object with the same request
 * asks nothing again), after `delay` ms of no change (the cart: stepping a quantity several times
 * asks once); the latest answer wins. `refusal` is the last failure; `isCurrent` says the quote or
 * refusal shown answers the request as it is now (not one the page has moved on from).
 * `quoteNow` asks at once and answers what came back; a trial (a coupon being tried) that is
 * refused leaves the quote and refusal shown as they were. With `keepLast` (a salesperson's
 * checkout, decision 0097) each quote is kept on the phone, and one that finds no connection shows
 * the quote kept for the same cart, if there is one (`isKeptQuote`); `isOffline` says the last
 * answer was no connection at all.
 */
export function useQuote(
  request: CheckoutRequest | null,
  messages: FailureMessages,
  { delay = 0, keepLast = false, ...listeners }: QuoteListeners & { delay?: number; keepLast?: boolean } = {},
) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isQuoting, setQuoting] = useState(false);
  const [isOffline, setOffline] = useState(false);
  const [isKeptQuote, setKeptQuote] = useState(false);
  // The request (as text) the quote or refusal shown answers.
  const [answered, setAnswered] = useState<string | null>(null);
  const latest = useRef(0);
  // The request the shown quote answers: the effect does not ask for it again.
  const quoted = useRef<string | null>(null);
  const key = request ? JSON.stringify(request) : null;
  const onAnswer = useRef<QuoteListeners>(listeners);
  useEffect(() => {
    onAnswer.current = listeners;
  });

  const quoteNow = async (body: CheckoutRequest, { isTrial = false } = {}) => {
    const call = (latest.current += 1);
    setQuoting(true);
    const result = await callApi<Quote>({ path: "/api/checkout/quote", json: body });
    if (call !== latest.current) return null;
    setQuoting(false);
    if (!isTrial) setOffline(result.status === 0);
    if (keepLast && !isTrial && result.ok && result.answer.data) keepLastQuote(localStorage, body, result.answer.data);
    const kept = keepLast && !isTrial && result.status === 0 ? lastQuoteFor(localStorage, body) : null;
    const answer = result.ok ? result.answer.data : kept;
    if (answer) {
      quoted.current = JSON.stringify(body);
      setAnswered(quoted.current);
      setQuote(answer);
      setKeptQuote(answer === kept);
      setRefusal(null);
      onAnswer.current.onQuote?.(answer);
      return { quote: answer, refusal: null };
    }
    const refused = readRefusal(result, messages);
    if (!isTrial) {
      quoted.current = null;
      setAnswered(JSON.stringify(body));
      setRefusal(refused);
      onAnswer.current.onRefusal?.(refused);
    }
    return { quote: null, refusal: refused };
  };

  // Asking is an event of the request's change: it reads the page's present handlers, not the first render's.
  const ask = useEffectEvent((text: string) => {
    if (text !== quoted.current) void quoteNow(JSON.parse(text) as CheckoutRequest);
  });
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => ask(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);

  return { quote, refusal, isQuoting, isOffline, isKeptQuote, isCurrent: key !== null && answered === key, quoteNow };
}

/** How an order was just kept on the phone: at the total confirmed, or to be priced (decision 0097). */
export type KeptOrder = "priced" | "unpriced";

/** A salesperson's order that finds no connection is kept on the phone (decision 0097). */
export interface OfflineOrdering {
  /** The signed-in salesperson. */
  userId: number;
  currency: string;
}

/**
 * Places the order (issue #10 item 7): POST /api/orders with this tab's idempotency key, kept
 * until an order comes back, so every repeat of the attempt answers the same order. On success the
 * cart is emptied (unless `keepsCart`: a quote's order) and the buyer goes to pay (online kinds) or to the thank-you page. A salesperson's
 * order that gets no answer (offline, or the connection dropped mid-submit) is kept on the phone
 * with the same key and the total they confirmed, to be sent when the connection returns (`kept`);
 * one confirmed with no total (no quote) is kept without sending, to be priced first.
 */
export function usePlaceOrder(
  messages: FailureMessages,
  thankYouPath: string,
  offline: OfflineOrdering | null = null,
  { keepsCart = false }: { keepsCart?: boolean } = {},
) {
  const [isPlacing, setPlacing] = useState(false);
  /** An order just kept on the phone: at the total confirmed, or to be priced. */
  const [kept, setKept] = useState<KeptOrder | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /** Shows why the API refused: under its fields, or as a toast. */
  const refuse = async (result: ApiResult<unknown>) => {
    const refused = readRefusal(result, messages);
    setRefusal(refused);
    if (refused.message) {
      // The toaster loads with the first toast (decision 0041): most checkouts never show one.
      const { toast } = await import("../../scripts/toaster.ts");
      toast({ tone: "error", message: refused.message, hint: refused.hint ?? undefined });
    }
  };

  /**
   * `confirmedTotal` null: the page had no quote (no connection from the start). Such an order is
   * not sent: a salesperson's is kept "to be priced", the server quotes it when the connection
   * returns and they confirm that total (decision 0097).
   */
  const placeOrder = async (body: CheckoutRequest, confirmedTotal: number | null) => {
    if (isPlacing) return;
    const customerId = body.customerId ?? null;
    if (confirmedTotal === null && (!offline || customerId === null)) return;
    setPlacing(true);
    setRefusal(null);
    const key = attemptIdempotencyKey(sessionStorage);
    const result =
      confirmedTotal === null
        ? null
        : await callApi<PlacedOrder>({ path: "/api/orders", json: body, headers: { "idempotency-key": key } });
    const order = result?.ok ? result.answer.data : null;
    if (order) {
      finishAttempt(sessionStorage);
      // An order at a quote's prices was not the cart's (decision 0104): the cart stays
      if (!keepsCart) cart.emptyCart();
      location.assign(order.paymentUrl ?? `${thankYouPath}?order=${order.id}`);
      return;
    }
    if ((result === null || result.status === 0) && offline && customerId !== null) {
      const { customerName } = cart.$cart.get().metadata;
      await offlineQueue().add({
        key,
        userId: offline.userId,
        customerId,
        customerName: typeof customerName === "string" && customerName ? customerName : null,
        request: { ...body, customerId, expectedGrandTotal: confirmedTotal },
        currency: offline.currency,
        confirmedAt: Date.now(),
      });
      finishAttempt(sessionStorage);
      cart.emptyCart();
      setKept(confirmedTotal === null ? "unpriced" : "priced");
      setPlacing(false);
      return;
    }
    setPlacing(false);
    if (!result) return;
    settleRefusedAttempt(sessionStorage, result.answer.error);
    await refuse(result);
  };

  /**
   * Sends the order for the company owner's approval instead of placing it (decision 0103), when
   * the quote says the colleague's role or limits need it: nothing is placed or reserved; the cart
   * is emptied (unless `keepsCart`: a quote's order) and the colleague sees the request waiting on
   * their approvals page.
   */
  const sendForApproval = async (body: CheckoutRequest, approvalsPath: string) => {
    if (isPlacing) return;
    setPlacing(true);
    setRefusal(null);
    const result = await callApi({ path: "/api/account/company/approvals", json: body });
    if (result.ok) {
      finishAttempt(sessionStorage);
      if (!keepsCart) cart.emptyCart();
      location.assign(`${approvalsPath}?done=sent`);
      return;
    }
    setPlacing(false);
    await refuse(result);
  };

  return { placeOrder, sendForApproval, isPlacing, kept, refusal };
}
