// Fixed-window rate limits counted in the database (ARCHITECTURE.md §2, issue #19 item 2): each
// attempt is one atomic upsert that answers the count it made, so a burst of simultaneous attempts
// gets exactly `limit` through, whatever the number of isolates or locations
// (docs/decisions/0072-request-clients-and-exact-counters.md). KV, eventually consistent and
// without an atomic increment, let a burst of 12 sign-ins check 7–8 passwords where 5 was the limit.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/rate-limits.ts";
import { AppError } from "./errors.ts";

export interface RateLimitRule {
  /** Names the counter; one name per rule. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  /** Window length in seconds (at least 60). */
  windowSeconds: number;
}

/** One counter: a rule and whom it counts (an address, an account, an email). */
export type Counter = readonly [rule: RateLimitRule, subject: string];

/** Attempts counted by `countAttempts`: each counter's count including this attempt. */
export interface CountedAttempt {
  counts: number[];
  /** The rule of the first counter this attempt took past its limit (for Retry-After), or null. */
  spent: RateLimitRule | null;
  /** Takes this attempt back from every counter (a refused attempt, a sign-in that was right). */
  forgive(): Promise<void>;
}

const windowMs = (rule: RateLimitRule) => Math.max(rule.windowSeconds, 60) * 1000;

/**
 * A counter's row at `now`: its key (rule, subject digest and window index) and when it may be
 * deleted. Subjects (IP addresses, emails) are stored hashed, so the table holds no personal data;
 * a new window is a new row.
 */
export function counterRow([rule, subject]: Counter, now: number) {
  const digest = encodeHexLowerCase(sha256(new TextEncoder().encode(subject.toLowerCase()))).slice(0, 32);
  const window = Math.floor(now / windowMs(rule));
  // Kept one window past its end, so a clock step at the boundary cannot resurrect it early.
  return { key: `${rule.name}:${digest}:${window}`, expiresAt: (window + 2) * windowMs(rule) };
}

/**
 * Counts one attempt on each counter, all in one atomic batch (one round trip); each count is the
 * one this attempt made, so of N simultaneous attempts exactly `limit` see a count within it.
 * @example const attempt = await countAttempts(db, [[accountLimits.registerPerIp, clientIp(req)]])
 */
export async function countAttempts(db: Db, counters: readonly Counter[], now = Date.now()): Promise<CountedAttempt> {
  const rows = counters.map((counter) => counterRow(counter, now));
  const statements = rows.map((row) =>
    db
      .insert(rateLimits)
      .values({ key: row.key, count: 1, expiresAt: row.expiresAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count }),
  );
  const [first, ...rest] = statements;
  const results = first ? await db.batch([first, ...rest]) : [];
  const counts = results.map((result) => result[0]?.count ?? 0);
  const spentAt = counters.findIndex(([rule], i) => (counts[i] ?? 0) > rule.limit);
  return {
    counts,
    spent: counters[spentAt]?.[0] ?? null,
    async forgive() {
      const [head, ...tail] = rows.map((row) =>
        db
          .update(rateLimits)
          .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
          .where(sql`${rateLimits.key} = ${row.key}`),
      );
      if (head) await db.batch([head, ...tail]);
    },
  };
}

/** Seconds until the current window of `rule` ends: the Retry-After of a 429. */
export function retryAfter(rule: RateLimitRule, now = Date.now()): number {
  return Math.ceil((windowMs(rule) - (now % windowMs(rule))) / 1000);
}

/**
 * The client's address as Cloudflare reports it (`CF-Connecting-IP`, which clients cannot set
 * through Cloudflare); requests without it (local development, tests) share one bucket.
 */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/**
 * Counts one attempt of the request against each counter; past any limit, 429 with Retry-After,
 * and the attempt is taken back, so a refused request costs the client nothing further.
 * @example await brake(c, [[accountLimits.registerPerIp, clientIp(c.req.raw)]])
 */
export async function brake<E extends { Bindings: Env; Variables: { db: Db } }>(
  c: Context<E>,
  counters: readonly Counter[],
): Promise<void> {
  const attempt = await countAttempts(c.var.db, counters);
  if (!attempt.spent) return;
  await attempt.forgive();
  c.header("retry-after", String(retryAfter(attempt.spent)));
  throw new AppError("rate_limited");
}
