// The inputs of /api/auth (SPEC §5 Login, Registration, Reset password; issue #4): the API
// validates with them (workers/lib/http/validate.ts) and the account islands' forms with the same
// types through Standard Schema. Messages are catalogue keys (core/validation/messages.ts).
import { type } from "arktype";
import {
  companyNumber,
  email,
  identifier,
  matches,
  newPassword,
  requiredPassword,
  requiredText,
} from "../validation/rules.ts";
import type { ValidationMessage } from "../validation/messages.ts";
import { customerDetails, customerDetailsMessages } from "./customer.ts";

/**
 * The Turnstile token a sign-in carries once a brake asks for a challenge (issue #9 D.19); at
 * most the 2,048 characters Cloudflare issues.
 */
const captchaToken = "string <= 2048";

/** SPEC §5 Login: email or phone required; password required. Customers and salespeople. */
export const LogIn = type({
  login: identifier("auth.login.loginRequired"),
  password: requiredPassword("auth.login.passwordRequired"),
  "captchaToken?": captchaToken,
}).onUndeclaredKey("delete");
export type LogIn = typeof LogIn.infer;
/** Every message `LogIn` may report: an island ships only these (issue #9 A.8; contracts.test.ts probes it). */
export const logInMessages = [
  "auth.login.loginRequired",
  "auth.login.passwordRequired",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/** Admin sign-in (SPEC §6: a separate page): email and password. */
export const AdminLogIn = type({
  email: identifier("auth.admin.emailRequired"),
  password: requiredPassword("auth.login.passwordRequired"),
  "captchaToken?": captchaToken,
}).onUndeclaredKey("delete");
export type AdminLogIn = typeof AdminLogIn.infer;
export const adminLogInMessages = [
  "auth.admin.emailRequired",
  "auth.login.passwordRequired",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/** SPEC §5 Registration: the required fields, SPEC §3's optional ones, a new password confirmed. */
export const Register = type({
  ...customerDetails,
  email: email(),
  companyNumber: companyNumber("register.companyNumber.invalid"),
  password: newPassword(),
  passwordConfirmation: "string",
})
  .onUndeclaredKey("delete")
  .narrow(matches("password", "passwordConfirmation"));
export type Register = typeof Register.infer;
export type RegisterInput = typeof Register.inferIn;
export const registerMessages = [
  ...customerDetailsMessages,
  "validation.email",
  "register.companyNumber.invalid",
  "validation.password.short",
  "validation.password.long",
  "validation.password.common",
  "validation.password.mismatch",
] as const satisfies readonly ValidationMessage[];

/** Email verification: the link's token, or the emailed six-digit code (with a session). */
export const VerifyEmail = type({
  "token?": "string <= 64",
  "code?": requiredText({ max: 6, message: "verify.code.invalid" }).narrow(
    (code, ctx) => /^\d{6}$/.test(code) || ctx.reject({ message: "verify.code.invalid" }),
  ),
})
  .onUndeclaredKey("delete")
  .narrow(
    (value, ctx) =>
      value.token !== undefined ||
      value.code !== undefined ||
      ctx.reject({ message: "verify.code.invalid", path: ["code"] }),
  );
export type VerifyEmail = typeof VerifyEmail.infer;
export const verifyEmailMessages = [
  "verify.code.invalid",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/** Password reset, step one (/reset): the account's email (SPEC §8 "enter a valid e-mail"). */
export const RequestPasswordReset = type({ email: email({ message: "reset.emailInvalid" }) }).onUndeclaredKey("delete");
export type RequestPasswordReset = typeof RequestPasswordReset.infer;
export const requestPasswordResetMessages = [
  "validation.required",
  "reset.emailInvalid",
] as const satisfies readonly ValidationMessage[];

/**
 * Password reset, step two (/password/reset/{token}/{email}), with SPEC §8's reset texts: enter a
 * valid e-mail, password too short, passwords don't match (e-mail doesn't match the requested one
 * is the route's, which knows the link's email).
 */
export const ResetPassword = type({
  token: "string <= 64",
  email: email({ message: "reset.emailInvalid" }),
  password: newPassword({ short: "reset.tooShort" }),
  passwordConfirmation: "string",
})
  .onUndeclaredKey("delete")
  .narrow(matches("password", "passwordConfirmation"));
export type ResetPassword = typeof ResetPassword.infer;
export const resetPasswordMessages = [
  "validation.required",
  "reset.emailInvalid",
  "reset.tooShort",
  "validation.password.long",
  "validation.password.common",
  "validation.password.mismatch",
] as const satisfies readonly ValidationMessage[];
