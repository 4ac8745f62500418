import type { MessageKey } from "../../i18n/index.ts";

/** Every failure the API can report, mapped once to an HTTP status and a catalogue message (SPEC §8). */
export const errorCodes = {
  invalid_input: { status: 400, message: "errors.invalidInput" },
  // A body no contract is shown: malformed JSON, not an object, nested too deep (issue #9 D.22).
  invalid_body: { status: 400, message: "errors.invalidBody" },
  body_too_large: { status: 413, message: "errors.tooLarge" },
  unauthorized: { status: 401, message: "errors.unauthorized" },
  forbidden: { status: 403, message: "errors.forbidden" },
  not_found: { status: 404, message: "errors.notFound" },
  // SPEC §8 "Review could not be submitted": the review write failed (issue #3).
  review_failed: { status: 503, message: "review.failed" },
  rate_limited: { status: 429, message: "errors.rateLimited" },
  server: { status: 500, message: "errors.server" },
  database_down: { status: 503, message: "errors.tryLater" },
  // Sign-in (issue #4, SPEC §8); `hint` tells the user what to do next.
  cross_origin: { status: 403, message: "errors.crossOrigin" },
  invalid_credentials: { status: 401, message: "auth.login.invalid" },
  // Past a sign-in brake on a profile with a captcha (issue #9 D.19): solve the challenge first.
  captcha_required: { status: 403, message: "auth.captcha.required" },
  captcha_invalid: { status: 403, message: "auth.captcha.invalid" },
  account_unverified: { status: 403, message: "auth.login.unverified", hint: "auth.login.unverified.next" },
  account_unapproved: { status: 403, message: "auth.login.unapproved", hint: "auth.login.unapproved.next" },
  account_restricted: { status: 403, message: "errors.accountRestricted", hint: "errors.accountRestricted.next" },
  // Registration, verification, approval form and password reset (issue #4, SPEC §5, §8).
  account_taken: { status: 409, message: "register.taken" },
  verification_invalid: { status: 400, message: "verify.token.invalid" },
  reset_link_invalid: { status: 400, message: "reset.linkInvalid" },
  file_invalid: { status: 400, message: "approval.file.invalid" },
  file_too_large: { status: 413, message: "approval.file.tooLarge" },
  approval_closed: { status: 409, message: "approval.closed" },
  // Customer area (issue #4 item 7, SPEC §5 Profile, §8 "Wrong old password").
  wrong_old_password: { status: 400, message: "profile.oldPassword.wrong" },
} as const satisfies Record<string, { status: number; message: MessageKey; hint?: MessageKey }>;

export type ErrorCode = keyof typeof errorCodes;

/**
 * The one error class domain code throws; `app.onError` turns it into a response.
 * `details` carries field-level messages for invalid input.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, string> | undefined;

  constructor(code: ErrorCode, details?: Record<string, string>) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}
