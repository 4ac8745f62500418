import { describe, expect, it } from "vitest";
import { getProfile } from "../../core/profiles.ts";
import { isCacheablePath } from "../../workers/lib/page-cache.ts";
import type { Shopper } from "../../workers/api/auth/shopper.ts";
import { errorCodes, type ErrorCode } from "../../workers/lib/errors.ts";
import { areaDoor, doorLocation, errorDoor, findPageArea, pageAreas, roles, shopperRole } from "./page-access.ts";

const profile = getProfile("testing_v1");

/** The area of a path, which these tests know exists. */
function area(path: string) {
  const found = findPageArea(path);
  if (!found) throw new Error(`no area for ${path}`);
  return found;
}
const customer = (status: "unverified" | "unapproved" | "approved"): Shopper => ({
  kind: "customer",
  id: 1,
  firstName: "Fatimah",
  lastName: "Al-Harbi",
  email: "f@jumla.test",
  status,
  isRestricted: false,
  canSeePrices: status === "approved",
});

describe("findPageArea", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard/orders/7", "/dashboard/*"],
    ["/admin-panel/secure/login", "/admin-panel/secure/login"],
    ["/admin-panel/secure/product/3", "/admin-panel/secure/*"],
    ["/login", "/login"],
    ["/sales", "/sales"],
    ["/sales/customers/7", "/sales/*"],
  ])("puts %s in the area %s", (path, area) => {
    expect(findPageArea(path)?.path).toBe(area);
  });

  it.each(["/", "/products", "/dashboards", "/login-help", "/reset", "/category/dashboard", "/salesforce"])(
    "leaves the public page %s outside every area",
    (path) => {
      expect(findPageArea(path)).toBeUndefined();
    },
  );

  it.each(pageAreas.map((area) => area.path.replace("/*", "/x")))(
    "never lets the shared page cache keep %s (its answer depends on who asks)",
    (path) => {
      expect(isCacheablePath(path, profile)).toBe(false);
      expect(isCacheablePath(`/en${path}`, profile)).toBe(false);
    },
  );
});

describe("shopperRole", () => {
  it.each([
    [null, "guest"],
    [customer("unverified"), "unverified"],
    [customer("unapproved"), "unapproved"],
    [customer("approved"), "customer"],
    [
      { kind: "salesperson", id: 2, firstName: "K", lastName: "S", email: "k@jumla.test", canSeePrices: true },
      "salesperson",
    ],
  ] as const)("reads %o as %s", (shopper, role) => {
    expect(shopperRole(shopper as Shopper | null)).toBe(role);
  });
});

describe("areaDoor", () => {
  const dashboard = area("/dashboard/orders");
  const admin = area("/admin-panel/secure/orders");

  it("treats an admin as a guest in a shopper area, and every shopper as a guest in the admin area", () => {
    expect(areaDoor(dashboard, "admin", profile.flags)).toEqual(areaDoor(dashboard, "guest", profile.flags));
    for (const role of roles.filter((r) => r !== "admin"))
      expect(areaDoor(admin, role, profile.flags)).toEqual(areaDoor(admin, "guest", profile.flags));
    expect(areaDoor(admin, "admin", profile.flags)).toEqual({ kind: "enter" });
  });

  it("answers not found to everyone where the area's profile feature is off (SPEC §9 dashboard flag)", () => {
    const overview = area("/dashboard");
    const off = { ...profile.flags, isDashboardEnabled: false };
    for (const role of roles) expect(areaDoor(overview, role, off)).toEqual({ kind: "notFound" });
    expect(areaDoor(overview, "customer", profile.flags)).toEqual({ kind: "enter" });
    expect(areaDoor(dashboard, "customer", off)).toEqual({ kind: "enter" });
  });

  it("keeps the customer area to approved customers (decision 0017) and sends a salesperson to theirs (0095)", () => {
    expect(roles.map((role) => areaDoor(dashboard, role, profile.flags).kind)).toEqual([
      "redirect",
      "redirect",
      "redirect",
      "enter",
      "redirect",
      "redirect",
    ]);
    expect(areaDoor(dashboard, "salesperson", profile.flags)).toEqual({ kind: "redirect", to: "/sales" });
  });

  it.each(["/sales", "/sales/customers", "/sales/customers/7", "/sales/collections/new"])(
    "keeps %s to salespeople: guests sign in and come back, customers find nothing (decision 0095)",
    (path) => {
      expect(roles.map((role) => areaDoor(area(path), role, profile.flags).kind)).toEqual([
        "redirect",
        "notFound",
        "notFound",
        "notFound",
        "enter",
        "redirect",
      ]);
      expect(areaDoor(area(path), "guest", profile.flags)).toEqual({ kind: "redirect", to: "/login", returnTo: true });
    },
  );

  it("sends guests to sign in before the purchase flow and lets every signed-in shopper, and an admin, reach it (decisions 0052, 0098)", () => {
    for (const path of ["/checkout", "/order-summary"]) {
      expect(roles.map((role) => areaDoor(area(path), role, profile.flags).kind)).toEqual([
        "redirect",
        "enter",
        "enter",
        "enter",
        "enter",
        "enter",
      ]);
    }
    expect(areaDoor(area("/checkout"), "guest", profile.flags)).toMatchObject({ to: "/login", returnTo: true });
  });

  it("has /order-summary only where the profile enables it (SPEC §9 isOrderSummaryEnabled)", () => {
    const off = { ...profile.flags, isOrderSummaryEnabled: false };
    for (const role of roles) expect(areaDoor(area("/order-summary"), role, off)).toEqual({ kind: "notFound" });
    expect(areaDoor(area("/checkout"), "customer", off)).toEqual({ kind: "enter" });
  });

  it("shows /thank-you to approved customers, salespeople and admins, the people who place orders", () => {
    expect(roles.map((role) => areaDoor(area("/thank-you"), role, profile.flags).kind)).toEqual([
      "redirect",
      "redirect",
      "redirect",
      "enter",
      "enter",
      "enter",
    ]);
  });

  it("lets an admin take a phone order on the cart, the quick order pad and the checkout only (decision 0098)", () => {
    const phoneOrderPages = ["/cart", "/quick-order", "/checkout", "/order-summary", "/thank-you"];
    for (const path of phoneOrderPages) expect(areaDoor(area(path), "admin", profile.flags)).toEqual({ kind: "enter" });
    const withAdminDoor = pageAreas
      .filter((each) => each.session === "shopper" && each.doors.admin)
      .map((each) => each.path);
    expect(withAdminDoor.toSorted()).toEqual(phoneOrderPages.toSorted());
  });
});

describe("doorLocation", () => {
  const localize = (path: string) => `/en${path}`;

  it("sends a guest to sign in with the page asked for, to come back to", () => {
    const door = areaDoor(area("/dashboard/orders"), "guest", profile.flags);
    if (door.kind !== "redirect") throw new Error("a redirect");
    expect(doorLocation(door, "/en/dashboard/orders?page=2", new URLSearchParams("page=2"), localize)).toBe(
      "/en/login?to=%2Fen%2Fdashboard%2Forders%3Fpage%3D2",
    );
  });

  it("sends an onboarding customer to their step without a return path", () => {
    const door = areaDoor(area("/dashboard"), "unapproved", profile.flags);
    if (door.kind !== "redirect") throw new Error("a redirect");
    expect(doorLocation(door, "/en/dashboard", new URLSearchParams(), localize)).toBe("/en/approval-form");
  });

  it("lets a verified customer who follows an emailed link (?token=) check it", () => {
    const door = areaDoor(area("/verify-email"), "customer", profile.flags);
    if (door.kind !== "redirect") throw new Error("a redirect");
    expect(doorLocation(door, "/verify-email", new URLSearchParams(), (p) => p)).toBe("/approval-form");
    expect(doorLocation(door, "/verify-email?token=x", new URLSearchParams("token=x"), (p) => p)).toBeNull();
  });
});

describe("errorDoor", () => {
  it.each([
    ["not_found", { kind: "notFound" }],
    ["forbidden", { kind: "notFound" }],
    ["unauthorized", { kind: "redirect", to: "/login", returnTo: true }],
    ["account_unverified", { kind: "redirect", to: "/verify-email" }],
    ["account_unapproved", { kind: "redirect", to: "/approval-form" }],
  ] as const)("turns %s into %o", (code, door) => {
    expect(errorDoor(code)).toEqual(door);
  });

  it("leaves every other error to the error page", () => {
    const others = (Object.keys(errorCodes) as ErrorCode[]).filter(
      (code) => !["not_found", "forbidden", "unauthorized", "account_unverified", "account_unapproved"].includes(code),
    );
    for (const code of others) expect(errorDoor(code)).toBeNull();
  });
});
