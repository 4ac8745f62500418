// The last quote a salesperson's checkout was given, kept on the phone (decision 0097): opened again
// with no connection, for the same cart, the checkout shows that total and the order can be
// confirmed at it offline (the server still checks it when the order is sent). One per browser, as
// the cart is; only what the totals depend on picks it out: the lines, the address, the coupon and
// the customer (not the payment method, the note or the PO reference).
import type { CheckoutRequest, Quote } from "../../../core/contracts/checkout.ts";

const storageKey = "jumla-last-quote";

/** What the totals of `request` depend on, as text. */
export const pricedPartsOf = (request: CheckoutRequest): string =>
  JSON.stringify([request.lines, request.addressId ?? null, request.couponCode ?? null, request.customerId ?? null]);

export function keepLastQuote(storage: Pick<Storage, "setItem">, request: CheckoutRequest, quote: Quote): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ parts: pricedPartsOf(request), quote }));
  } catch {
    // A full or refused storage keeps nothing: the checkout works as without it
  }
}

/** The quote kept for the same cart as `request`, or null. */
export function lastQuoteFor(storage: Pick<Storage, "getItem">, request: CheckoutRequest): Quote | null {
  try {
    const kept = JSON.parse(storage.getItem(storageKey) ?? "null") as { parts?: unknown; quote?: Quote } | null;
    return kept?.parts === pricedPartsOf(request) && kept.quote ? kept.quote : null;
  } catch {
    return null;
  }
}
