import { describe, expect, it } from "vitest";
import { canOrderFor } from "./customers.ts";

// Decision 0098: the phone order's picker and the customer page offer only customers an order can
// be placed for (SPEC §4: verified and approved; decision 0012: not restricted).
describe("canOrderFor", () => {
  const approved = { verified: true, approvalStatus: "approved", restricted: false } as const;

  it("offers a verified, approved, unrestricted customer", () => {
    expect(canOrderFor(approved)).toBe(true);
  });

  it.each([
    ["unverified", { ...approved, verified: false }],
    ["awaiting approval", { ...approved, approvalStatus: "pending" }],
    ["rejected", { ...approved, approvalStatus: "rejected" }],
    ["without a form", { ...approved, approvalStatus: "not_submitted" }],
    ["restricted", { ...approved, restricted: true }],
  ] as const)("refuses a customer %s", (_state, customer) => {
    expect(canOrderFor(customer)).toBe(false);
  });
});
