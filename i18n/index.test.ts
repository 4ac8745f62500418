import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { profiles } from "../core/profiles.ts";
import { validationMessages } from "../core/validation/messages.ts";
import {
  dir,
  formatDate,
  formatMoney,
  formatTime,
  isolate,
  moneyParts,
  pickMessages,
  useTranslations,
} from "./index.ts";
import { translator } from "./messages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { localizeHref, localizePath, resolveLocale, switchLocaleHref } from "./routing.ts";

const arabic = profiles.testing_v1;
const english = profiles.v_1_;

describe("message catalogues", () => {
  it("have the same keys in Arabic and English", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(["ar", "en"])("name each key once in %s.json (JSON keeps the last of two silently)", (locale) => {
    const text = readFileSync(new URL(`./${locale}.json`, import.meta.url), "utf8");
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
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

  it("gives an island only the keys it names, in its page's language (issue #9 A.8)", () => {
    const messages = pickMessages("ar", ["header.cart", "footer.rights"]);
    expect(messages).toEqual({ "header.cart": "السلة", "footer.rights": ar["footer.rights"] });
    expect(translator(messages)("footer.rights", { year: 2026, name: "جملة" })).toBe(
      useTranslations("ar")("footer.rights", { year: 2026, name: "جملة" }),
    );
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
    [12550, "ar", arabic, "125.50\u00A0ر.س"],
    [12550, "en", arabic, "SAR\u00A0125.50"],
    [0, "ar", arabic, "0.00\u00A0ر.س"],
    [123456789, "en", arabic, "SAR\u00A01,234,567.89"],
    [999, "en", english, "£9.99"],
    [100000, "ar", english, "£1,000.00"],
  ] as const)("writes %i minor units in %s for %s as text", (minor, locale, profile, expected) => {
    expect(formatMoney(minor, locale, profile)).toBe(expected);
  });

  // Decision 0030: the official sign U+20C1, left of the amount on the page in both directions, so
  // Arabic (right to left) reads it after the amount and English (left to right) before.
  it.each([
    ["ar", { symbol: "\u20C1", text: "ر.س", isSignFirst: false, dir: "rtl" }],
    ["en", { symbol: "\u20C1", text: "SAR", isSignFirst: true, dir: "ltr" }],
  ] as const)("draws riyals in %s with the Saudi riyal sign, left of the amount", (locale, expected) => {
    expect(moneyParts(12550, locale, arabic)).toEqual({ amount: "125.50", gap: "\u00A0", ...expected });
  });

  it.each(["ar", "en"] as const)("draws pounds in %s with the pound sign first and no space", (locale) => {
    expect(moneyParts(999, locale, english)).toMatchObject({ amount: "9.99", symbol: "£", isSignFirst: true, gap: "" });
  });

  it("keeps Latin digits and the minus sign with the amount in Arabic (decision 0007)", () => {
    expect(moneyParts(-1250, "ar", arabic).amount).toMatch(/^\u200E?-12\.50$/);
  });

  it("signs differences even when positive", () => {
    expect(moneyParts(1250, "en", arabic, { isSigned: true }).amount).toBe("+12.50");
    expect(moneyParts(0, "en", arabic, { isSigned: true }).amount).toBe("0.00");
  });
});

describe("isolate", () => {
  it("wraps text in first-strong isolates", () => {
    expect(isolate("shirt (XL)")).toBe("\u2068shirt (XL)\u2069");
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

  it("shows a time of day as HH:MM on 24 hours in the profile's time zone", () => {
    const instant = Date.UTC(2026, 10, 21, 22, 5);
    expect(formatTime(instant, arabic)).toBe("01:05");
    expect(formatTime(instant, english)).toBe("22:05");
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

  // Issue #9 item 12: slides store one URL for both languages; English pages must lead to English.
  it.each([
    ["/products", "en", arabic, "/en/products"],
    ["/products?page=2#top", "en", arabic, "/en/products?page=2#top"],
    ["/", "en", arabic, "/en/"],
    ["/en/register", "ar", arabic, "/register"],
    ["/ar/blogs", "en", arabic, "/en/blogs"],
    ["/products", "ar", arabic, "/products"],
    ["/products", "ar", english, "/ar/products"],
    ["https://example.com/offer", "en", arabic, "https://example.com/offer"],
    ["//cdn.example.com/x", "en", arabic, "//cdn.example.com/x"],
    ["#main", "en", arabic, "#main"],
    ["mailto:sales@jumla.test", "en", arabic, "mailto:sales@jumla.test"],
  ] as const)("leads the stored link %s to the %s page", (href, locale, profile, expected) => {
    expect(localizeHref(href, locale, profile)).toBe(expected);
  });

  it("switches language on the same page and query", () => {
    expect(switchLocaleHref("/products", "?search=shoes", "ar", arabic)).toBe("/en/products?search=shoes");
    expect(switchLocaleHref("/products", "?search=shoes", "en", arabic)).toBe("/products?search=shoes");
  });
});
