import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Sign-in brakes (issue #4 "Protection", OWASP ASVS 5.0 V6.3; issue #9 D.19, decision 0036),
 * counting failed attempts only, so one office behind a NAT can sign in all its staff:
 * - per address, against credential stuffing across many accounts;
 * - per account at an address, against guessing one password from one place;
 * - per account (whichever identifier named it, email or phone), against guessing it from many.
 * Past one of them a captcha profile asks for a challenge; a profile without one refuses the
 * address (never the account: the owner elsewhere still signs in) and slows the account down.
 */
export const signInLimits = {
  perAddress: { name: "sign-in:ip", limit: 20, windowSeconds: 10 * 60 },
  perAccountAtAddress: { name: "sign-in:account-ip", limit: 5, windowSeconds: 15 * 60 },
  perAccount: { name: "sign-in:account", limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The wait before checking a password of an account past its limit, on profiles without a
 * captcha: half a second, doubling with each further failure, at most ten seconds.
 */
export function signInDelayMs(accountFailures: number): number {
  const past = accountFailures - signInLimits.perAccount.limit;
  return past < 0 ? 0 : Math.min(500 * 2 ** past, 10_000);
}

/**
 * Brakes on the account flows (issue #4 "Protection", OWASP ASVS 5.0 V2.4): per address against
 * floods and enumeration, per account against guessing a code and flooding someone's inbox.
 */
export const accountLimits = {
  registerPerIp: { name: "register:ip", limit: 10, windowSeconds: 60 * 60 },
  /** A salesperson registering businesses for their customers (each is emailed a link): ten an hour. */
  registerPerSalesperson: { name: "register:salesperson", limit: 10, windowSeconds: 60 * 60 },
  /** A company's owner inviting colleagues (each is emailed a link, decision 0103): ten an hour. */
  invitePerCompany: { name: "invite:company", limit: 10, windowSeconds: 60 * 60 },
  verifyPerAccount: { name: "verify:account", limit: 5, windowSeconds: 15 * 60 },
  verifyPerIp: { name: "verify:ip", limit: 30, windowSeconds: 15 * 60 },
  /** The page's countdown: one new code a minute, five an hour. */
  resendPerAccountMinute: { name: "resend:account:minute", limit: 1, windowSeconds: 60 },
  resendPerAccountHour: { name: "resend:account:hour", limit: 5, windowSeconds: 60 * 60 },
  resendPerIp: { name: "resend:ip", limit: 20, windowSeconds: 60 * 60 },
  resetRequestPerIp: { name: "reset-request:ip", limit: 10, windowSeconds: 60 * 60 },
  /** Past this, further requests for one address are answered alike but send nothing. */
  resetRequestPerEmail: { name: "reset-request:email", limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** How long verification links and codes, and reset links, stay valid. */
export const tokenLifetimeMinutes = { emailVerify: 60, passwordReset: 60 } as const;

/** Seconds the verification page counts down before it offers a new code. */
export const resendCountdownSeconds = 60;
