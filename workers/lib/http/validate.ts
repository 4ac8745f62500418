// Input is checked once, where it enters (STYLE.md "Boundaries and errors"): the same contract
// (core/contracts/) validates the API's input here and the islands' forms through Standard Schema.
// Messages are vocabulary keys (core/validation/messages.ts), translated into the answer's language.
import type { Type } from "arktype";
import type { Context, MiddlewareHandler } from "hono";
import { checkInput } from "../../../core/validation/issues.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../errors.ts";
import { requestLocale } from "../request-locale.ts";
import { readBody } from "./read-body.ts";

export type ValidationTarget = "json" | "query";
type Target = ValidationTarget;

interface ValidateOptions<T extends Target> {
  /** What is validated: the body (JSON or a plain form, `json` to Hono) or the query string. */
  target?: T;
  /** Form fields read as lists of every value sent, even one (`files` of a multiple file input). */
  lists?: readonly string[];
}

/**
 * Middleware: the request's body (JSON or a plain form, see `readBody`) or query checked against
 * an arktype contract; the valid, typed value is `c.req.valid("json" | "query")`. A refusal is 400
 * `invalid_input` with one translated message per field (through `app.onError`), whoever sent it:
 * a page's form without JavaScript reaches the API through its page (decision 0039). The
 * middleware carries its contract and target (`declaredValidation`), so the OpenAPI document is
 * written from the contracts the routes check (decision 0060).
 * @example .post("/login", access("public"), validate(LogIn), (c) => logIn(db, c.req.valid("json")))
 */
export function validate<T extends Type, const K extends Target = "json">(
  schema: T,
  options: ValidateOptions<K> = {},
): MiddlewareHandler<{ Bindings: Env }, string, { in: Record<K, T["inferIn"]>; out: Record<K, T["infer"]> }> &
  Validator {
  const target: Target = options.target ?? "json";
  const middleware: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
    const input = target === "query" ? queryFields(c) : await readBody(c, { lists: options.lists ?? [] });
    const checked = checkInput(schema, input);
    if (!checked.ok) {
      const t = useTranslations(requestLocale(c.req.raw, c.env));
      throw new AppError(
        "invalid_input",
        Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key)])),
      );
    }
    c.req.addValidatedData(target, checked.data as object);
    await next();
  };
  const validates: Validator["validates"] = { schema, target };
  // The typed input Hono infers comes from the signature; the handler itself reads any target.
  return Object.assign(middleware, { validates }) as unknown as ReturnType<typeof validate<T, K>>;
}

/** What a `validate` middleware checks: its contract and where the input comes from. */
export interface Validator {
  readonly validates: { readonly schema: Type; readonly target: ValidationTarget };
}

/** The contract and target a route handler checks, if it is a `validate` middleware. */
export function declaredValidation(handler: unknown): Validator["validates"] | undefined {
  const validates = (handler as Partial<Validator> | null)?.validates;
  return validates && (validates.target === "json" || validates.target === "query") ? validates : undefined;
}

/** The query string as fields: one value as text, repeated ones as a list. */
function queryFields(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? "") : values]),
  );
}
