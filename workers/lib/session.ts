// Sessions in Lucia's design (docs/decisions/0001-session-library.md, ARCHITECTURE.md §3): the
// cookie holds a random token, the database only its SHA-256, so a leaked sessions table cannot be
// replayed. Framework-free: the Hono API and the Astro middleware both build on it.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, type Session, type UserKind } from "../../db/schema/people.ts";

export type { Session };

/** Shoppers (customers, their colleagues, salespeople) and admins hold separate cookies (SPEC §6, issue #4). */
export type SessionKind = "shopper" | "admin";

export interface SessionPolicy {
  /** Which user kinds a session of this kind may belong to. */
  userKinds: readonly UserKind[];
  /** Cookie name over https (`__Host-` prefixed) and on plain-http loopback development. */
  cookieName: { secure: string; local: string };
  /** Absolute lifetime from sign-in: the session ends then however busy it is. */
  absoluteMs: number;
  /** Idle lifetime: unused this long, the session ends. */
  idleMs: number;
  /** The idle expiry is pushed forward at most once per this interval, to save writes. */
  extendEveryMs: number;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Lifetimes per kind (OWASP ASVS 5.0 V7.3, docs/decisions/0012-sessions-and-sign-in.md): a
 * shopper stays signed in for a working month on a device used at least weekly; an admin session
 * is a working day that ends after half an hour away.
 */
export const sessionPolicies = {
  shopper: {
    userKinds: ["customer", "salesperson", "colleague"],
    cookieName: { secure: "__Host-jumla_session", local: "jumla_session" },
    absoluteMs: 30 * day,
    idleMs: 7 * day,
    extendEveryMs: hour,
  },
  admin: {
    userKinds: ["admin"],
    cookieName: { secure: "__Host-jumla_admin", local: "jumla_admin" },
    absoluteMs: 12 * hour,
    idleMs: 30 * minute,
    extendEveryMs: 5 * minute,
  },
} as const satisfies Record<SessionKind, SessionPolicy>;

/** The session kind a user kind signs in with. */
export function sessionKindOf(userKind: UserKind): SessionKind {
  return userKind === "admin" ? "admin" : "shopper";
}

const tokenShape = /^[a-z2-7]{32}$/;

/** A new session token: 20 random bytes (160 bits) in lower-case base32 without padding. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Whether a string can be a token we issued; anything else is refused without a database query. */
export function isSessionToken(token: string | undefined | null): token is string {
  return typeof token === "string" && tokenShape.test(token);
}

/** The stored session id: SHA-256 of the token, lower-case hex. */
export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface SessionUser {
  kind: UserKind;
  id: number;
}

export interface NewSession {
  /** Goes into the cookie and nowhere else. */
  token: string;
  session: Session;
}

/**
 * Signs a user in: a new session with a new id (rotation, OWASP session fixation). A session the
 * request presented (`replacing`, the old cookie's token) is revoked in the same batch, whoever
 * it belonged to.
 */
export async function createSession(
  db: Db,
  user: SessionUser,
  options: { replacing?: string | undefined; now?: number } = {},
): Promise<NewSession> {
  const now = options.now ?? Date.now();
  const policy = sessionPolicies[sessionKindOf(user.kind)];
  const token = generateSessionToken();
  const session: Session = {
    id: sessionIdOf(token),
    userKind: user.kind,
    userId: user.id,
    createdAt: now,
    expiresAt: now + policy.absoluteMs,
    idleExpiresAt: now + Math.min(policy.idleMs, policy.absoluteMs),
  };
  const insert = db.insert(sessions).values(session);
  if (isSessionToken(options.replacing)) {
    await db.batch([db.delete(sessions).where(eq(sessions.id, sessionIdOf(options.replacing))), insert]);
  } else {
    await insert;
  }
  return { token, session };
}

/** What a stored session is worth at `now`: over, fine, or fine and due for an idle extension. */
export type SessionState = "expired" | "valid" | "extend";

/** Pure rule of absolute and idle expiry and of when to push the idle expiry forward. */
export function sessionState(
  session: Pick<Session, "expiresAt" | "idleExpiresAt">,
  policy: SessionPolicy,
  now: number,
): SessionState {
  if (now >= session.expiresAt || now >= session.idleExpiresAt) return "expired";
  // The idle expiry was last set to (then + idleMs); extend once `extendEveryMs` has passed since.
  const lastExtendedAt = session.idleExpiresAt - policy.idleMs;
  const capped = session.idleExpiresAt >= session.expiresAt;
  return !capped && now - lastExtendedAt >= policy.extendEveryMs ? "extend" : "valid";
}

/**
 * Applies `sessionState`: deletes an expired session (returns null), writes an extended idle
 * expiry when due (one small write per `extendEveryMs` at most), and returns the live session.
 * For callers that loaded the session joined with its user in one query. `defer` takes those
 * writes off the answer's path (a page hands them to `waitUntil`): the session's worth is known
 * before they finish.
 */
export async function refreshSession(
  db: Db,
  session: Session,
  kind: SessionKind,
  now = Date.now(),
  defer?: (write: Promise<unknown>) => void,
) {
  const policy = sessionPolicies[kind];
  const state = sessionState(session, policy, now);
  const write = async (run: () => Promise<unknown>) => {
    // An async wrapper: Drizzle's queries start when awaited, and the deferred one must start.
    const promise = (async () => void (await run()))();
    return defer ? defer(promise) : await promise;
  };
  if (state === "expired") {
    await write(() => invalidateSession(db, session.id));
    return null;
  }
  if (state === "extend") {
    const idleExpiresAt = Math.min(now + policy.idleMs, session.expiresAt);
    await write(async () => db.update(sessions).set({ idleExpiresAt }).where(eq(sessions.id, session.id)));
    return { ...session, idleExpiresAt };
  }
  return session;
}

/**
 * The live session a token stands for, of the given kind, or null (unknown, malformed, expired,
 * or a session of the other kind: an admin token in the shopper cookie is worth nothing).
 */
export async function validateSessionToken(
  db: Db,
  kind: SessionKind,
  token: string | undefined | null,
  now = Date.now(),
): Promise<Session | null> {
  if (!isSessionToken(token)) return null;
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionIdOf(token)), inArray(sessions.userKind, [...sessionPolicies[kind].userKinds])));
  return session ? refreshSession(db, session, kind, now) : null;
}

