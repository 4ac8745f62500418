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
