import { expect, it } from "vitest";
import { isPaymentMethodAllowed, type PaymentMethodRule } from "./payment-methods.ts";

const method = (overrides: Partial<PaymentMethodRule> = {}): PaymentMethodRule => ({
  id: 1,
  active: true,
  minLimit: 10_000,
  maxLimit: 500_000,
  zoneIds: [1, 2],
  ...overrides,
});

it.each([
  { name: "allows a method of the zone within its limits", rule: method(), zone: 1, total: 10_000, expected: true },
  { name: "allows the max limit itself", rule: method(), zone: 2, total: 500_000, expected: true },
  { name: "refuses a method not assigned to the zone", rule: method(), zone: 3, total: 20_000, expected: false },
  { name: "refuses an amount below the min limit", rule: method(), zone: 1, total: 9_999, expected: false },
  { name: "refuses an amount above the max limit", rule: method(), zone: 1, total: 500_001, expected: false },
  { name: "refuses an inactive method", rule: method({ active: false }), zone: 1, total: 20_000, expected: false },
  {
    name: "allows any amount without limits",
    rule: method({ minLimit: null, maxLimit: null }),
    zone: 1,
    total: 0,
    expected: true,
  },
])("$name", ({ rule, zone, total, expected }) => {
  expect(isPaymentMethodAllowed(rule, zone, total)).toBe(expected);
});
