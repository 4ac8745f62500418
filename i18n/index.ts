import type { Locale, Profile } from "../core/profiles.ts";
import type { ValidationMessage } from "../core/validation/messages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };

/** Every key either catalogue has; a key missing from one of them fails `satisfies` below. */
export type MessageKey = keyof typeof en | keyof typeof ar;
type Catalogue = Record<MessageKey, string>;

// Both catalogues translate every message validation may produce (core/validation/messages.ts):
// a vocabulary key missing from either is a type error here.
const catalogues = { ar, en } satisfies Record<Locale, Catalogue & Record<ValidationMessage, string>>;

/** Text direction of a locale: Arabic is right to left. */
export function dir(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * A translator for one locale. `{{name}}` placeholders are filled from `params`.
 * @example useTranslations("ar")("footer.rights", { year: 2026, name: "جملة" })
 */
export function useTranslations(locale: Locale) {
  const catalogue: Catalogue = catalogues[locale];
  return (key: MessageKey, params?: Record<string, string | number>): string => {
    const text = catalogue[key];
    if (!params) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
export type Translate = ReturnType<typeof useTranslations>;

/**
 * Intl locale for numbers: Latin digits in both languages so prices, SKUs and quantities read
 * the same way (docs/decisions/0007-locale-urls-and-formatting.md).
 */
function numberLocale(locale: Locale, profile: Profile): string {
  return `${locale}-${profile.region}-u-nu-latn`;
}

/**
 * Money from integer minor units (halalas, pence) in the profile's currency and sign.
 * @example formatMoney(12550, "ar", profile) // "125.50 ر.س"
 */
export function formatMoney(minor: number, locale: Locale, profile: Profile): string {
  const amount = new Intl.NumberFormat(numberLocale(locale, profile), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  // The riyal sign follows the amount in both languages; the pound sign precedes it (en-GB habit).
  return profile.currency === "GBP" ? `${profile.currencySymbol}${amount}` : `${amount} ${profile.currencySymbol}`;
}

/** Whole numbers (counts, quantities) with Latin digits. */
export function formatNumber(value: number, locale: Locale, profile: Profile): string {
  return new Intl.NumberFormat(numberLocale(locale, profile)).format(value);
}

/**
 * A UTC epoch-milliseconds instant as DD/MM/YYYY in the profile's time zone (SPEC §9).
 * @example formatDate(Date.UTC(2026, 10, 21), profile) // "21/11/2026"
 */
export function formatDate(epochMs: number, profile: Profile): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: profile.timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    calendar: "gregory",
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}
