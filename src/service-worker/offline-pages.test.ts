import { describe, expect, it } from "vitest";
import { isHashedAsset, isKeepable, isOfflinePage, isReload, isSessionChange } from "./offline-pages.ts";

describe("what the service worker keeps offline (decision 0097)", () => {
  it.each([
    "/sales",
    "/sales/customers",
    "/en/sales/customers/12",
    "/",
    "/en",
    "/products",
    "/en/productDetails/cotton-shirt",
    "/category/shirts",
    "/cart",
    "/en/checkout",
    "/order-summary",
    "/quick-order",
  ])("keeps the salesperson's page %s", (path) => expect(isOfflinePage(path)).toBe(true));

  it.each([
    "/admin-panel/secure",
    "/admin-panel/secure/orders/1",
    "/api/sales/customers",
    "/api/orders",
    "/dashboard",
    "/en/dashboard/orders/3",
    "/login",
    "/thank-you",
    "/salesforce",
    "/products/extra",
    "/media/photo.jpg",
  ])("never keeps %s", (path) => expect(isOfflinePage(path)).toBe(false));

  it("keeps only hashed build assets cache-first", () => {
    expect(isHashedAsset("/_astro/Checkout.B1x2.js")).toBe(true);
    expect(isHashedAsset("/favicon.svg")).toBe(false);
  });

  it("keeps only whole answers of its own: no error, no redirect to sign in, no other site's", () => {
    expect(isKeepable({ ok: true, redirected: false, type: "basic" })).toBe(true);
    expect(isKeepable({ ok: false, redirected: false, type: "basic" })).toBe(false);
    expect(isKeepable({ ok: true, redirected: true, type: "basic" })).toBe(false);
    expect(isKeepable({ ok: true, redirected: false, type: "opaque" })).toBe(false);
  });

  it("drops everything kept when a shopper signs in or out", () => {
    expect(isSessionChange("POST", "/api/auth/login")).toBe(true);
    expect(isSessionChange("POST", "/api/auth/logout")).toBe(true);
    expect(isSessionChange("GET", "/api/auth/logout")).toBe(false);
    expect(isSessionChange("POST", "/api/auth/admin/login")).toBe(false);
  });

  it("lets a reload wait for the network, and only a reload", () => {
    expect(isReload({ cache: "no-cache" })).toBe(true);
    expect(isReload({ cache: "reload" })).toBe(true);
    expect(isReload({ cache: "default" })).toBe(false);
    expect(isReload({ cache: "force-cache" })).toBe(false);
  });
});
