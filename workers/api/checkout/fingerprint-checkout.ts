// What an Idempotency-Key is bound to (decision 0074, IETF draft-ietf-httpapi-idempotency-key-header
// "idempotency fingerprint"): the key again with another request is refused, not answered with the
// order the first request placed.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { normaliseCouponCode } from "../../../core/checkout/coupons.ts";
import type { CheckoutRequest } from "../../../core/contracts/checkout.ts";

/**
 * The SHA-256 (hex) of what a checkout asks for, as the contract read it: the same however its
 * JSON was written (key order, a missing field or null, a coupon code's case, a line's choices in
 * any order). `customerId` is left out: the order's customer is part of the key's look-up, and the
 * customer replaying what their salesperson sent for them asks for the same order.
 * `expectedGrandTotal` is left out too: it is what the buyer confirmed, not what they ask for, and an
 * order confirmed again at a new total keeps its key (decision 0097).
 */
export function fingerprintCheckout(request: CheckoutRequest): string {
  const asked = {
    lines: request.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId ?? null,
      choiceIds: [...(line.choiceIds ?? [])].sort((a, b) => a - b),
      quantity: line.quantity,
    })),
    addressId: request.addressId ?? null,
    paymentMethodId: request.paymentMethodId ?? null,
    couponCode: request.couponCode ? normaliseCouponCode(request.couponCode) : null,
    note: request.note ?? null,
    purchaseOrderReference: request.purchaseOrderReference ?? null,
    quoteId: request.quoteId ?? null,
  } satisfies Record<Exclude<keyof CheckoutRequest, "customerId" | "expectedGrandTotal">, unknown>;
  return encodeHexLowerCase(sha256(new TextEncoder().encode(JSON.stringify(asked))));
}
