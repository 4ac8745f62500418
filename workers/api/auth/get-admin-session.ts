import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { admins, sessions } from "../../../db/schema/people.ts";
import { isSessionToken, refreshSession, sessionIdOf, type Session } from "../../lib/session.ts";

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  /** SPEC §6: only super admins see the Admins sidebar group. */
  isSuperAdmin: boolean;
}

export interface AdminSession {
  session: Session;
  admin: AdminUser;
}

/** The one query behind an admin session; the page middleware batches it with the page shell. */
export function adminSessionQuery(db: Db, token: string) {
  return db
    .select({
      session: sessions,
      admin: { id: admins.id, name: admins.name, email: admins.email, isSuperAdmin: admins.isSuperAdmin },
    })
    .from(sessions)
    .innerJoin(admins, and(eq(sessions.userKind, "admin"), eq(admins.id, sessions.userId)))
    .where(eq(sessions.id, sessionIdOf(token)));
}

/** The admin behind an admin session token, in one query, or null (missing, expired, not an admin's). */
export async function getAdminSession(
  db: Db,
  token: string | undefined | null,
  now = Date.now(),
): Promise<AdminSession | null> {
  if (!isSessionToken(token)) return null;
  const [row] = await adminSessionQuery(db, token);
  if (!row) return null;
  const session = await refreshSession(db, row.session, "admin", now);
  return session ? { session, admin: row.admin } : null;
}
