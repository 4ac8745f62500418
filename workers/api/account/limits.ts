import type { RateLimitRule } from "../../lib/rate-limit.ts";

/** Brakes on the customer's own calls (issue #4 "Protection"): approval form uploads per account. */
export const approvalFormLimits = {
  uploadPerAccount: { name: "approval-upload:account", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
