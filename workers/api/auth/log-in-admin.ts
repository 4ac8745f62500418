import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { admins } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import { createSession, type NewSession } from "../../lib/session.ts";
import type { AdminUser } from "./get-admin-session.ts";
import { dummyPasswordHash } from "./log-in.ts";
import type { AdminLogIn } from "../../../core/contracts/auth.ts";
import type { SignInGuard } from "./sign-in-brake.ts";

export interface AdminLogInResult extends NewSession {
  admin: AdminUser;
}

/**
 * Admin sign-in (SPEC §2 /admin-panel/secure/login): email and password, the same answer for an
 * unknown email as for a wrong password, braked as shoppers are (`guard`, issue #9 D.19), a new
 * admin session replacing any presented one.
 */
export async function logInAdmin(
  db: Db,
  hasher: PasswordHasher,
  input: AdminLogIn,
  options: { guard: SignInGuard; replacing?: string | undefined; now?: number },
): Promise<AdminLogInResult> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db.select().from(admins).where(eq(admins.email, email));
  const attempt = await options.guard([row ? `admin:${row.id}` : `admin-login:${email}`]);
  const isMatch = hasher.verify(row?.passwordHash ?? dummyPasswordHash, input.password);
  if (!row || !isMatch) throw new AppError("invalid_credentials");
  await attempt.succeeded();
  const created = await createSession(db, { kind: "admin", id: row.id }, options);
  return { ...created, admin: { id: row.id, name: row.name, email: row.email, isSuperAdmin: row.isSuperAdmin } };
}
