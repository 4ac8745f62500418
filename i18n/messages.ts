// Messages for the browser (issue #9 A.8): an island gets only its locale's messages and only the
// keys it uses, picked on the server by `pickMessages` (i18n/index.ts) and passed as a prop. This
// module holds no catalogue, so importing it ships no text.
import type { Locale } from "../core/profiles.ts";
import type { MessageKey, PluralKey } from "./index.ts";

/**
 * A message that depends on a count (issue #19 item 7): its locale's CLDR plural forms ("1 نتيجة"
 * is wrong Arabic; Arabic has zero, one, two, few, many and other) and the locale that chooses
 * among them with `Intl.PluralRules`.
 */
export interface PluralMessage {
  locale: Locale;
  forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
}

/** Some catalogue messages of one locale, by key: text, or a plural message's forms. */
export type Messages<K extends MessageKey = MessageKey> = {
  readonly [Key in K]: Key extends PluralKey ? PluralMessage : string;
};

/** What fills a message's `{{name}}` placeholders. */
export type Params = Record<string, string | number>;

/**
 * What a message of `Key` takes: a plural message needs its `count` (a type error without it),
 * any other message optional placeholders.
 */
export type ParamsOf<Key extends MessageKey> = Key extends PluralKey
  ? [params: Params & { count: number }]
  : [params?: Params];

/**
 * Fills `{{name}}` placeholders from `params`; unknown ones stay visible.
 * @example fillPlaceholders("Wait {{seconds}} s", { seconds: 5 }) // "Wait 5 s"
 */
export function fillPlaceholders(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A plural message's text for `params.count`: the form `Intl.PluralRules` names for the count in
 * the message's locale (`other` when the catalogue has no such form), its `{{count}}` written with
 * Latin digits grouped as the locale groups them (as `formatNumber` writes counts).
 * @example pluralText({ locale: "ar", forms }, { count: 2 }) // "نتيجتان"
 */
export function pluralText(message: PluralMessage, params: Params & { count: number }): string {
  const { locale, forms } = message;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(`${locale}-u-nu-latn`)));
  const text = forms[rules.select(params.count)] ?? forms.other;
  return fillPlaceholders(text, { ...params, count: format.format(params.count) });
}

/** A message's text: a plain message filled, a plural one in the form its count asks for. */
export function messageText(message: string | PluralMessage, params?: Params): string {
  if (typeof message === "string") return fillPlaceholders(message, params);
  const count = params?.count;
  // Without a count (only a key typed as any message can get here) the placeholder stays visible.
  if (typeof count !== "number") return fillPlaceholders(message.forms.other, params);
  return pluralText(message, { ...params, count });
}

/**
 * A translator over the messages an island was given.
 * @example translator(messages)("auth.login.submit")
 * @example translator(messages)("quickOrder.added", { count: 3 })
 */
export function translator<K extends MessageKey>(messages: Messages<K>) {
  return <Key extends K>(key: Key, ...[params]: ParamsOf<Key>): string =>
    messageText(messages[key] as string | PluralMessage, params);
}
export type SubsetTranslate<K extends MessageKey> = ReturnType<typeof translator<K>>;

/**
 * Text wrapped in Unicode first-strong isolates (FSI … PDI), so a Latin run inside Arabic text (or
 * the reverse) keeps its own order and cannot pull the punctuation around it out of place: the
 * plain-text twin of `<bdi>` for titles and messages.
 * @example t("search.title", { search: isolate(query) })
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
