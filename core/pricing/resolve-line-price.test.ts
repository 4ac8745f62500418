import { describe, expect, it } from "vitest";
import { resolveLinePrice, shelfOnly, type AssignedList, type BuyerPrices } from "./resolve-line-price.ts";

const today = "2026-11-29";
const item = { productId: 1, variantId: null, shelfPrice: 5_000 };
const list = (id: number, owner: AssignedList["owner"], more: Partial<AssignedList> = {}): AssignedList => ({
  id,
  owner,
  startsOn: null,
  endsOn: null,
  active: true,
  ...more,
});
const book = (more: Partial<BuyerPrices>): BuyerPrices => ({ ...shelfOnly(), ...more });

describe("resolveLinePrice", () => {
  it("charges the shelf price without lists", () => {
    expect(resolveLinePrice(item, 1, shelfOnly(), today)).toBe(5_000);
  });

  it("takes the company's list over the group's, and the group's over the shelf", () => {
    const prices = [
      { listId: 10, productId: 1, variantId: null, unitPrice: 4_000 },
      { listId: 20, productId: 1, variantId: null, unitPrice: 3_000 },
    ];
    const both = book({ lists: [list(10, "group"), list(20, "company")], prices });
    expect(resolveLinePrice(item, 1, both, today)).toBe(3_000);
    expect(resolveLinePrice(item, 1, book({ lists: [list(10, "group")], prices }), today)).toBe(4_000);
  });

  it("falls through, product by product, when the company's list does not price the item", () => {
    const prices = [
      { listId: 10, productId: 1, variantId: null, unitPrice: 4_000 },
      { listId: 20, productId: 2, variantId: null, unitPrice: 3_000 },
    ];
    const both = book({ lists: [list(10, "group"), list(20, "company")], prices });
    expect(resolveLinePrice(item, 1, both, today)).toBe(4_000);
    expect(resolveLinePrice({ ...item, productId: 3 }, 1, both, today)).toBe(5_000);
  });

  it("counts a list only from its first to its last day, and only while active", () => {
    const prices = [{ listId: 20, productId: 1, variantId: null, unitPrice: 3_000 }];
    const on = (more: Partial<AssignedList>) =>
      resolveLinePrice(item, 1, book({ lists: [list(20, "company", more)], prices }), today);
    expect(on({ startsOn: today, endsOn: today })).toBe(3_000);
    expect(on({ startsOn: "2026-11-30" })).toBe(5_000);
    expect(on({ endsOn: "2026-11-28" })).toBe(5_000);
    expect(on({ active: false })).toBe(5_000);
  });

  it("prefers a variant's own price to its product's", () => {
    const prices = [
      { listId: 20, productId: 1, variantId: null, unitPrice: 3_000 },
      { listId: 20, productId: 1, variantId: 7, unitPrice: 2_500 },
    ];
    const onList = book({ lists: [list(20, "company")], prices });
    expect(resolveLinePrice({ ...item, variantId: 7 }, 1, onList, today)).toBe(2_500);
    expect(resolveLinePrice({ ...item, variantId: 8 }, 1, onList, today)).toBe(3_000);
  });

  it("applies the break the quantity reaches: one below, at and one above each break", () => {
    const breaks = [
      { listId: null, productId: 1, variantId: null, minQuantity: 12, unitPrice: 4_500 },
      { listId: null, productId: 1, variantId: null, minQuantity: 48, unitPrice: 4_250 },
    ];
    const shelf = shelfOnly(breaks);
    expect([11, 12, 13, 47, 48, 49].map((quantity) => resolveLinePrice(item, quantity, shelf, today))).toEqual([
      5_000, 4_500, 4_500, 4_500, 4_250, 4_250,
    ]);
  });

  it("applies the breaks of the price the line resolved to, not another's", () => {
    const breaks = [
      { listId: null, productId: 1, variantId: null, minQuantity: 12, unitPrice: 4_500 },
      { listId: 20, productId: 1, variantId: null, minQuantity: 24, unitPrice: 2_000 },
    ];
    const prices = [{ listId: 20, productId: 1, variantId: null, unitPrice: 3_000 }];
    const onList = book({ lists: [list(20, "company")], prices, breaks });
    expect([12, 23, 24, 25].map((quantity) => resolveLinePrice(item, quantity, onList, today))).toEqual([
      3_000, 3_000, 2_000, 2_000,
    ]);
    const expired = book({ lists: [list(20, "company", { endsOn: "2026-01-01" })], prices, breaks });
    expect([11, 12, 24].map((quantity) => resolveLinePrice(item, quantity, expired, today))).toEqual([
      5_000, 4_500, 4_500,
    ]);
  });

  it("takes a variant's own breaks instead of its product's", () => {
    const breaks = [
      { listId: null, productId: 1, variantId: null, minQuantity: 12, unitPrice: 4_500 },
      { listId: null, productId: 1, variantId: 7, minQuantity: 6, unitPrice: 4_800 },
    ];
    expect(resolveLinePrice({ ...item, variantId: 7 }, 12, shelfOnly(breaks), today)).toBe(4_800);
    expect(resolveLinePrice({ ...item, variantId: 8 }, 12, shelfOnly(breaks), today)).toBe(4_500);
  });
});
