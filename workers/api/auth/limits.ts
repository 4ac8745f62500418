import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Sign-in brakes (issue #4 "Protection", OWASP ASVS 5.0 V6.3.1): per address every attempt
 * counts, so one office behind a NAT can still sign in its staff; per account only failures
 * count, so guessing one account's password stalls after a few tries from anywhere.
 */
export const signInLimits = {
  perIp: { name: "sign-in:ip", limit: 20, windowSeconds: 10 * 60 },
  perAccount: { name: "sign-in:account", limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
