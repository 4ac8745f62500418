import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import {
  createSession,
  invalidateSessionToken,
  invalidateUserSessions,
  sessionIdOf,
  sessionPolicies,
  validateSessionToken,
} from "../../workers/lib/session.ts";
import { createAdmin, createCustomer } from "../fixtures/accounts.ts";

const db = openDb(env);

describe("session core against the database", () => {
  it("stores only the token's SHA-256, and validates the token", async () => {
    const customer = await createCustomer(db);
    const { token, session } = await createSession(db, { kind: "customer", id: customer.id });
    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.id).toBe(sessionIdOf(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await validateSessionToken(db, "shopper", token)).toMatchObject({ id: session.id, userId: customer.id });
  });

  it("does not accept a shopper's token as an admin session, nor an admin's as a shopper's", async () => {
    const customer = await createCustomer(db);
    const admin = await createAdmin(db);
    const shopper = await createSession(db, { kind: "customer", id: customer.id });
    const adminSession = await createSession(db, { kind: "admin", id: admin.id });
    expect(await validateSessionToken(db, "admin", shopper.token)).toBeNull();
    expect(await validateSessionToken(db, "shopper", adminSession.token)).toBeNull();
  });

  it("deletes a session past its idle expiry when presented", async () => {
    const customer = await createCustomer(db);
    const start = Date.now();
    const { token, session } = await createSession(db, { kind: "customer", id: customer.id }, { now: start });
    const { idleMs } = sessionPolicies.shopper;
    expect(await validateSessionToken(db, "shopper", token, start + idleMs - 1)).not.toBeNull();
    expect(await validateSessionToken(db, "shopper", token, start + 2 * idleMs)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("ends a busy session at its absolute expiry", async () => {
    const customer = await createCustomer(db);
    const start = Date.now();
    const { token, session } = await createSession(db, { kind: "customer", id: customer.id }, { now: start });
    // Used all the time: the idle expiry has caught up with the absolute one.
    await db.update(sessions).set({ idleExpiresAt: session.expiresAt }).where(eq(sessions.id, session.id));
    expect(await validateSessionToken(db, "shopper", token, session.expiresAt - 1)).not.toBeNull();
    expect(await validateSessionToken(db, "shopper", token, session.expiresAt)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("never extends the idle expiry past the absolute expiry", async () => {
    const customer = await createCustomer(db);
    const policy = sessionPolicies.shopper;
    const start = Date.now() - policy.absoluteMs + policy.idleMs / 2;
    const { token, session } = await createSession(db, { kind: "customer", id: customer.id }, { now: start });
    await db
      .update(sessions)
      .set({ idleExpiresAt: session.expiresAt - 1000 })
      .where(eq(sessions.id, session.id));
    const validated = await validateSessionToken(
      db,
      "shopper",
      token,
      session.expiresAt - policy.idleMs + policy.extendEveryMs,
    );
    expect(validated?.idleExpiresAt).toBeLessThanOrEqual(session.expiresAt);
  });

  it("signs a user out everywhere except the session that asked (password change)", async () => {
    const customer = await createCustomer(db);
    const other = await createCustomer(db);
    const user = { kind: "customer", id: customer.id } as const;
    const [current, phone, laptop] = [
      await createSession(db, user),
      await createSession(db, user),
      await createSession(db, user),
    ];
    const bystander = await createSession(db, { kind: "customer", id: other.id });
    expect(await invalidateUserSessions(db, user, { except: current.session.id })).toBe(2);
    expect(await validateSessionToken(db, "shopper", current.token)).not.toBeNull();
    expect(await validateSessionToken(db, "shopper", phone.token)).toBeNull();
    expect(await validateSessionToken(db, "shopper", laptop.token)).toBeNull();
    expect(await validateSessionToken(db, "shopper", bystander.token)).not.toBeNull();
    expect(await invalidateUserSessions(db, user)).toBe(1);
  });

  it("revokes one session by its token", async () => {
    const customer = await createCustomer(db);
    const { token } = await createSession(db, { kind: "customer", id: customer.id });
    await invalidateSessionToken(db, token);
    expect(await validateSessionToken(db, "shopper", token)).toBeNull();
  });
});
