import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authTokens, rateLimits, sessions } from "../../db/schema/index.ts";
import { deleteExpiredCredentials } from "../../workers/jobs/delete-expired-credentials.ts";
import { runScheduledJobs, scheduledJobs, type ScheduledJob } from "../../workers/jobs/run-scheduled-jobs.ts";
import { openDb } from "../../workers/lib/db.ts";
import { countAttempts, counterRow, type Counter } from "../../workers/lib/rate-limit.ts";

const db = openDb(env);
const hex = (n: number) => n.toString(16).padStart(64, "0");
const now = Date.UTC(2026, 10, 21, 12);
const hour = 3_600_000;

describe("deleteExpiredCredentials (scheduled job)", () => {
  it("deletes expired and idle sessions and spent tokens, and keeps live ones", async () => {
    const sessionRows = [
      { id: hex(1), userKind: "customer", userId: 1, expiresAt: now + hour, idleExpiresAt: now + hour }, // live
      { id: hex(2), userKind: "customer", userId: 1, expiresAt: now - 1, idleExpiresAt: now + hour }, // past absolute expiry
      { id: hex(3), userKind: "admin", userId: 1, expiresAt: now + hour, idleExpiresAt: now - 1 }, // idle too long
    ] as const;
    const tokenRows = [
      {
        purpose: "email_verify",
        tokenHash: hex(11),
        userKind: "customer",
        userId: 1,
        email: "a@jumla.test",
        expiresAt: now + hour,
      }, // live
      {
        purpose: "password_reset",
        tokenHash: hex(12),
        userKind: "customer",
        userId: 1,
        email: "a@jumla.test",
        expiresAt: now - 1,
      }, // expired
      {
        purpose: "password_reset",
        tokenHash: hex(13),
        userKind: "customer",
        userId: 1,
        email: "a@jumla.test",
        expiresAt: now + hour,
        usedAt: now - hour,
      }, // used
    ] as const;
    await db.insert(sessions).values([...sessionRows]);
    await db.insert(authTokens).values([...tokenRows]);

    await deleteExpiredCredentials(db, now);

    const keptSessions = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          sessionRows.map((s) => s.id),
        ),
      );
    const keptTokens = await db
      .select({ hash: authTokens.tokenHash })
      .from(authTokens)
      .where(
        inArray(
          authTokens.tokenHash,
          tokenRows.map((t) => t.tokenHash),
        ),
      );
    expect(keptSessions).toEqual([{ id: hex(1) }]);
    expect(keptTokens).toEqual([{ hash: hex(11) }]);
  });

  it("deletes rate-limit counters a window past their own, and keeps the current window's", async () => {
    const counter: Counter = [{ name: `jobs-test-${crypto.randomUUID()}`, limit: 5, windowSeconds: 60 }, "10.0.0.1"];
    await countAttempts(db, [counter], now - 3 * 60_000);
    await countAttempts(db, [counter], now);
    await deleteExpiredCredentials(db, now);
    const kept = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [counterRow(counter, now - 3 * 60_000).key, counterRow(counter, now).key]));
    expect(kept).toEqual([{ key: counterRow(counter, now).key }]);
  });
});

describe("runScheduledJobs (the cron, issue #9 item 7)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs every job even when one fails, and logs the failure with the job's name", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const expired = hex(21);
    await db.insert(sessions).values({ id: expired, userKind: "customer", userId: 1, expiresAt: 1, idleExpiresAt: 1 });
    const jobs: ScheduledJob[] = [
      {
        name: "broken outbox",
        run: () => {
          throw new Error("mail provider down");
        },
      },
      { name: "delete expired credentials", run: (_env, jobDb) => deleteExpiredCredentials(jobDb) },
      { name: "rejected promise", run: () => Promise.reject(new Error("database busy")) },
    ];

    const outcomes = await runScheduledJobs(env, jobs);

    expect(outcomes.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: "broken outbox", ok: false },
      { name: "delete expired credentials", ok: true },
      { name: "rejected promise", ok: false },
    ]);
    // The job after the failing one did its work.
    expect(
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.id, [expired])),
    ).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Scheduled job "broken outbox" failed', expect.any(Error));
    expect(errors).toHaveBeenCalledWith('Scheduled job "rejected promise" failed', expect.any(Error));
  });

  it("runs the real jobs: credentials, outbox, the search queue, abandoned carts and unpaid orders", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outcomes = await runScheduledJobs(env, scheduledJobs);
    expect(outcomes.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: "delete expired credentials", ok: true },
      { name: "deliver outbox", ok: true },
      { name: "drain search queue", ok: true },
      { name: "mark left carts", ok: true },
      { name: "cancel unpaid orders", ok: true },
    ]);
  });
});
