import { describe, expect, it } from "vitest";
import { checkoutLine, itemSteps, lineMessages } from "./cart-lines.ts";

const item = { id: "p12-v40", price: 500, quantity: 12, itemTotal: 6000 };

describe("cart lines as the checkout and the mirror read them (issue #10 items 4, 11)", () => {
  it("names product, variant, choices and quantity, never the price", () => {
    expect(checkoutLine({ ...item, productId: 12, variantId: 40, choiceIds: [7, 3] })).toEqual({
      productId: 12,
      variantId: 40,
      choiceIds: [7, 3],
      quantity: 12,
    });
    expect(checkoutLine({ ...item, productId: 12 })).toEqual({ productId: 12, variantId: null, quantity: 12 });
  });

  it.each([[undefined], [0], ["12"], [1.5]])(
    "has no checkout line for an item of another app (productId %j)",
    (productId) => {
      expect(checkoutLine({ ...item, productId: productId as number })).toBeNull();
    },
  );

  it("steps by the case from the minimum, 1 where the item says nothing", () => {
    expect(itemSteps({ ...item, packSize: 6, minOrderQuantity: 12 })).toEqual({ packSize: 6, minOrderQuantity: 12 });
    expect(itemSteps({ ...item, packSize: 6 })).toEqual({ packSize: 6, minOrderQuantity: 6 });
    expect(itemSteps(item)).toEqual({ packSize: 1, minOrderQuantity: 1 });
  });

  it("files a refusal's per-line messages under the items that were sent, in order", () => {
    const messages = lineMessages({ "lines.1": "Not enough", "lines.1.quantity": "Whole cases", couponCode: "x" }, [
      "a",
      "b",
    ]);
    expect([...messages]).toEqual([["b", "Not enough Whole cases"]]);
  });
});
