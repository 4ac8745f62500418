// Input is checked once, where it enters (STYLE.md "Boundaries and errors"): the same arktype type
// validates the API body and, through Standard Schema, the TanStack form. A type's messages are
// catalogue keys (`type("string > 0").configure({ message: "auth.login.passwordRequired" })`), so
// the API and the form translate them into the request's or the page's language.
import { arktypeValidator } from "@hono/arktype-validator";
import type { Type } from "arktype";
import type { ValidationTargets } from "hono";
import en from "../../i18n/en.json" with { type: "json" };
import { useTranslations, type MessageKey } from "../../i18n/index.ts";
import { AppError } from "./errors.ts";
import { requestLocale } from "./request-locale.ts";

/** Whether a string is a catalogue key (an issue message set with `configure({ message })`). */
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

/**
 * `arktypeValidator` whose failures become 400 `invalid_input` with field-level messages in the
 * request's language (SPEC §7 Accept-Language), through `app.onError`.
 * @example .post("/login", validate("json", LogIn), (c) => logIn(c.req.valid("json")))
 */
export function validate<T extends Type, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return arktypeValidator(target, schema, (result, c) => {
    if (result.success) return;
    const t = useTranslations(requestLocale(c.req.raw, c.env as Env));
    const details = Object.fromEntries(
      Object.entries(fieldIssues(result.errors)).map(([field, key]) => [field, t(key)]),
    );
    throw new AppError("invalid_input", details);
  });
}
