import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Brakes on the storefront's public forms (issue #9 D.20, docs/decisions/0036-brakes-and-challenges.md):
 * every contact message emails every admin, and every review waits in the admins' queue, so
 * both are counted per address (floods from one machine) and per email (one sender from many).
 */
export const frontLimits = {
  contactPerIp: { name: "contact:ip", limit: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { name: "contact:email", limit: 3, windowSeconds: 60 * 60 },
  reviewPerIp: { name: "review:ip", limit: 5, windowSeconds: 24 * 60 * 60 },
  reviewPerEmail: { name: "review:email", limit: 2, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
