import { describe, expect, it } from "vitest";
import { profiles } from "../core/profiles.ts";
import { validationMessages } from "../core/validation/messages.ts";
import { dir, formatDate, formatMoney, useTranslations } from "./index.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { localizePath, resolveLocale, switchLocaleHref } from "./routing.ts";

const arabic = profiles.testing_v1;
const english = profiles.v_1_;

describe("message catalogues", () => {
  it("have the same keys in Arabic and English", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(validationMessages)("translate the validation message %s in both languages", (key) => {
    expect(Object.hasOwn(ar, key) && Object.hasOwn(en, key)).toBe(true);
  });

  it("have no empty message", () => {
    for (const text of [...Object.values(ar), ...Object.values(en)]) expect(text.trim()).not.toBe("");
  });

  it("fills placeholders and keeps unknown ones visible", () => {
    const t = useTranslations("en");
    expect(t("footer.rights", { year: 2026, name: "Jumla" })).toBe("© 2026 Jumla. All rights reserved.");
    expect(t("footer.rights", { year: 2026 })).toBe("© 2026 {{name}}. All rights reserved.");
  });

  it("translates into Arabic", () => {
    expect(useTranslations("ar")("header.cart")).toBe("السلة");
  });
});

describe("direction", () => {
  it.each([
    ["ar", "rtl"],
    ["en", "ltr"],
  ] as const)("%s is %s", (locale, expected) => {
    expect(dir(locale)).toBe(expected);
  });
});

describe("money", () => {
  it.each([
    [12550, "ar", arabic, "125.50 ر.س"],
    [12550, "en", arabic, "125.50 ر.س"],
    [0, "ar", arabic, "0.00 ر.س"],
    [123456789, "en", arabic, "1,234,567.89 ر.س"],
    [999, "en", english, "£9.99"],
    [100000, "ar", english, "£1,000.00"],
  ] as const)("formats %i minor units in %s for %s", (minor, locale, profile, expected) => {
    expect(formatMoney(minor, locale, profile)).toBe(expected);
  });
});

describe("dates", () => {
  it("shows DD/MM/YYYY in the profile's time zone", () => {
    // 22:30 UTC on 21 Nov is already 22 Nov in Riyadh (UTC+3) but still 21 Nov in London.
    const instant = Date.UTC(2026, 10, 21, 22, 30);
    expect(formatDate(instant, arabic)).toBe("22/11/2026");
    expect(formatDate(instant, english)).toBe("21/11/2026");
  });

  it("pads single-digit days and months", () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 12), english)).toBe("05/01/2026");
  });
});

describe("locale URLs", () => {
  it.each([
    [arabic, "/", { kind: "page", locale: "ar", path: "/" }],
    [arabic, "/products", { kind: "page", locale: "ar", path: "/products" }],
    [arabic, "/en/", { kind: "page", locale: "en", path: "/" }],
    [arabic, "/en", { kind: "page", locale: "en", path: "/" }],
    [arabic, "/en/category/shoes", { kind: "page", locale: "en", path: "/category/shoes" }],
    [arabic, "/ar/products", { kind: "redirect", location: "/products" }],
    [english, "/ar/products", { kind: "page", locale: "ar", path: "/products" }],
    [english, "/en/products", { kind: "redirect", location: "/products" }],
    [english, "/english", { kind: "page", locale: "en", path: "/english" }],
  ] as const)("%s: %s", (profile, pathname, expected) => {
    expect(resolveLocale(pathname, profile)).toEqual(expected);
  });

  it("prefixes only the non-default locale", () => {
    expect(localizePath("/products", "ar", arabic)).toBe("/products");
    expect(localizePath("/products", "en", arabic)).toBe("/en/products");
    expect(localizePath("/", "en", arabic)).toBe("/en/");
    expect(localizePath("/", "ar", english)).toBe("/ar/");
  });

  it("switches language on the same page and query", () => {
    expect(switchLocaleHref("/products", "?search=shoes", "ar", arabic)).toBe("/en/products?search=shoes");
    expect(switchLocaleHref("/products", "?search=shoes", "en", arabic)).toBe("/products?search=shoes");
  });
});
