import { describe, expect, it } from "vitest";
import { areSelectionsValid, checkAdd, checkQuantity, maxOrderable, type OptionGroupRule } from "./purchase-rules.ts";

const limits = { minOrderQuantity: 12, packSize: 6, stock: 100, maxPerProduct: 500 };

describe("quantity rules (issue #10 item 2)", () => {
  it.each([
    [12, null],
    [18, null],
    [96, null],
    [6, { code: "below_minimum", params: { min: 12 } }],
    [14, { code: "not_whole_packs", params: { pack: 6 } }],
    [102, { code: "not_enough_stock", params: { max: 96 } }],
  ])("judges a quantity of %i", (quantity, problem) => {
    expect(checkQuantity(quantity, limits)).toEqual(problem);
  });

  it("caps by the max per product as well as the stock", () => {
    expect(maxOrderable({ ...limits, maxPerProduct: 40 })).toBe(36);
    expect(checkQuantity(42, { ...limits, maxPerProduct: 40 })).toEqual({
      code: "not_enough_stock",
      params: { max: 36 },
    });
  });

  it("has nothing orderable when the stock is below the minimum", () => {
    expect(maxOrderable({ ...limits, stock: 11 })).toBe(0);
    expect(checkQuantity(12, { ...limits, stock: 11 })).toEqual({ code: "not_enough_stock", params: { max: 0 } });
  });

  it("says Max stock added when the cart already holds the most", () => {
    expect(checkAdd(6, 96, limits)).toEqual({ ok: false, reason: "max_stock_added" });
  });

  it("refuses an addition that would pass the stock, with the max", () => {
    expect(checkAdd(12, 90, limits)).toEqual({ ok: false, reason: "not_enough_stock", params: { max: 96 } });
  });

  it("adds whole packs above the minimum", () => {
    expect(checkAdd(12, 0, limits)).toEqual({ ok: true, quantity: 12 });
    expect(checkAdd(6, 12, limits)).toEqual({ ok: true, quantity: 6 });
    expect(checkAdd(6, 0, limits)).toMatchObject({ ok: false, reason: "below_minimum" });
  });
});

describe("option selections (SPEC §5)", () => {
  const groups: OptionGroupRule[] = [
    { id: 1, isRequired: true, minSelections: 1, maxSelections: 1, choiceIds: [10, 11] },
    { id: 2, isRequired: false, minSelections: 2, maxSelections: 3, choiceIds: [20, 21, 22, 23] },
  ];

  it.each([
    ["the required choice", [10], true],
    ["required and optional within min and max", [11, 20, 21], true],
    ["no choice in a required group", [20, 21], false],
    ["two choices where the max is one", [10, 11], false],
    ["fewer than the optional group's min", [10, 20], false],
    ["more than the optional group's max", [10, 20, 21, 22, 23], false],
    ["a choice of another product", [10, 99], false],
    ["the same choice twice", [10, 20, 20], false],
  ])("judges %s", (_, choiceIds, valid) => {
    expect(areSelectionsValid(groups, choiceIds)).toBe(valid);
  });

  it("accepts no choices for a product without groups", () => {
    expect(areSelectionsValid([], [])).toBe(true);
  });
});
