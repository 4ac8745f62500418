import type { Locale } from "../core/profiles.ts";
import type { ValidationMessage } from "../core/validation/messages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { messageText, type Messages, type ParamsOf, type PluralMessage } from "./messages.ts";

/** Every key either catalogue has; a key missing from one of them fails `satisfies` below. */
export type MessageKey = keyof typeof en | keyof typeof ar;

/**
 * The keys of messages that depend on a count: in the catalogues an object of CLDR plural forms
 * (issue #19 item 7), e.g. `"search.count": { "one": "{{count}} result", "other": "{{count}} results" }`.
 */
export type PluralKey = { [Key in keyof typeof en]: (typeof en)[Key] extends string ? never : Key }[keyof typeof en];

/**
 * The plural forms each language's messages give, CLDR's categories for it (what
 * `new Intl.PluralRules(locale).resolvedOptions().pluralCategories` names, checked by a test).
 */
export const pluralCategories = {
  ar: ["zero", "one", "two", "few", "many", "other"],
  en: ["one", "other"],
} as const satisfies Record<Locale, readonly Intl.LDMLPluralRule[]>;

/** One language's catalogue: text for each key, and every plural form of its language for a plural key. */
type Catalogue<L extends Locale = Locale> = { [Key in Exclude<MessageKey, PluralKey>]: string } & {
  [Key in PluralKey]: Record<(typeof pluralCategories)[L][number], string>;
};

// Both catalogues translate every message validation may produce (core/validation/messages.ts),
// and give every plural form of their language: a key or a form missing from either is a type error here.
const catalogues = {
  ar: ar satisfies Catalogue<"ar"> & Record<ValidationMessage, string>,
  en: en satisfies Catalogue<"en"> & Record<ValidationMessage, string>,
};

/** A message of a catalogue as an island gets it: text, or a plural message's forms with their locale. */
function entry(locale: Locale, key: MessageKey): string | PluralMessage {
  const message = (catalogues[locale] as Record<MessageKey, string | PluralMessage["forms"]>)[key];
  return typeof message === "string" ? message : { locale, forms: message };
}

export { dir } from "./direction.ts";

/**
 * A translator for one locale. `{{name}}` placeholders are filled from `params`; a plural message
 * takes the form its `count` asks for (`count` is required for one: a type error without it).
 * @example useTranslations("ar")("footer.rights", { year: 2026, name: "جملة" })
 * @example useTranslations("ar")("search.count", { count: 2 }) // "نتيجتان"
 */
export function useTranslations(locale: Locale) {
  return <Key extends MessageKey>(key: Key, ...[params]: ParamsOf<Key>): string =>
    messageText(entry(locale, key), params);
}
export type Translate = ReturnType<typeof useTranslations>;

/**
 * The messages of `keys` in one locale, for an island (issue #9 A.8): the page picks them, so the
 * browser loads neither the other language nor the keys the island does not use.
 * @example <SignInForm messages={pickMessages(locale, signInFormMessages)} />
 */
export function pickMessages<const K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  return Object.fromEntries(keys.map((key) => [key, entry(locale, key)])) as Messages<K>;
}

export { formatMoney, formatNumber, moneyParts, type MoneyParts } from "./money.ts";
export { formatDate, formatTime } from "./dates.ts";

// Islands import it from ./messages.ts, which holds no catalogue.
export { isolate } from "./messages.ts";
