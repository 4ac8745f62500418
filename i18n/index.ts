import type { Locale } from "../core/profiles.ts";
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

export { formatMoney, formatNumber, moneyParts, type MoneyParts } from "./money.ts";
export { formatDate, formatTime } from "./dates.ts";

/**
 * Text wrapped in Unicode first-strong isolates (FSI … PDI), so a Latin run inside Arabic text (or
 * the reverse) keeps its own order and cannot pull the punctuation around it out of place: the
 * plain-text twin of `<bdi>` for titles and messages.
 * @example t("search.title", { search: isolate(query) })
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
