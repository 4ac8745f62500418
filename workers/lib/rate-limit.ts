// Fixed-window rate limits in KV (ARCHITECTURE.md §1: KV holds rate limits). KV is eventually
// consistent and has no atomic increment, so a burst spread over several edge locations can pass
// a few attempts over the limit: a brake on guessing and flooding, not an exact quota
// (docs/decisions/0012-sessions-and-sign-in.md).
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Context } from "hono";
import { AppError } from "./errors.ts";

export interface RateLimitRule {
  /** Names the counter in KV; one name per rule. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  /** Window length; KV keeps counters at least 60 s, so shorter windows are not offered. */
  windowSeconds: number;
}

export interface RateLimiter {
  /** The attempts `subject` made in this window (reads, never counts). */
  count(subject: string): Promise<number>;
  /** Whether `subject` has used up this window's attempts (reads, never counts). */
  isLimited(subject: string): Promise<boolean>;
  /** Counts one attempt for `subject`; returns the count in this window. */
  hit(subject: string): Promise<number>;
  /** Counts one attempt, throwing `rate_limited` (429) when the window was already full. */
  consume(subject: string): Promise<void>;
  /** Forgets `subject`'s attempts in this window (e.g. after a successful sign-in). */
  reset(subject: string): Promise<void>;
  /** Seconds until the current window ends: the Retry-After of a 429. */
  retryAfter(): number;
}

/**
 * A limiter for one rule over the `KV` binding. Subjects (IP addresses, e-mail addresses) are
 * stored hashed, so KV holds no personal data.
 * @example await rateLimiter(env.KV, { name: "register:ip", limit: 10, windowSeconds: 3600 }).consume(clientIp(req))
 */
export function rateLimiter(kv: KVNamespace, rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const windowMs = Math.max(rule.windowSeconds, 60) * 1000;
  const keyOf = (subject: string) => {
    const digest = encodeHexLowerCase(sha256(new TextEncoder().encode(subject.toLowerCase()))).slice(0, 32);
    return `rate:${rule.name}:${digest}:${Math.floor(now() / windowMs)}`;
  };
  const stored = async (key: string) => Number((await kv.get(key)) ?? 0);
  const limiter: RateLimiter = {
    count(subject) {
      return stored(keyOf(subject));
    },
    async isLimited(subject) {
      return (await stored(keyOf(subject))) >= rule.limit;
    },
    async hit(subject) {
      const key = keyOf(subject);
      const next = (await stored(key)) + 1;
      // Kept one window past its end, so a clock step at the boundary cannot resurrect it early.
      await kv.put(key, String(next), { expirationTtl: Math.ceil((2 * windowMs) / 1000) });
      return next;
    },
    async consume(subject) {
      if (await limiter.isLimited(subject)) throw new AppError("rate_limited");
      await limiter.hit(subject);
    },
    async reset(subject) {
      await kv.delete(keyOf(subject));
    },
    retryAfter() {
      return Math.ceil((windowMs - (now() % windowMs)) / 1000);
    },
  };
  return limiter;
}

/**
 * The client's address as Cloudflare reports it (`CF-Connecting-IP`, which clients cannot set
 * through Cloudflare); requests without it (local development, tests) share one bucket.
 */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/**
 * Counts one attempt of the request against each rule; 429 with Retry-After, counting nothing,
 * when any of them is already spent.
 * @example await brake(c, [[accountLimits.registerPerIp, clientIp(c.req.raw)]])
 */
export async function brake<E extends { Bindings: Env }>(
  c: Context<E>,
  rules: [RateLimitRule, string][],
): Promise<void> {
  const limiters = rules.map(([rule, subject]) => ({ limiter: rateLimiter(c.env.KV, rule), subject }));
  const limited = await Promise.all(limiters.map(({ limiter, subject }) => limiter.isLimited(subject)));
  const spent = limiters.find((_, i) => limited[i]);
  if (spent) {
    c.header("retry-after", String(spent.limiter.retryAfter()));
    throw new AppError("rate_limited");
  }
  await Promise.all(limiters.map(({ limiter, subject }) => limiter.hit(subject)));
}
