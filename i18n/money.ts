// Money and numbers as text (decision 0030), without the message catalogues, so an island can
// format them too without shipping any text.
import type { Locale, Profile } from "../core/profiles.ts";

/** What formatting money needs of a profile; an island gets only these fields. */
export type MoneyProfile = Pick<Profile, "region" | "currency" | "currencySymbol" | "currencyText">;

/**
 * Intl locale for numbers: Latin digits in both languages so prices, SKUs and quantities read
 * the same way (docs/decisions/0007-locale-urls-and-formatting.md).
 */
export function numberLocale(locale: Locale, profile: MoneyProfile): string {
  return `${locale}-${profile.region}-u-nu-latn`;
}

/**
 * One formatter per locale and style, made once per isolate: building an `Intl.NumberFormat` costs
 * far more than using one, and a page or an order email formats dozens of amounts (issue #19: 6 % of
 * an order's Worker CPU went to new formatters).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, style: "money" | "signed money" | "number"): Intl.NumberFormat {
  const key = `${tag} ${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    format = new Intl.NumberFormat(
      tag,
      style === "number" ? {} : { ...money, signDisplay: style === "signed money" ? "exceptZero" : "auto" },
    );
    numberFormats.set(key, format);
  }
  return format;
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
  profile: MoneyProfile,
  { isSigned = false }: { /** A difference ("+12.00"), signed even when positive. */ isSigned?: boolean } = {},
): MoneyParts {
  const amount = numberFormat(numberLocale(locale, profile), isSigned ? "signed money" : "money").format(minor / 100);
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
export function formatMoney(minor: number, locale: Locale, profile: MoneyProfile): string {
  const parts = moneyParts(minor, locale, profile);
  return parts.isSignFirst ? `${parts.text}${parts.gap}${parts.amount}` : `${parts.amount}${parts.gap}${parts.text}`;
}

/** Whole numbers (counts, quantities) with Latin digits. */
export function formatNumber(value: number, locale: Locale, profile: MoneyProfile): string {
  return numberFormat(numberLocale(locale, profile), "number").format(value);
}
