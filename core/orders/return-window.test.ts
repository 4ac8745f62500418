import { describe, expect, it } from "vitest";
import { deliveredAt, returnWindow, type ReturnPolicy } from "./return-window.ts";

const day = 86_400_000;
const policy: ReturnPolicy = { isOrderRefundable: true, refundsEnabled: true, refundDays: 14 };
const delivered = Date.UTC(2026, 10, 1);

describe("return window (decision 0053)", () => {
  it.each([
    ["the profile takes no returns", { ...policy, isOrderRefundable: false }, "delivered", 0, "unavailable"],
    ["the site setting is off", { ...policy, refundsEnabled: false }, "delivered", 0, "unavailable"],
    ["the order is still pending", policy, "pending", 0, "not_delivered"],
    ["the order was rejected at the door", policy, "rejected", 0, "not_delivered"],
    ["a day after delivery", policy, "delivered", day, "open"],
    ["a completed order within the days", policy, "completed", 13 * day, "open"],
    ["the last millisecond", policy, "delivered", 14 * day - 1, "open"],
    ["exactly refund days later", policy, "delivered", 14 * day, "closed"],
    ["zero refund days", { ...policy, refundDays: 0 }, "delivered", 0, "closed"],
  ] as const)("%s → %s", (_name, rules, status, after, state) => {
    expect(returnWindow(rules, { status, deliveredAt: delivered }, delivered + after).state).toBe(state);
  });

  it("is not delivered without a delivery date", () => {
    expect(returnWindow(policy, { status: "delivered", deliveredAt: null }, delivered).state).toBe("not_delivered");
  });

  it("closes refund days after delivery", () => {
    expect(returnWindow(policy, { status: "delivered", deliveredAt: delivered }, delivered)).toEqual({
      state: "open",
      closesAt: delivered + 14 * day,
    });
  });

  it("counts from the first delivery, else the first completion", () => {
    expect(
      deliveredAt([
        { status: "shipped", createdAt: 1 },
        { status: "delivered", createdAt: 30 },
        { status: "completed", createdAt: 20 },
        { status: "delivered", createdAt: 10 },
      ]),
    ).toBe(10);
    expect(
      deliveredAt([
        { status: "completed", createdAt: 40 },
        { status: "completed", createdAt: 25 },
      ]),
    ).toBe(25);
    expect(deliveredAt([{ status: "pending", createdAt: 1 }])).toBeNull();
  });
});
