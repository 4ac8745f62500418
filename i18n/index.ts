import type { Locale, Profile } from "../core/profiles.ts";
import type { ValidationMessage } from "../core/validation/messages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { fillPlaceholders, type Messages } from "./messages.ts";
import { numberLocale } from "./money.ts";

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

export { formatMoney, moneyParts, type MoneyParts } from "./money.ts";

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
