import { describe, expect, it } from "vitest";
import { profiles } from "../../../core/profiles.ts";
import { menuItemHref } from "./get-page-shell.ts";

const arabic = profiles.testing_v1;

describe("menuItemHref", () => {
  it.each([
    ["products", "ar", "linen-shirt", "/productDetails/linen-shirt"],
    ["categories", "ar", "shirts", "/category/shirts"],
    ["brands", "en", "al waha", "/en/products?brand=al%20waha"],
    ["products", "en", "linen-shirt", "/en/productDetails/linen-shirt"],
  ] as const)("links a %s item in %s to its page", (itemKind, locale, slug, expected) => {
    expect(menuItemHref({ itemKind, slug }, locale, arabic)).toBe(expected);
  });

  it("gives no link to an item without a slug in the page's language", () => {
    expect(menuItemHref({ itemKind: "products", slug: null }, "ar", arabic)).toBeNull();
  });
});
