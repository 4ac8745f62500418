import { describe, expect, it } from "vitest";
import type { CheckoutRequest, Quote } from "../../../core/contracts/checkout.ts";
import { keepLastQuote, lastQuoteFor } from "./last-quote.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const request: CheckoutRequest = { lines: [{ productId: 5, quantity: 2 }], addressId: 9, customerId: 3 };
const quote = { grandTotal: 11_500 } as Quote;

describe("the last quote kept for a salesperson's cart (decision 0097)", () => {
  it("answers the kept quote for the same lines, address, coupon and customer, whatever the method, note or reference", () => {
    const storage = memoryStorage();
    expect(lastQuoteFor(storage, request)).toBeNull();
    keepLastQuote(storage, request, quote);
    expect(
      lastQuoteFor(storage, { ...request, paymentMethodId: 4, note: "Back door", purchaseOrderReference: "PO-1" }),
    ).toEqual(quote);
  });

  it("answers nothing for another cart: other lines, address, coupon or customer", () => {
    const storage = memoryStorage();
    keepLastQuote(storage, request, quote);
    expect(lastQuoteFor(storage, { ...request, lines: [{ productId: 5, quantity: 3 }] })).toBeNull();
    expect(lastQuoteFor(storage, { ...request, addressId: 10 })).toBeNull();
    expect(lastQuoteFor(storage, { ...request, couponCode: "TEN" })).toBeNull();
    expect(lastQuoteFor(storage, { ...request, customerId: 4 })).toBeNull();
  });

  it("reads unreadable storage as nothing kept", () => {
    const storage = memoryStorage();
    storage.setItem("jumla-last-quote", "{not json");
    expect(lastQuoteFor(storage, request)).toBeNull();
  });
});
