import type { Locale, Profile } from "../core/profiles.ts";
import type { ValidationMessage } from "../core/validation/messages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { fillPlaceholders, type Messages } from "./messages.ts";

/** Every key either catalogue has; a key missing from one of them fails `satisfies` below. */
export type MessageKey = keyof typeof en | keyof typeof ar;
type Catalogue = Record<MessageKey, string>;

// Both catalogues translate every message validation may produce (core/validation/messages.ts):
// a vocabulary key missing from either is a type error here.
const catalogues = { ar, en } satisfies Record<Locale, Catalogue & Record<ValidationMessage, string>>;

export { dir } from "./direction.ts";

/**
 * A translator for one locale. `{{name}}` placeholders are filled from `params`.
 * @example useTranslations("ar")("footer.rights", { year: 2026, name: "جملة" })
 */
export function useTranslations(locale: Locale) {
  const catalogue: Catalogue = catalogues[locale];
  return (key: MessageKey, params?: Record<string, string | number>): string =>
    fillPlaceholders(catalogue[key], params);
}
export type Translate = ReturnType<typeof useTranslations>;

/**
 * The messages of `keys` in one locale, for an island (issue #9 A.8): the page picks them, so the
 * browser loads neither the other language nor the keys the island does not use.
 * @example <SignInForm messages={pickMessages(locale, signInFormMessages)} />
 */
export function pickMessages<const K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  const catalogue: Catalogue = catalogues[locale];
  return Object.fromEntries(keys.map((key) => [key, catalogue[key]])) as Messages<K>;
}

/**
 * Intl locale for numbers: Latin digits in both languages so prices, SKUs and quantities read
 * the same way (docs/decisions/0007-locale-urls-and-formatting.md).
 */
function numberLocale(locale: Locale, profile: Profile): string {
  return `${locale}-${profile.region}-u-nu-latn`;
}

/** An amount of money taken apart for drawing: the sign and the number, in reading order. */
export interface MoneyParts {
  /** The number with Latin digits and two decimals, e.g. "1,234.50" or "-12.00". */
  amount: string;
  /** The sign as drawn (U+20C1 for the riyal, which needs its font) and as plain text. */
  symbol: string;
  text: string;
  /** Whether the sign comes before the amount in reading order. */
  isSignFirst: boolean;
  /** Space between sign and amount: a no-break space for the riyal (SAMA), none for the pound. */
  gap: string;
  /** The direction to isolate the whole in, so the sign lands left of the amount on every page. */
  dir: "ltr" | "rtl";
}

/**
 * Money from integer minor units (halalas, pence), in the profile's currency (decision 0030): the
 * riyal sign stands left of the amount in both directions, as SAMA's rules for the sign ask; in
 * Arabic it follows the amount in reading order (right to left), in English it precedes it. The
 * pound sign precedes the amount with no space (en-GB habit).
 */
export function moneyParts(
  minor: number,
  locale: Locale,
  profile: Profile,
  { isSigned = false }: { /** A difference ("+12.00"), signed even when positive. */ isSigned?: boolean } = {},
): MoneyParts {
  const amount = new Intl.NumberFormat(numberLocale(locale, profile), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: isSigned ? "exceptZero" : "auto",
  }).format(minor / 100);
  const isSignFirst = profile.currency === "GBP" || locale === "en";
  return {
    amount,
    symbol: profile.currencySymbol,
    text: profile.currencyText[locale],
    isSignFirst,
    gap: profile.currency === "GBP" ? "" : "\u00A0",
    dir: isSignFirst ? "ltr" : "rtl",
  };
}

/**
 * Money as plain text, for places no page font reaches (titles, attributes, emails): the sign in
 * letters. Pages draw money with `src/components/Money.astro`, which shows the riyal sign itself.
 * @example formatMoney(12550, "ar", profile) // "125.50 ر.س"; in "en": "SAR 125.50"
 */
export function formatMoney(minor: number, locale: Locale, profile: Profile): string {
  const parts = moneyParts(minor, locale, profile);
  return parts.isSignFirst ? `${parts.text}${parts.gap}${parts.amount}` : `${parts.amount}${parts.gap}${parts.text}`;
}

/**
 * Text wrapped in Unicode first-strong isolates (FSI … PDI), so a Latin run inside Arabic text (or
 * the reverse) keeps its own order and cannot pull the punctuation around it out of place: the
 * plain-text twin of `<bdi>` for titles and messages.
 * @example t("search.title", { search: isolate(query) })
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
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
