import { describe, expect, it } from "vitest";
import type { Shopper } from "../../workers/api/auth/shopper.ts";
import { customerAreaGate, gateLocation } from "./customer-area.ts";

const customer = (status: "unverified" | "unapproved" | "approved", isRestricted = false): Shopper => ({
  kind: "customer",
  id: 1,
  firstName: "Fatimah",
  lastName: "Al-Harbi",
  email: "f@jumla.test",
  status,
  isRestricted,
  canSeePrices: status === "approved",
});

describe("customerAreaGate", () => {
  it.each([
    ["a guest", null, { kind: "redirect", path: "/login" }],
    ["an unverified customer", customer("unverified"), { kind: "redirect", path: "/verify-email" }],
    ["an unapproved customer", customer("unapproved"), { kind: "redirect", path: "/approval-form" }],
    [
      "a salesperson",
      {
        kind: "salesperson",
        id: 2,
        firstName: "K",
        lastName: "S",
        email: "k@jumla.test",
        canSeePrices: true,
      } as Shopper,
      { kind: "notFound" },
    ],
  ])("sends %s elsewhere", (_name, user, expected) => {
    expect(customerAreaGate(user)).toEqual(expected);
  });

  it.each([false, true])("lets an approved customer in (restricted: %s)", (restricted) => {
    expect(customerAreaGate(customer("approved", restricted)).kind).toBe("customer");
  });
});

describe("gateLocation", () => {
  const localize = (path: string) => `/en${path}`;
  it("sends a guest to /login with the page asked for", () => {
    expect(gateLocation("/login", localize, "/en/dashboard/orders?page=2")).toBe(
      "/en/login?to=%2Fen%2Fdashboard%2Forders%3Fpage%3D2",
    );
  });
  it("sends an onboarding customer to the step without a return path", () => {
    expect(gateLocation("/verify-email", localize, "/en/dashboard")).toBe("/en/verify-email");
  });
});
