import { describe, expect, it } from "vitest";
import { orderStatuses } from "./order-status.ts";
import { isAwaitingPayment, paymentState, unpayableStatuses } from "./payment-state.ts";

describe("an order's payment state (decision 0080)", () => {
  it.each([
    [{ grandTotal: 10_000, paidAmount: 0, refundedAmount: 0 }, "unpaid"],
    [{ grandTotal: 10_000, paidAmount: 1, refundedAmount: 0 }, "partlyPaid"],
    [{ grandTotal: 10_000, paidAmount: 9_999, refundedAmount: 0 }, "partlyPaid"],
    [{ grandTotal: 10_000, paidAmount: 10_000, refundedAmount: 0 }, "paid"],
    // Short shipping may lower a paid order's total below what arrived: still paid
    [{ grandTotal: 8_000, paidAmount: 10_000, refundedAmount: 0 }, "paid"],
    [{ grandTotal: 10_000, paidAmount: 10_000, refundedAmount: 4_000 }, "paid"],
    [{ grandTotal: 10_000, paidAmount: 10_000, refundedAmount: 10_000 }, "refunded"],
    [{ grandTotal: 10_000, paidAmount: 4_000, refundedAmount: 4_000 }, "refunded"],
    // A refund recorded for an order nothing was paid for does not make it refunded
    [{ grandTotal: 10_000, paidAmount: 0, refundedAmount: 5_000 }, "unpaid"],
    [{ grandTotal: 0, paidAmount: 0, refundedAmount: 0 }, "unpaid"],
  ] as const)("%o is %s", (amounts, state) => {
    expect(paymentState(amounts)).toBe(state);
  });

  it("awaits payment for unpaid and partly paid orders the shop still owes goods for", () => {
    for (const status of orderStatuses) {
      const owed = !unpayableStatuses.includes(status);
      expect(isAwaitingPayment(status, "unpaid")).toBe(owed);
      expect(isAwaitingPayment(status, "partlyPaid")).toBe(owed);
      expect(isAwaitingPayment(status, "paid")).toBe(false);
      expect(isAwaitingPayment(status, "refunded")).toBe(false);
    }
    expect([...unpayableStatuses].sort()).toEqual(["cancelled", "refused", "rejected"]);
  });
});
