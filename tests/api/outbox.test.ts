import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { outboxPolicy, retryDelay, sendOutbox } from "../../workers/jobs/send-outbox.ts";
import { openDb } from "../../workers/lib/db.ts";
import { emailOutboxRow, resendEndpoint, resendSender } from "../../workers/lib/mail.ts";

const db = openDb(env);
const config = { apiKey: "re_test_key", from: "Jumla <mail@jumla.test>" };
const profile = env.PROFILE;
let clock = Date.UTC(2020, 0, 1);
/**
 * Each test runs at its own instant in 2020, a day before the previous test's: rows other test
 * files queue now, and rows earlier tests left pending, are not due then, so the job only ever
 * sees this test's rows although the database is shared.
 */
const instant = () => (clock -= 86_400_000);

/** A fetch that records every request and answers with `status`. */
function fakeFetch(status: number) {
  const requests: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return new Response(status < 300 ? '{"id":"email_1"}' : '{"message":"provider says no"}', { status });
  };
  return { fetchFn, requests };
}

async function queue(now: number, count = 1) {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...emailOutboxRow({ to: `buyer${i}@jumla.test`, subject: `Subject ${i}`, text: `Body ${i}` }),
    nextAttemptAt: now,
    createdAt: now,
  }));
  return db.insert(outbox).values(rows).returning();
}

const rowsById = (ids: number[]) => db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);

/** Queues one email due at `now` and returns its id. */
async function queueOne(now: number): Promise<number> {
  const [row] = await queue(now);
  if (!row) throw new Error("not queued");
  return row.id;
}

async function rowById(id: number) {
  const [row] = await rowsById([id]);
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
}

describe("sendOutbox (scheduled job)", () => {
  it("sends due emails through the provider's HTTP API and marks them sent", async () => {
    const now = instant();
    const queued = await queue(now, 2);
    const { fetchFn, requests } = fakeFetch(200);

    const result = await sendOutbox(db, resendSender(config, fetchFn), { profile, now });

    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.url).toBe(resendEndpoint);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer re_test_key");
    expect(requests[0]?.headers.get("idempotency-key")).toBe(`${profile}/outbox/${queued[0]?.id}/${now}`);
    expect(requests[0]?.body).toEqual({
      from: config.from,
      to: ["buyer0@jumla.test"],
      subject: "Subject 0",
      text: "Body 0",
    });
    const rows = await rowsById(queued.map((row) => row.id));
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["sent", 0, null],
      ["sent", 0, null],
    ]);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it("does not send a sent email again", async () => {
    const now = instant();
    await queue(now);
    await sendOutbox(db, resendSender(config, fakeFetch(200).fetchFn), { profile, now });
    const second = fakeFetch(200);
    await sendOutbox(db, resendSender(config, second.fetchFn), { profile, now: now + 3_600_000 });
    expect(second.requests).toEqual([]);
  });

  it.each([
    ["the provider refuses", 500],
    ["the key is wrong", 401],
    ["the provider throttles", 429],
  ])("keeps the email and retries later when %s", async (_, status) => {
    const now = instant();
    const id = await queueOne(now);
    const result = await sendOutbox(db, resendSender(config, fakeFetch(status).fetchFn), { profile, now });

    expect(result).toEqual({ sent: 0, retried: 1, failed: 0 });
    const after = await rowById(id);
    expect(after).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + retryDelay(1) });
    expect(after.lastError).toContain(`HTTP ${status}`);
  });

  it("waits longer after each failure and sends once the provider recovers", async () => {
    let now = instant();
    const id = await queueOne(now);
    const failing = fakeFetch(503);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      // Not due before its next attempt time…
      await sendOutbox(db, resendSender(config, failing.fetchFn), { profile, now });
      const after = await rowById(id);
      waits.push(after.nextAttemptAt - now);
      now = after.nextAttemptAt;
    }
    expect(waits).toEqual([60_000, 120_000, 240_000]);
    expect(failing.requests).toHaveLength(3);

    // …and a run just before the due time leaves it alone.
    const early = fakeFetch(200);
    await sendOutbox(db, resendSender(config, early.fetchFn), { profile, now: now - 1 });
    expect(early.requests).toEqual([]);

    await sendOutbox(db, resendSender(config, fakeFetch(200).fetchFn), { profile, now });
    expect(await rowById(id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("caps the back-off and, after the last attempt, keeps the row as failed instead of deleting it", async () => {
    const now = instant();
    const id = await queueOne(now);
    await db
      .update(outbox)
      .set({ attempts: outboxPolicy.maxAttempts - 1 })
      .where(eq(outbox.id, id));
    const result = await sendOutbox(db, resendSender(config, fakeFetch(500).fetchFn), { profile, now });

    expect(result.failed).toBe(1);
    expect(await rowById(id)).toMatchObject({ status: "failed", attempts: outboxPolicy.maxAttempts });
    expect(retryDelay(outboxPolicy.maxAttempts)).toBe(outboxPolicy.maxRetryMs);
  });

  it("survives a network failure without losing the email", async () => {
    const now = instant();
    const id = await queueOne(now);
    const offline: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    await sendOutbox(db, resendSender(config, offline), { profile, now });
    const after = await rowById(id);
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after.lastError).toContain("network");
  });

  it("leaves rows of other kinds to the jobs that know them", async () => {
    const now = instant();
    const [other] = await db
      .insert(outbox)
      .values({ kind: "email.contact_message", payload: { to: "admins" }, nextAttemptAt: now })
      .returning();
    const { fetchFn, requests } = fakeFetch(200);
    await sendOutbox(db, resendSender(config, fetchFn), { profile, now });
    expect(requests).toEqual([]);
    expect(await rowById(other?.id ?? 0)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("delivers two tenants' emails through one shared mail account although their outbox rows share an id", async () => {
    // One Resend account, as two profiles may share: it sends a key's email once in 24 hours,
    // whichever API key or database the request came from (decision 0013, Resend's idempotency keys).
    const delivered: string[] = [];
    const keys = new Set<string>();
    const account: typeof fetch = async (_input, init) => {
      const key = new Headers(init?.headers).get("idempotency-key") ?? "";
      if (!keys.has(key)) delivered.push(String((JSON.parse(String(init?.body)) as { to: string[] }).to[0]));
      keys.add(key);
      return new Response('{"id":"email_1"}', { status: 200 });
    };
    const now = instant();
    const id = await queueOne(now);
    await sendOutbox(db, resendSender(config, account), { profile: "testing_v1", now });
    // The other tenant's database numbers its own rows: its row with the same id, written at the same instant
    await db
      .update(outbox)
      .set({
        status: "pending",
        nextAttemptAt: now,
        payload: { to: "other-tenant@jumla.test", subject: "Hello", text: "Body" },
      })
      .where(eq(outbox.id, id));
    await sendOutbox(db, resendSender(config, account), { profile: "testing_v2", now });
    expect(delivered).toEqual(["buyer0@jumla.test", "other-tenant@jumla.test"]);
  });

  it("never hands one row to two overlapping runs", async () => {
    const now = instant();
    await queue(now, 3);
    const first = fakeFetch(200);
    const second = fakeFetch(200);
    await Promise.all([
      sendOutbox(db, resendSender(config, first.fetchFn), { profile, now }),
      sendOutbox(db, resendSender(config, second.fetchFn), { profile, now }),
    ]);
    expect(first.requests.length + second.requests.length).toBe(3);
  });
});
