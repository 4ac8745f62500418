import { type } from "arktype";
import { Hono, type Context } from "hono";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { getProfile, locales, type Locale } from "../../../core/profiles.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import type { ApiEnv } from "../app.ts";
import { ContactInput } from "./contact-input.ts";
import { toFieldErrorCodes, translateFieldErrors } from "./field-errors.ts";
import { ReviewInput } from "./review-input.ts";
import { submitContact } from "./submit-contact.ts";
import { submitReview } from "./submit-review.ts";

/**
 * A plain HTML form post (no JavaScript): answered with a redirect back to the form's page
 * (POST-redirect-GET) instead of JSON. The page's locale comes from `?locale=`, never a URL.
 */
const isFormPost = (c: Context<ApiEnv>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header("content-type") ?? "");

/**
 * The language of the answer: the form's page says it in `?locale=` (its action URL), else
 * Accept-Language as for every API call (SPEC §7).
 */
function answerLocale(c: Context<ApiEnv>): Locale {
  const asked = c.req.query("locale");
  return (locales as readonly string[]).includes(asked ?? "") ? (asked as Locale) : requestLocale(c.req.raw, c.env);
}

/** The form's page in the answer's locale: the only place a plain form post is sent back to. */
const formPage = (c: Context<ApiEnv>, path: string) => localizePath(path, answerLocale(c), getProfile(c.env.PROFILE));

/** The request body as fields, from JSON or from a urlencoded/multipart form. */
async function readFields(c: Context<ApiEnv>): Promise<unknown> {
  if (!isFormPost(c)) return c.req.json().catch(() => null);
  const body = await c.req.parseBody().catch(() => null);
  if (!body) return null;
  // Empty optional fields of a plain form are absent, as in the JSON the form script sends.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === "string" && value !== ""));
}

/**
 * Checks the body against an arktype type once, where it enters (STYLE.md). Bad input is a 400
 * with translated field messages, or for a plain form a redirect carrying the field codes.
 */
async function validate<T extends type.Any>(c: Context<ApiEnv>, schema: T, page: string) {
  const fields = await readFields(c);
  const result = schema(fields ?? {});
  if (!(result instanceof type.errors)) return { data: result as T["infer"] };
  const codes = toFieldErrorCodes(result);
  if (isFormPost(c)) {
    const query = new URLSearchParams(Object.entries(codes).map(([field, code]) => ["error", `${field}:${code}`]));
    return { redirect: c.redirect(`${formPage(c, page)}?${query}`, 303) };
  }
  throw new AppError("invalid_input", translateFieldErrors(codes, useTranslations(answerLocale(c))));
}

/** Storefront content writes: the contact form and site reviews (SPEC §2, §5). */
export const content = new Hono<ApiEnv>()
  .post("/contact", async (c) => {
    const input = await validate(c, ContactInput, "/contact");
    if (input.redirect) return input.redirect;
    await submitContact(getDb(c.env), input.data, getProfile(c.env.PROFILE));
    if (isFormPost(c)) return c.redirect(`${formPage(c, "/contact")}?sent=1`, 303);
    return c.json({ message: useTranslations(answerLocale(c))("contact.sent") }, 201);
  })
  .post("/reviews", async (c) => {
    const input = await validate(c, ReviewInput, "/review/add");
    if (input.redirect) return input.redirect;
    const review = await submitReview(getDb(c.env), input.data);
    if (isFormPost(c)) return c.redirect(`${formPage(c, "/review/add")}?sent=1`, 303);
    return c.json({ data: review, message: useTranslations(answerLocale(c))("review.sent") }, 201);
  });
