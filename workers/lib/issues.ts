// Validation issues → catalogue keys. Free of Hono and of the API, so React islands use it too:
// a type's messages are catalogue keys (`configure({ message: "auth.login.passwordRequired" })`),
// translated where they are shown (workers/lib/validation.ts for the API, the forms for pages).
import en from "../../i18n/en.json" with { type: "json" };
import type { MessageKey } from "../../i18n/index.ts";

/** Whether a string is a catalogue key. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The minimal issue shape both arktype's ArkErrors and Standard Schema issues have. */
export interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined;
  readonly code?: string;
}

/**
 * The catalogue key for one issue: the type's own key, else "required" for a missing field and
 * "invalid input" for anything arktype described in English.
 */
export function issueMessageKey(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  return issue.code === "required" ? "errors.required" : "errors.invalidInput";
}

/** Field name → catalogue key, the first issue per field (top-level issues under `_`). */
export function fieldIssues(issues: Iterable<Issue>): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    const name = first === undefined ? "_" : String(typeof first === "object" ? first.key : first);
    fields[name] ??= issueMessageKey(issue);
  }
  return fields;
}
