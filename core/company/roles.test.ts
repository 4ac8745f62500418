import { describe, expect, it } from "vitest";
import { approvalReason } from "./roles.ts";

describe("approvalReason (decision 0103)", () => {
  const buyer = { role: "buyer" as const, perOrderLimit: 1_000, perMonthLimit: 5_000 };

  it("never limits an owner, and always sends a requester's order for approval", () => {
    expect(approvalReason({ role: "owner", perOrderLimit: 1, perMonthLimit: 1 }, 10_000, 10_000)).toBeNull();
    expect(approvalReason({ role: "requester", perOrderLimit: null, perMonthLimit: null }, 1, 0)).toBe("requester");
  });

  it("lets a buyer order up to each limit and not a unit above", () => {
    expect(approvalReason(buyer, 1_000, 4_000)).toBeNull();
    expect(approvalReason(buyer, 1_001, 0)).toBe("order_limit");
    expect(approvalReason(buyer, 1_000, 4_001)).toBe("month_limit");
  });

  it("treats a missing limit as none", () => {
    expect(approvalReason({ role: "buyer", perOrderLimit: null, perMonthLimit: null }, 10 ** 9, 10 ** 9)).toBeNull();
  });
});
