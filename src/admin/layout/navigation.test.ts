import { describe, expect, it } from "vitest";
import { activeLinkPath, navSections, screenNames, visibleSections } from "./navigation.ts";

const paths = (sections: ReturnType<typeof visibleSections>) =>
  sections.flatMap((section) => section.links.map((link) => link.path));

describe("the admin sidebar (SPEC §2)", () => {
  it("has the sections and links SPEC §2 lists, in its order", () => {
    expect(navSections.map((section) => section.key)).toEqual([
      "utils",
      "orders",
      "products",
      "users",
      "admins",
      "images",
    ]);
    expect(paths(visibleSections({ isSuperAdmin: true, refundsEnabled: true }))).toEqual([
      "",
      "tax-groups",
      "coupons",
      "price-lists",
      "shipping-zones",
      "order",
      "refunds",
      "abandoned-carts",
      "collections",
      "quotes",
      "product",
      "product/import",
      "variants",
      "options",
      "main-category",
      "category",
      "menu",
      "measureUnits",
      "tags",
      "brand",
      "users",
      "salespeople",
      "customer-groups",
      "admins",
      "slider",
      "gallery",
    ]);
  });

  it("shows the Admins group to super admins only (SPEC §6)", () => {
    const keys = (isSuperAdmin: boolean) =>
      visibleSections({ isSuperAdmin, refundsEnabled: true }).map((section) => section.key);
    expect(keys(true)).toContain("admins");
    expect(keys(false)).not.toContain("admins");
  });

  it("shows Refunds only when refunds are enabled", () => {
    expect(paths(visibleSections({ isSuperAdmin: false, refundsEnabled: false }))).not.toContain("refunds");
    expect(paths(visibleSections({ isSuperAdmin: false, refundsEnabled: true }))).toContain("refunds");
  });

  it("shows Invoices only where the profile has invoices (isInvoicesEnabled)", () => {
    const shown = (invoicesEnabled: boolean) =>
      paths(visibleSections({ isSuperAdmin: false, refundsEnabled: false, invoicesEnabled }));
    expect(shown(false)).not.toContain("invoices");
    expect(shown(true)).toContain("invoices");
  });

  it("names every SPEC §2 admin screen", () => {
    expect(Object.keys(screenNames).sort()).toEqual(
      [
        "",
        "abandoned-carts",
        "admins",
        "brand",
        "category",
        "collections",
        "coupons",
        "customer-groups",
        "gallery",
        "invoices",
        "main-category",
        "measureUnits",
        "menu",
        "options",
        "order",
        "price-lists",
        "product",
        "quotes",
        "refunds",
        "salespeople",
        "settings",
        "shipping-zones",
        "slider",
        "tags",
        "tax-groups",
        "users",
        "variants",
      ].sort(),
    );
  });
});

describe("the highlighted sidebar link (SPEC §2)", () => {
  it.each([
    ["", ""],
    ["product", "product"],
    ["product/15", "product"],
    ["product/add", "product"],
    ["product/import", "product/import"],
    ["product/variants/15", "product"],
    ["measureUnits/3", "measureUnits"],
    ["settings/site", ""],
    ["productivity", ""],
  ])("%s highlights %s", (path, link) => {
    expect(activeLinkPath(path, navSections)).toBe(link);
  });
});
