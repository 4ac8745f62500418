import { describe, expect, it } from "vitest";
import {
  couponDiscount,
  hasCustomerUsesLeft,
  isCouponApplicable,
  normaliseCouponCode,
  type CouponRule,
} from "./coupons.ts";

const now = Date.UTC(2026, 10, 23);
const day = 86_400_000;
const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  type: "percent",
  value: 1000,
  minCartAmount: 50_000,
  startsAt: now - day,
  endsAt: now + day,
  usageLimit: null,
  usedCount: 0,
  active: true,
  ...overrides,
});

describe("isCouponApplicable", () => {
  it.each([
    { name: "applies within its dates above its minimum", rule: coupon(), goods: 50_000, expected: true },
    { name: "rejects a coupon below its minimum cart amount", rule: coupon(), goods: 49_999, expected: false },
    { name: "rejects a coupon not yet started", rule: coupon({ startsAt: now + 1 }), goods: 60_000, expected: false },
    { name: "rejects an expired coupon", rule: coupon({ endsAt: now - 1 }), goods: 60_000, expected: false },
    { name: "rejects a coupon at its end instant", rule: coupon({ endsAt: now }), goods: 60_000, expected: false },
    { name: "applies without dates", rule: coupon({ startsAt: null, endsAt: null }), goods: 60_000, expected: true },
    {
      name: "rejects a coupon used up",
      rule: coupon({ usageLimit: 3, usedCount: 3 }),
      goods: 60_000,
      expected: false,
    },
    { name: "applies with uses left", rule: coupon({ usageLimit: 3, usedCount: 2 }), goods: 60_000, expected: true },
    { name: "rejects a coupon ended by the admin", rule: coupon({ active: false }), goods: 60_000, expected: false },
  ])("$name", ({ rule, goods, expected }) => {
    expect(isCouponApplicable(rule, goods, now)).toBe(expected);
  });
});

describe("hasCustomerUsesLeft", () => {
  it.each([
    { limit: null, uses: 50, expected: true },
    { limit: 1, uses: 0, expected: true },
    { limit: 1, uses: 1, expected: false },
    { limit: 3, uses: 2, expected: true },
    { limit: 3, uses: 4, expected: false },
  ])("a limit of $limit after $uses uses: $expected", ({ limit, uses, expected }) => {
    expect(hasCustomerUsesLeft({ perCustomerLimit: limit }, uses)).toBe(expected);
  });
});

describe("couponDiscount", () => {
  it.each([
    { rule: { type: "percent", value: 1000 }, goods: 12_345, expected: 1_235 },
    { rule: { type: "percent", value: 10_000 }, goods: 12_345, expected: 12_345 },
    { rule: { type: "fixed", value: 2_500 }, goods: 12_345, expected: 2_500 },
    { rule: { type: "fixed", value: 25_000 }, goods: 12_345, expected: 12_345 },
    { rule: { type: "fixed", value: 100 }, goods: 0, expected: 0 },
  ] as const)("$rule.type $rule.value on $goods takes $expected", ({ rule, goods, expected }) => {
    expect(couponDiscount(rule, goods)).toBe(expected);
  });
});

it("normalises a typed code to the stored shape", () => {
  expect(normaliseCouponCode("  welcome10 ")).toBe("WELCOME10");
});
