import { describe, expect, it } from "vitest";
import type { CartItem } from "../../stores/cart.ts";
import {
  attemptIdempotencyKey,
  settleRefusedAttempt,
  checkoutLines,
  checkoutRequest,
  emptyDraft,
  finishAttempt,
  readDraft,
  saveDraft,
} from "./checkout-draft.ts";

/** sessionStorage as the browser keeps it, for one tab. */
function tabStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const item = (fields: Partial<CartItem>): CartItem => ({
  id: "x",
  price: 1000,
  quantity: 12,
  itemTotal: 12000,
  ...fields,
});

describe("the order attempt's idempotency key (decision 0052)", () => {
  it("is the same on every submit of one attempt, so a double click or a retry places one order", () => {
    const storage = tabStorage();
    const first = attemptIdempotencyKey(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptIdempotencyKey(storage)).toBe(first);
  });

  it("is new once the order is placed", () => {
    const storage = tabStorage();
    const first = attemptIdempotencyKey(storage);
    finishAttempt(storage);
    expect(attemptIdempotencyKey(storage)).not.toBe(first);
  });

  it("is new after the server says it placed another request's order, and kept after any other refusal", () => {
    const storage = tabStorage();
    const first = attemptIdempotencyKey(storage);
    settleRefusedAttempt(storage, "not_enough_stock");
    expect(attemptIdempotencyKey(storage)).toBe(first);
    settleRefusedAttempt(storage, "idempotency_key_reused");
    expect(attemptIdempotencyKey(storage)).not.toBe(first);
  });

  it("is another one in another tab", () => {
    expect(attemptIdempotencyKey(tabStorage())).not.toBe(attemptIdempotencyKey(tabStorage()));
  });
});

describe("the checkout's draft", () => {
  it("comes back as it was saved, for /order-summary and back", () => {
    const storage = tabStorage();
    const draft = {
      addressId: 4,
      paymentMethodId: 2,
      couponCode: "LOYAL5",
      note: "Gate 3",
      purchaseOrderReference: "PO-1",
    };
    saveDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
  });

  it.each([
    ["nothing stored", null],
    ["unreadable text", "{not json"],
    ["not an object", "[1,2]"],
  ])("is empty with %s", (_, stored) => {
    const storage = tabStorage();
    if (stored !== null) storage.setItem("jumla-checkout-draft", stored);
    expect(readDraft(storage)).toEqual(emptyDraft);
  });

  it("drops ids that cannot be ids and text that is not text", () => {
    const storage = tabStorage();
    storage.setItem(
      "jumla-checkout-draft",
      JSON.stringify({ addressId: -1, paymentMethodId: "2", couponCode: "", note: 5, purchaseOrderReference: "PO" }),
    );
    expect(readDraft(storage)).toEqual({ ...emptyDraft, purchaseOrderReference: "PO" });
  });

  it("is forgotten with the attempt once the order is placed", () => {
    const storage = tabStorage();
    saveDraft(storage, { ...emptyDraft, note: "Gate 3" });
    finishAttempt(storage);
    expect(readDraft(storage)).toEqual(emptyDraft);
  });
});

describe("the cart's lines as the API takes them", () => {
  it("name what is bought and how many, never a price (issue #10 item 12)", () => {
    const lines = checkoutLines([
      item({ id: "p7", productId: 7, variantId: null, choiceIds: [], price: 1 }),
      item({ id: "p8-v3-c1.2", productId: 8, variantId: 3, choiceIds: [1, 2], quantity: 24 }),
    ]);
    expect(lines).toEqual([
      { productId: 7, variantId: null, quantity: 12 },
      { productId: 8, variantId: 3, choiceIds: [1, 2], quantity: 24 },
    ]);
    expect(JSON.stringify(lines)).not.toContain("price");
  });

  it("leave out items another shop's cart wrote without a product", () => {
    expect(checkoutLines([item({ id: "foreign" }), item({ productId: "7" })])).toEqual([]);
  });
});

describe("the request of a quote or an order", () => {
  it("leaves out empty text (the contract takes text or nothing) and trims the rest", () => {
    const request = checkoutRequest(
      [{ productId: 7, quantity: 12 }],
      { ...emptyDraft, addressId: 3, note: "  ", purchaseOrderReference: " PO-1 " },
      null,
    );
    expect(request).toEqual({
      lines: [{ productId: 7, quantity: 12 }],
      addressId: 3,
      paymentMethodId: null,
      purchaseOrderReference: "PO-1",
    });
  });

  it("names the customer only when a salesperson orders for one", () => {
    expect(checkoutRequest([], emptyDraft, 12)).toMatchObject({ customerId: 12 });
    expect(checkoutRequest([], emptyDraft, null)).not.toHaveProperty("customerId");
  });
});
