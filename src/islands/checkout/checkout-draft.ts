// What the checkout keeps in the browser between its steps (decision 0052): the shopper's choices
// (address, payment method, coupon, note, purchase-order reference) while they move between
// /checkout and /order-summary, and the idempotency key of the order being placed, kept until the
// order is placed so a double click, a retry after a lost answer or a reload places it once
// (issue #10 item 7). Per tab (sessionStorage): another tab is another attempt.
import type { CheckoutLine, CheckoutRequest } from "../../../core/contracts/checkout.ts";
import type { CartItem } from "../../stores/cart.ts";

/** The shopper's choices on the checkout, as the API's request names them. */
export interface CheckoutDraft {
  addressId: number | null;
  paymentMethodId: number | null;
  couponCode: string | null;
  note: string;
  purchaseOrderReference: string;
}

export const emptyDraft: CheckoutDraft = {
  addressId: null,
  paymentMethodId: null,
  couponCode: null,
  note: "",
  purchaseOrderReference: "",
};

const draftKey = "jumla-checkout-draft";
const attemptKey = "jumla-checkout-attempt";

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The stored draft; anything unreadable or missing is the empty draft. */
export function readDraft(storage: Pick<Storage, "getItem">): CheckoutDraft {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(draftKey) ?? "null");
  } catch {
    return emptyDraft;
  }
  if (typeof stored !== "object" || stored === null) return emptyDraft;
  const draft = stored as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    addressId: isId(draft.addressId) ? draft.addressId : null,
    paymentMethodId: isId(draft.paymentMethodId) ? draft.paymentMethodId : null,
    couponCode: typeof draft.couponCode === "string" && draft.couponCode !== "" ? draft.couponCode : null,
    note: text(draft.note),
    purchaseOrderReference: text(draft.purchaseOrderReference),
  };
}

export function saveDraft(storage: Pick<Storage, "setItem">, draft: CheckoutDraft): void {
  storage.setItem(draftKey, JSON.stringify(draft));
}

/**
 * The idempotency key of this tab's order attempt: made on the first submit and the same on every
 * later one until `finishAttempt`, so the server answers a repeated submit with the order the
 * first one placed.
 */
export function attemptIdempotencyKey(storage: Pick<Storage, "getItem" | "setItem">): string {
  const kept = storage.getItem(attemptKey);
  if (kept) return kept;
  const key = crypto.randomUUID();
  storage.setItem(attemptKey, key);
  return key;
}

/**
 * After a refused submit: the attempt goes on with its key (a retry must not place a second order),
 * unless the server says the key already placed an order with other contents (422, decision 0074):
 * the buyer is told which, and their next submit is a new attempt.
 */
export function settleRefusedAttempt(storage: Pick<Storage, "removeItem">, error: string | undefined): void {
  if (error === "idempotency_key_reused") storage.removeItem(attemptKey);
}

/** After the order is placed: the next order is a new attempt, and the choices start afresh. */
export function finishAttempt(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(attemptKey);
  storage.removeItem(draftKey);
}

/** The cart's lines as the API takes them: what is bought and how many, never a price. */
export function checkoutLines(items: readonly CartItem[]): CheckoutLine[] {
  return items.flatMap((item) => {
    if (!isId(item.productId)) return [];
    const choiceIds = Array.isArray(item.choiceIds) ? item.choiceIds.filter(isId) : [];
    return [
      {
        productId: item.productId,
        variantId: isId(item.variantId) ? item.variantId : null,
        ...(choiceIds.length > 0 ? { choiceIds } : {}),
        quantity: item.quantity,
      },
    ];
  });
}

/**
 * The request of a quote or an order: the lines, the draft's choices, the salesperson's customer.
 * Text left empty is left out (the contract takes text or nothing, never null).
 */
export function checkoutRequest(
  lines: CheckoutLine[],
  draft: CheckoutDraft,
  customerId: number | null,
): CheckoutRequest {
  const texts = {
    couponCode: draft.couponCode ?? "",
    note: draft.note,
    purchaseOrderReference: draft.purchaseOrderReference,
  };
  return {
    lines,
    addressId: draft.addressId,
    paymentMethodId: draft.paymentMethodId,
    ...Object.fromEntries(Object.entries(texts).flatMap(([name, text]) => (text.trim() ? [[name, text.trim()]] : []))),
    ...(customerId === null ? {} : { customerId }),
  };
}

/** A coupon code as the shop compares it: stored upper-cased, typed in any case (db/schema/commerce.ts). */
export const normaliseCoupon = (code: string): string => code.trim().toUpperCase();
