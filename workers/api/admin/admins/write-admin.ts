// Writing admins (SPEC §5 Admin, §6; decision 0068). A super admin manages the others but never
// removes themselves (delete or demote), and the shop always keeps a super admin: the check is
// part of the statement that deletes or demotes, so two super admins demoting each other at once
// cannot leave none.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { admins, sessions } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { refusingTaken, type Translate } from "../resource-kit.ts";

/** An admin's fields as written: the password already hashed. */
export interface AdminWrite {
  name?: string;
  email?: string;
  passwordHash?: string;
  isSuperAdmin?: boolean;
}

/** The unique email is refused at its field (SPEC §5 "email unique"). */
const uniqueFields = { "admins.email": "email" };

/** True while another super admin than `id` exists: `id` may then lose the flag. */
const anotherSuperAdmin = (id: number) =>
  sql`exists (select 1 from ${admins} as other where other.is_super_admin = 1 and other.id <> ${id})`;

/** Creates an admin; answers their id. */
export async function createAdmin(db: Db, write: Required<AdminWrite>, t: Translate) {
  const [created] = await refusingTaken(
    () =>
      db
        .insert(admins)
        .values({
          name: write.name,
          email: write.email,
          passwordHash: write.passwordHash,
          isSuperAdmin: write.isSuperAdmin,
        })
        .returning({ id: admins.id }),
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The admin insert returned no row");
  return created.id;
}

/**
 * Changes an admin (`actorId` is the super admin doing it). Demoting themselves is refused, and so
 * is demoting the last super admin. A new password ends the admin's sessions (but the actor's own).
 * Another admin's email and password are the super admin's to set; their own are not changed here
 * but in their profile, with their current password (ASVS 5.0 V7.5.1, decision 0074).
 */
export async function updateAdmin(
  db: Db,
  actor: { adminId: number; sessionId: string },
  id: number,
  write: AdminWrite,
  t: Translate,
) {
  const [target] = await db
    .select({ isSuperAdmin: admins.isSuperAdmin, email: admins.email })
    .from(admins)
    .where(eq(admins.id, id));
  if (!target) throw new AppError("not_found");
  const isDemotion = target.isSuperAdmin && write.isSuperAdmin === false;
  if (isDemotion && id === actor.adminId) throw new AppError("own_admin_account");
  const isNewEmail = write.email !== undefined && write.email !== target.email.toLowerCase();
  if (id === actor.adminId && (isNewEmail || write.passwordHash !== undefined)) {
    throw new AppError("own_sign_in_details");
  }
  const changes = {
    ...(write.name === undefined ? {} : { name: write.name }),
    ...(write.email === undefined ? {} : { email: write.email }),
    ...(write.passwordHash === undefined ? {} : { passwordHash: write.passwordHash }),
    ...(write.isSuperAdmin === undefined ? {} : { isSuperAdmin: write.isSuperAdmin }),
    updatedAt: Date.now(),
  };
  const mine = and(eq(sessions.userKind, "admin"), eq(sessions.userId, id), ne(sessions.id, actor.sessionId));
  const [updated] = await refusingTaken(
    () =>
      db.batch([
        db
          .update(admins)
          .set(changes)
          .where(isDemotion ? and(eq(admins.id, id), anotherSuperAdmin(id)) : eq(admins.id, id)),
        // The sessions end only when the password did change (the update above wrote the row).
        db
          .delete(sessions)
          .where(
            write.passwordHash === undefined
              ? sql`0`
              : and(
                  mine,
                  sql`exists (select 1 from ${admins} where ${admins.id} = ${id} and ${admins.passwordHash} = ${write.passwordHash})`,
                ),
          ),
      ]),
    uniqueFields,
    t,
  );
  if (updated.rowsAffected === 0) throw new AppError("last_super_admin");
}

/**
 * Deletes an admin and ends their sessions in one batch. Deleting themselves is refused, and so is
 * deleting the last super admin.
 */
export async function deleteAdmin(db: Db, actorId: number, id: number) {
  if (id === actorId) throw new AppError("own_admin_account");
  const [deleted] = await db.batch([
    db.delete(admins).where(and(eq(admins.id, id), sql`(${admins.isSuperAdmin} = 0 or ${anotherSuperAdmin(id)})`)),
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userKind, "admin"),
          eq(sessions.userId, id),
          sql`not exists (select 1 from ${admins} where ${admins.id} = ${id})`,
        ),
      ),
  ]);
  if (deleted.rowsAffected > 0) return;
  if (await db.$count(admins, eq(admins.id, id))) throw new AppError("last_super_admin");
  throw new AppError("not_found");
}
