import { describe, expect, it } from "vitest";
import { signedInStep } from "./SignInForm.tsx";

const steps = { verify: "/verify-email", approval: "/approval-form", sales: "/sales" };

describe("signedInStep", () => {
  it.each([
    [{ user: { kind: "customer", status: "unverified" } }, "/verify-email"],
    [{ user: { kind: "customer", status: "unapproved" } }, "/approval-form"],
    [{ user: { kind: "customer", status: "approved" } }, null],
    [{ user: { kind: "salesperson" } }, "/sales"],
    [null, null],
  ])("sends the shopper the sign-in answered as %o to %s", (data, step) => {
    expect(signedInStep(data, steps)).toBe(step);
  });

  it("sends a salesperson to the page they asked for when the sign-in page was given one (?to=)", () => {
    expect(signedInStep({ user: { kind: "salesperson" } }, { ...steps, sales: "/en/quick-order" })).toBe(
      "/en/quick-order",
    );
  });
});
