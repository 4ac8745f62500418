// Messages for the browser (issue #9 A.8): an island gets only its locale's messages and only the
// keys it uses, picked on the server by `pickMessages` (i18n/index.ts) and passed as a prop. This
// module holds no catalogue, so importing it ships no text.
import type { MessageKey } from "./index.ts";

/** Some catalogue messages of one locale, by key. */
export type Messages<K extends MessageKey = MessageKey> = Readonly<Record<K, string>>;

/**
 * Fills `{{name}}` placeholders from `params`; unknown ones stay visible.
 * @example fillPlaceholders("Wait {{seconds}} s", { seconds: 5 }) // "Wait 5 s"
 */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A translator over the messages an island was given.
 * @example translator(messages)("auth.login.submit")
 */
export function translator<K extends MessageKey>(messages: Messages<K>) {
  return (key: K, params?: Record<string, string | number>): string => fillPlaceholders(messages[key], params);
}
export type SubsetTranslate<K extends MessageKey> = ReturnType<typeof translator<K>>;
