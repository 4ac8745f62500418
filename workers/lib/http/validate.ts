// Input is checked once, where it enters (STYLE.md "Boundaries and errors"): the same contract
// (core/contracts/) validates the API's input here and the islands' forms through Standard Schema.
// Messages are vocabulary keys (core/validation/messages.ts), translated into the answer's language.
import type { Type } from "arktype";
import type { Context, MiddlewareHandler } from "hono";
import { getProfile } from "../../../core/profiles.ts";
import { checkInput } from "../../../core/validation/issues.ts";
import { isValidationMessage, type ValidationMessage } from "../../../core/validation/messages.ts";
import { useTranslations, type MessageKey } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { AppError, errorCodes, type ErrorCode } from "../errors.ts";
import { requestLocale } from "../request-locale.ts";
import { isFormPost, readBody } from "./read-body.ts";

type Target = "json" | "query";

interface ValidateOptions<T extends Target> {
  /** What is validated: the body (JSON or a plain form, `json` to Hono) or the query string. */
  target?: T;
  /**
   * The page of a form that works without JavaScript: a refused plain form post goes back there
   * (303) with `?error=<field>:<message key>` for each refused field (decision 0014), which the
   * page reads with `fieldErrorsFrom`. JSON callers always get the 400.
   */
  formPage?: string;
}

/**
 * Middleware: the request's body (JSON or a plain form, see `readBody`) or query checked against
 * an arktype contract; the valid, typed value is `c.req.valid("json" | "query")`. A refusal is 400
 * `invalid_input` with one translated message per field (through `app.onError`), or, for a plain
 * form post with `formPage`, a redirect back to the form.
 * @example .post("/login", access("public"), validate(LogIn), (c) => logIn(db, c.req.valid("json")))
 */
export function validate<T extends Type, const K extends Target = "json">(
  schema: T,
  options: ValidateOptions<K> = {},
): MiddlewareHandler<{ Bindings: Env }, string, { in: Record<K, T["inferIn"]>; out: Record<K, T["infer"]> }> {
  const target = options.target ?? "json";
  return async (c, next) => {
    if (options.formPage) formPages.set(c.req.raw, options.formPage);
    const input = target === "query" ? queryFields(c) : await readBody(c);
    const checked = checkInput(schema, input);
    if (!checked.ok) {
      if (options.formPage && isFormPost(c)) {
        return c.redirect(formPageWithErrors(c, options.formPage, checked.errors), 303);
      }
      const t = useTranslations(requestLocale(c.req.raw, c.env));
      throw new AppError(
        "invalid_input",
        Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key)])),
      );
    }
    c.req.addValidatedData(target, checked.data as object);
    await next();
  };
}

/** The query string as fields: one value as text, repeated ones as a list. */
function queryFields(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? "") : values]),
  );
}

function formPageWithErrors(c: Context<{ Bindings: Env }>, page: string, issues: Record<string, ValidationMessage>) {
  const path = localizePath(page, requestLocale(c.req.raw, c.env), getProfile(c.env.PROFILE));
  const query = new URLSearchParams(Object.entries(issues).map(([field, key]) => ["error", `${field}:${key}`]));
  return `${path}?${query}`;
}

/** The form page each request validated with `formPage` came from, for its failures after validation. */
const formPages = new WeakMap<Request, string>();

/**
 * Where a plain form post that failed after validation goes back to (`app.onError`): its page
 * with `?failed=<error code>` (too many attempts, a write that failed), which the page reads with
 * `formFailureFrom`; null for JSON callers and routes without a form page, which get the error.
 */
export function formPageWithFailure(c: Context<{ Bindings: Env }>, code: ErrorCode): string | null {
  const page = formPages.get(c.req.raw);
  if (!page || !isFormPost(c)) return null;
  const path = localizePath(page, requestLocale(c.req.raw, c.env), getProfile(c.env.PROFILE));
  return `${path}?${new URLSearchParams({ failed: code })}`;
}

/**
 * The message of a plain form post's failure (`?failed=<error code>`), or undefined; only known
 * error codes are read, so nothing typed is ever echoed from a URL.
 * @example formFailureFrom(Astro.url.searchParams) // "errors.rateLimited"
 */
export function formFailureFrom(params: URLSearchParams): MessageKey | undefined {
  const code = params.get("failed") ?? "";
  return Object.hasOwn(errorCodes, code) ? errorCodes[code as ErrorCode].message : undefined;
}

/**
 * The field messages a refused plain form post carried back (`?error=<field>:<key>`), keeping
 * only vocabulary keys and plain field names, so nothing typed is ever echoed from a URL.
 * @example fieldErrorsFrom(Astro.url.searchParams) // { email: "validation.email" }
 */
export function fieldErrorsFrom(params: URLSearchParams): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const value of params.getAll("error")) {
    const [field = "", key] = value.split(":");
    if (/^\w{1,32}$/.test(field) && isValidationMessage(key)) errors[field] = key;
  }
  return errors;
}
