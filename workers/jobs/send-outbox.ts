import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { emailKind, emailOf, mailConfig, resendSender, type SendEmail } from "../lib/mail.ts";

const minute = 60_000;

export const outboxPolicy = {
  /** Rows taken per run; the cron runs every few minutes, so a backlog drains over runs. */
  batchSize: 50,
  /** A claimed row is not taken again for this long, so a run that dies mid-send is retried later. */
  leaseMs: 10 * minute,
  /** First retry after a minute, doubling up to six hours (exponential back-off). */
  firstRetryMs: minute,
  maxRetryMs: 6 * 60 * minute,
  /**
   * After this many failures (about four days of retries) the row is marked `failed` and kept for
   * an admin to read; it is never deleted, so no email is lost silently.
   */
  maxAttempts: 20,
} as const;

/** The wait before the next attempt after `attempts` failures. */
export function retryDelay(attempts: number): number {
  return Math.min(outboxPolicy.firstRetryMs * 2 ** Math.max(attempts - 1, 0), outboxPolicy.maxRetryMs);
}

/**
 * The provider's idempotency key of an outbox row (decision 0074). Resend forgets a key after 24
 * hours but remembers it across the whole account, and tenants (profiles, each with its own
 * database and so its own row ids) may share one account: the key names the profile, and the
 * row's creation time too, so a database started again from empty never reuses yesterday's keys.
 * @example outboxIdempotencyKey("v_1_", { id: 12, createdAt: 1767225600000 }) // "v_1_/outbox/12/1767225600000"
 */
export function outboxIdempotencyKey(profile: string, row: { id: number; createdAt: number }): string {
  return `${profile}/outbox/${row.id}/${row.createdAt}`;
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Scheduled job (ARCHITECTURE.md §1 "email outbox"): sends the rendered emails (kind `email`) that
 * are due; rows of other kinds wait for the job that knows them. Rows are
 * claimed with one UPDATE … RETURNING that pushes their next attempt past a lease, so two
 * overlapping runs never take the same row; each result is written back per row: sent, or one
 * more attempt with `last_error` and a later `next_attempt_at`. `profile` names the tenant in the
 * provider's idempotency keys (`outboxIdempotencyKey`).
 */
export async function sendOutbox(
  db: Db,
  send: SendEmail,
  { profile, now = Date.now() }: { profile: string; now?: number },
): Promise<OutboxRunResult> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, emailKind), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(outboxPolicy.batchSize);
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: now + outboxPolicy.leaseMs })
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), inArray(outbox.id, due)))
    .returning();
  const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const email = emailOf(row);
    try {
      if (!email) throw new Error(`outbox row ${row.id} of kind "${row.kind}" is not a sendable email`);
      await send(email, { idempotencyKey: outboxIdempotencyKey(profile, row) });
      await db.update(outbox).set({ status: "sent", sentAt: Date.now(), lastError: null }).where(eq(outbox.id, row.id));
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const isGivingUp = attempts >= outboxPolicy.maxAttempts;
      await db
        .update(outbox)
        .set({
          attempts,
          status: isGivingUp ? "failed" : "pending",
          nextAttemptAt: now + retryDelay(attempts),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(outbox.id, row.id));
      if (isGivingUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** The scheduled handler's call: sends through the profile's provider; in development (no key) nothing. */
export async function deliverOutbox(
  env: Env,
  db: Db,
): Promise<OutboxRunResult | "no MAIL_API_KEY: emails stay in the outbox"> {
  const config = mailConfig(env);
  if (!config) return "no MAIL_API_KEY: emails stay in the outbox";
  return sendOutbox(db, resendSender(config), { profile: env.PROFILE });
}
