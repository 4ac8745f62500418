// The account inputs of issue #4 (SPEC §5 "Registration", "Reset password", "Approval form"),
// defined once: the API validates with them (workers/lib/validation.ts) and the forms with the same
// types through Standard Schema. Messages are catalogue keys, translated where they are shown.
import { type } from "arktype";
import type { MessageKey } from "../../../i18n/index.ts";
import { passwordProblem, type PasswordProblem } from "../../../core/password-policy.ts";

const trim = (value: string) => value.trim();
/** Phones as stored (db/schema/columns.ts phoneShape): digits with an optional leading "+". */
export const normalizePhone = (value: string) => value.replace(/[\s\-().]/g, "");

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (message: MessageKey, max = 100) =>
  type("string")
    .configure({ message })
    .pipe(trim)
    .narrow((value, ctx) =>
      value.length === 0
        ? ctx.reject({ message })
        : value.length > max
          ? ctx.reject({ message: "register.field.tooLong" })
          : true,
    );

/** Optional text: missing or blank becomes null. */
export const optionalText = (max = 200) =>
  type("string")
    .pipe(trim)
    .narrow((value, ctx) => value.length <= max || ctx.reject({ message: "register.field.tooLong" }))
    .pipe((value) => (value === "" ? null : value));

/** A phone with `min` to 15 digits after normalising (SPEC §5: phone at least 10 digits). */
export const phone = (message: MessageKey, min = 10) =>
  type("string")
    .configure({ message })
    .pipe(normalizePhone)
    .narrow((value, ctx) => new RegExp(`^\\+?\\d{${min},15}$`).test(value) || ctx.reject({ message }));

/** An optional phone: missing or blank becomes null, anything else must be a phone. */
export const optionalPhone = (message: MessageKey, min: number) =>
  type("string")
    .configure({ message })
    .pipe(normalizePhone)
    .narrow((value, ctx) => value === "" || new RegExp(`^\\+?\\d{${min},15}$`).test(value) || ctx.reject({ message }))
    .pipe((value) => (value === "" ? null : value));

/** An email address, trimmed and lower-cased as stored (SPEC §5 "Invalid email address"). */
export const email = (message: MessageKey = "errors.invalidEmail") =>
  type("string")
    .configure({ message })
    .pipe((value) => value.trim().toLowerCase())
    .to(type("string.email").configure({ message }))
    .narrow((value, ctx) => value.length <= 254 || ctx.reject({ message }));

/** SPEC §5: "valid company number"; approval form: digits only. 4 to 20 digits (decision 0016). */
export const companyNumber = (message: MessageKey) =>
  type("string")
    .configure({ message })
    .pipe(trim)
    .narrow((value, ctx) => /^\d{4,20}$/.test(value) || ctx.reject({ message }));

/** A new password (core/password-policy.ts), each broken rule with its own message. */
export const newPassword = (messages: Record<PasswordProblem, MessageKey>) =>
  type("string")
    .configure({ message: messages.short })
    .narrow((value, ctx) => {
      const problem = passwordProblem(value);
      return problem === null || ctx.reject({ message: messages[problem] });
    });

/** SPEC §5 Registration: required fields, the rest of SPEC §3's customer fields optional. */
export const Register = type({
  first_name: requiredText("register.firstName.required"),
  last_name: requiredText("register.lastName.required"),
  email: email(),
  company_name: requiredText("register.companyName.required", 200),
  company_number: companyNumber("register.companyNumber.invalid"),
  phone: phone("register.phone.invalid"),
  "mobile?": optionalPhone("register.mobile.invalid", 10),
  "land_line?": optionalPhone("register.landLine.invalid", 6),
  "country?": optionalText(),
  "city?": optionalText(),
  "state?": optionalText(),
  "address1?": optionalText(),
  "address2?": optionalText(),
  "post_code?": optionalText(20),
  password: newPassword({
    short: "register.password.short",
    long: "register.password.long",
    common: "register.password.common",
  }),
  password_confirmation: "string",
}).narrow(
  (value, ctx) =>
    value.password === value.password_confirmation ||
    ctx.reject({ message: "register.password.mismatch", path: ["password_confirmation"] }),
);
export type Register = typeof Register.infer;
export type RegisterInput = typeof Register.inferIn;

/** Email verification: the link's token, or the emailed code (with a session). */
export const VerifyEmail = type({
  "token?": "string <= 64",
  "code?": type("string")
    .configure({ message: "verify.code.invalid" })
    .pipe(trim)
    .narrow((value, ctx) => /^\d{6}$/.test(value) || ctx.reject({ message: "verify.code.invalid" })),
}).narrow(
  (value, ctx) =>
    value.token !== undefined ||
    value.code !== undefined ||
    ctx.reject({ message: "verify.code.invalid", path: ["code"] }),
);
export type VerifyEmail = typeof VerifyEmail.infer;

/** Password reset, step one (/reset): the account's email. */
export const RequestPasswordReset = type({ email: email("reset.emailInvalid") });
export type RequestPasswordReset = typeof RequestPasswordReset.infer;

/** Password reset, step two (/password/reset/{token}/{email}): SPEC §5 and §8 reset messages. */
export const ResetPassword = type({
  token: "string <= 64",
  email: email("reset.emailInvalid"),
  password: newPassword({ short: "reset.tooShort", long: "reset.tooLong", common: "reset.common" }),
  password_confirmation: "string",
}).narrow(
  (value, ctx) =>
    value.password === value.password_confirmation ||
    ctx.reject({ message: "reset.mismatch", path: ["password_confirmation"] }),
);
export type ResetPassword = typeof ResetPassword.infer;

/** SPEC §5 approval form: company number digits only (the file is checked by the route). */
export const ApprovalFormFields = type({
  company_number: companyNumber("approval.companyNumber.invalid"),
});

/** Admin decision on a customer's approval (SPEC §4); `can_see_prices` defaults to true on approval. */
export const ApprovalDecision = type({
  decision: type("'approved' | 'rejected'").configure({ message: "approval.decision.invalid" }),
  "can_see_prices?": "boolean",
});
export type ApprovalDecision = typeof ApprovalDecision.infer;

/** Admin flags of a customer (SPEC §3 can see prices, restricted). */
export const CustomerFlags = type({
  "can_see_prices?": "boolean",
  "restricted?": "boolean",
});
export type CustomerFlags = typeof CustomerFlags.infer;
