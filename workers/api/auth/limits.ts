import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Sign-in brakes (issue #4 "Protection", OWASP ASVS 5.0 V6.3.1), counting failed attempts only:
 * per address against credential stuffing across many accounts, per account against guessing one
 * password from many addresses. Successful sign-ins never count, so one office behind a NAT can
 * sign in all its staff.
 */
export const signInLimits = {
  perIp: { name: "sign-in:ip", limit: 20, windowSeconds: 10 * 60 },
  perAccount: { name: "sign-in:account", limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Brakes on the account flows (issue #4 "Protection", OWASP ASVS 5.0 V2.4): per address against
 * floods and enumeration, per account against guessing a code and flooding someone's inbox.
 */
export const accountLimits = {
  registerPerIp: { name: "register:ip", limit: 10, windowSeconds: 60 * 60 },
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
