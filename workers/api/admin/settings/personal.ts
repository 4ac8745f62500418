import { eq } from "drizzle-orm";
import type { PersonalInfo, PersonalInput } from "../../../../core/contracts/admin/settings.ts";
import type { PasswordHasher } from "../../../../core/password.ts";
import type { Db } from "../../../../db/client.ts";
import { admins } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { invalidateUserSessions } from "../../../lib/session.ts";
import { refusingTaken, type Translate } from "../resource-kit.ts";

/** The signed-in admin's own profile. */
export async function getPersonalInfo(db: Db, adminId: number): Promise<PersonalInfo> {
  const [row] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, is_super_admin: admins.isSuperAdmin })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row) throw new AppError("unauthorized");
  return row;
}

/**
 * The signed-in admin changes their name, email (unique) and password. A new password (SPEC §5
 * Profile: "Wrong old password" otherwise) and a new sign-in email (ASVS 5.0 V7.5.1, decision
 * 0074: whoever holds the session alone may not move the account) both need the current password;
 * the name alone does not. A new password ends their other sessions, this one stays signed in.
 */
export async function putPersonalInfo(
  db: Db,
  hasher: () => Promise<PasswordHasher>,
  admin: { id: number; sessionId: string },
  input: PersonalInput,
  t: Translate,
) {
  const [row] = await db
    .select({ hash: admins.passwordHash, email: admins.email })
    .from(admins)
    .where(eq(admins.id, admin.id));
  if (!row) throw new AppError("unauthorized");
  const isNewEmail = input.email !== row.email.toLowerCase();
  let passwordHash: string | undefined;
  if (input.password || isNewEmail) {
    if (!input.oldPassword) throw new AppError("invalid_input", { oldPassword: t("profile.oldPassword.required") });
    const passwords = await hasher();
    if (!passwords.verify(row.hash, input.oldPassword)) {
      throw new AppError("wrong_old_password", { oldPassword: t("profile.oldPassword.wrong") });
    }
    if (input.password) passwordHash = passwords.hash(input.password);
  }
  await refusingTaken(
    () =>
      db
        .update(admins)
        .set({
          name: input.name,
          email: input.email,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: Date.now(),
        })
        .where(eq(admins.id, admin.id)),
    { "admins.email": "email" },
    t,
  );
  if (passwordHash) await invalidateUserSessions(db, { kind: "admin", id: admin.id }, { except: admin.sessionId });
}
