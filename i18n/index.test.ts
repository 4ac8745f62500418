import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { maxLineQuantity, maxPrice, maxPriceDelta, maxStock } from "../core/checkout/money-bounds.ts";
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
  pluralCategories,
  useTranslations,
  type MessageKey,
} from "./index.ts";
import { translator, type PluralMessage } from "./messages.ts";
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
    // Top-level keys only: a plural message's forms ("one", "other") repeat by design.
    const keys = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(validationMessages)("translate the validation message %s in both languages", (key) => {
    expect(Object.hasOwn(ar, key) && Object.hasOwn(en, key)).toBe(true);
  });

  // Decision 0074: the texts name the bounds, so they must say what core/checkout/money-bounds.ts holds
  it.each([
    ["validation.money.tooLarge", (maxPrice / 100).toLocaleString("en", { minimumFractionDigits: 2 })],
    ["validation.priceDelta.tooLarge", (maxPriceDelta / 100).toLocaleString("en", { minimumFractionDigits: 2 })],
    ["validation.quantity.tooLarge", maxLineQuantity.toLocaleString("en")],
    ["validation.stock.tooLarge", maxStock.toLocaleString("en")],
  ] as const)("name the bound in %s in both languages (%s)", (key, bound) => {
    expect(en[key]).toContain(bound);
    expect(ar[key]).toContain(bound);
  });

  it("have no empty message", () => {
    const texts = [...Object.values(ar), ...Object.values(en)].flatMap((message) =>
      typeof message === "string" ? [message] : Object.values(message),
    );
    for (const text of texts) expect(text.trim()).not.toBe("");
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

describe("plurals (issue #19 item 7: Intl.PluralRules, six forms in Arabic)", () => {
  const catalogues = { ar, en } as const;
  const pluralKeys = Object.entries(en)
    .filter(([, message]) => typeof message !== "string")
    .map(([key]) => key as MessageKey);

  it("names the plural forms CLDR gives each language", () => {
    for (const locale of ["ar", "en"] as const)
      expect(new Intl.PluralRules(locale).resolvedOptions().pluralCategories.toSorted()).toEqual(
        [...pluralCategories[locale]].toSorted(),
      );
  });

  it.each(["ar", "en"] as const)("gives every count message exactly the forms of %s, each with its count", (locale) => {
    expect(pluralKeys.length).toBeGreaterThan(20);
    for (const key of pluralKeys) {
      const forms = (catalogues[locale] as Record<string, unknown>)[key];
      expect(typeof forms, key).toBe("object");
      expect(Object.keys(forms as object).toSorted(), key).toEqual([...pluralCategories[locale]].toSorted());
      // "other" covers 100, 101, 1.5…: it must show the number.
      expect((forms as Record<string, string>).other, key).toContain("{{count}}");
    }
  });

  it.each([
    [0, "لا نتائج"],
    [1, "نتيجة واحدة"],
    [2, "نتيجتان"],
    [3, "3 نتائج"],
    [11, "11 نتيجة"],
    [100, "100 نتيجة"],
    [103, "103 نتائج"],
  ])("writes %i results in Arabic as %s", (count, text) => {
    expect(useTranslations("ar")("search.count", { count })).toBe(text);
  });

  it.each([
    [0, "السلة فارغة"],
    [1, "السلة 1، منتج واحد"],
    [2, "السلة 2، منتجان"],
    [3, "السلة 3 منتجات"],
    [11, "السلة 11 منتجًا"],
    [53, "السلة 53 منتجًا"],
    [100, "السلة 100 منتج"],
  ])("names a cart of %i products in Arabic %s", (count, text) => {
    expect(useTranslations("ar")("header.cart.count", { count })).toBe(text);
  });

  it.each([
    [0, "0 results"],
    [1, "1 result"],
    [2, "2 results"],
    [1234, "1,234 results"],
  ])("writes %i results in English as %s", (count, text) => {
    expect(useTranslations("en")("search.count", { count })).toBe(text);
  });

  it("gives an island a count message's forms with its locale, chosen the same way in the browser", () => {
    const messages = pickMessages("ar", ["quickOrder.added"]);
    expect(messages["quickOrder.added"]).toEqual({
      locale: "ar",
      forms: ar["quickOrder.added"],
    } satisfies PluralMessage);
    const t = translator(messages);
    for (const count of [0, 1, 2, 3, 11, 100])
      expect(t("quickOrder.added", { count })).toBe(useTranslations("ar")("quickOrder.added", { count }));
    expect(t("quickOrder.added", { count: 11 })).toBe("أُضيف 11 بندًا إلى سلتك.");
  });

  it("asks for the count of a count message: a type error without it, the placeholder left visible", () => {
    // @ts-expect-error: a plural message takes its count
    expect(useTranslations("en")("search.count")).toBe("{{count}} results");
  });

  it("fills the other placeholders of a count message", () => {
    const t = useTranslations("en");
    expect(t("cart.counts", { pieces: t("cart.pieces", { count: 1 }), lines: t("cart.lineCount", { count: 3 }) })).toBe(
      "1 piece in 3 lines",
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
