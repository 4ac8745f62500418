import { describe, expect, it } from "vitest";
import { shelfPrice } from "./shelf-price.ts";

describe("shelfPrice", () => {
  it.each([
    ["the price without a discount", { price: 12_500, discountPrice: null }, 12_500],
    ["the discount price when there is one", { price: 12_500, discountPrice: 9_900 }, 9_900],
    ["a discount price of 0 (given away), not the price", { price: 12_500, discountPrice: 0 }, 0],
    ["a discount price equal to the price", { price: 500, discountPrice: 500 }, 500],
  ])("answers %s", (_, product, expected) => {
    expect(shelfPrice(product)).toBe(expected);
  });

  it("answers null for a product read without prices (a guest's page)", () => {
    expect(shelfPrice({ price: null, discountPrice: null })).toBeNull();
  });
});
