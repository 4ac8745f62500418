// Input is checked once, where it enters (STYLE.md "Boundaries and errors"): the same arktype type
// validates the API body and, through Standard Schema, the TanStack form. Messages are catalogue
// keys (workers/lib/issues.ts), translated here into the request's language.
import { arktypeValidator } from "@hono/arktype-validator";
import type { Type } from "arktype";
import type { ValidationTargets } from "hono";
import { useTranslations } from "../../i18n/index.ts";
import { AppError } from "./errors.ts";
import { fieldIssues } from "./issues.ts";
import { requestLocale } from "./request-locale.ts";

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