/** Signs one session out (logout). */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs out the session a token stands for, if any; malformed tokens cost no query. */
export async function invalidateSessionToken(db: Db, token: string | undefined | null): Promise<void> {
  if (isSessionToken(token)) await invalidateSession(db, sessionIdOf(token));
}

/**
 * Signs a user out everywhere, e.g. after a password change or reset (issue #4: "password change
 * revokes the user's other sessions"): pass `except` to keep the session that made the change.
 * @example await invalidateUserSessions(db, { kind: "customer", id }, { except: session.id })
 */
export async function invalidateUserSessions(
  db: Db,
  user: SessionUser,
  options: { except?: string } = {},
): Promise<number> {
  const mine = and(eq(sessions.userKind, user.kind), eq(sessions.userId, user.id));
  const result = await db.delete(sessions).where(options.except ? and(mine, ne(sessions.id, options.except)) : mine);
  return result.rowsAffected;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether cookies for this request must be Secure and `__Host-` prefixed: always, except over
 * plain http on a loopback host, where browsers refuse Secure cookies (local development, e2e).
 */
export function isSecureContext(url: URL): boolean {
  return url.protocol === "https:" || !loopbackHosts.has(url.hostname);
}

/** The session cookie's name for a request URL. */
export function sessionCookieName(kind: SessionKind, url: URL): string {
  const { cookieName } = sessionPolicies[kind];
  return isSecureContext(url) ? cookieName.secure : cookieName.local;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  path: "/";
  secure: boolean;
  expires?: Date;
  maxAge?: number;
}

/**
 * Flags of the session cookie, in the option shape both Hono's `setCookie` and Astro's
 * `cookies.set` accept. The cookie lives until the absolute expiry; the idle expiry is the
 * server's business, so extending it needs no new cookie.
 */
export function sessionCookieOptions(url: URL, expiresAt?: number): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureContext(url),
    ...(expiresAt === undefined ? {} : { expires: new Date(expiresAt) }),
  };
}
