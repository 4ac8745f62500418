import type { ArkErrors } from "arktype";
import type { MessageKey, Translate } from "../../../i18n/index.ts";

/**
 * Why a form field was refused. The API answers the translated text; the no-JavaScript form
 * fallback carries the code back to the page in the redirect, which translates it the same way.
 */
export type FieldErrorCode = "required" | "tooLong" | "invalidEmail" | "rating" | "links" | "personalInfo";

export const fieldMessageKeys = {
  required: "content.form.required",
  tooLong: "content.form.tooLong",
  invalidEmail: "errors.invalidEmail",
  rating: "review.rating.invalid",
  links: "contact.message.links",
  personalInfo: "contact.message.personalInfo",
} as const satisfies Record<FieldErrorCode, MessageKey>;

const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === "string" && Object.hasOwn(fieldMessageKeys, value);

/** The first refused rule of each field, from arktype's errors (SPEC §5 field-level messages). */
export function toFieldErrorCodes(errors: ArkErrors): Record<string, FieldErrorCode> {
  const codes: Record<string, FieldErrorCode> = {};
  for (const error of errors) {
    const field = String(error.path[0] ?? "form");
    if (codes[field]) continue;
    // A narrow() rule rejects with its own code as `expected` (see contact-input.ts).
    if (error.code === "predicate" && isFieldErrorCode(error.expected)) codes[field] = error.expected;
    else if (ratingFields.has(field)) codes[field] = "rating";
    else if (error.code === "maxLength") codes[field] = "tooLong";
    // An empty (or all-space) email is a missing one, not a malformed one.
    else if (field === "email" && !isMissing(error.code) && error.data !== "") codes[field] = "invalidEmail";
    else codes[field] = "required";
  }
  return codes;
}

const ratingFields = new Set(["overallRating", "quality", "delivery", "service"]);
const isMissing = (code: string) => code === "required" || code === "minLength" || code === "domain";

/** Field codes as the translated messages the API answers. */
export function translateFieldErrors(codes: Record<string, FieldErrorCode>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(fieldMessageKeys[code])]));
}

/** Reads `field:code` pairs from a redirect's query, keeping only known codes (never echoing input). */
export function parseFieldErrorCodes(values: readonly string[]): Record<string, FieldErrorCode> {
  const codes: Record<string, FieldErrorCode> = {};
  for (const value of values) {
    const [field, code] = value.split(":");
    if (field && /^\w{1,32}$/.test(field) && isFieldErrorCode(code)) codes[field] = code;
  }
  return codes;
}
