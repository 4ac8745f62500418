import { count, eq, sql } from "drizzle-orm";
import type { AdminRow, adminSorts } from "../../../../core/contracts/admin/admins.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Db } from "../../../../db/client.ts";
import { admins } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/** What the list and the edit screen show of an admin; `isSelf` is whether it is `actorId`. */
const adminColumns = (actorId: number) => ({
  id: admins.id,
  name: admins.name,
  email: admins.email,
  is_super_admin: admins.isSuperAdmin,
  isSelf: sql<boolean>`${admins.id} = ${actorId}`.mapWith(Boolean),
  createdAt: admins.createdAt,
});

/** A page of admins, searched by name or email. */
export async function listAdmins(db: Db, query: AdminListQuery<(typeof adminSorts)[number]>, actorId: number) {
  const window = pageWindow(query);
  const where = searchText(query.search, [admins.name, admins.email]);
  const [items, [counted]] = await db.batch([
    db
      .select(adminColumns(actorId))
      .from(admins)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: admins.name, email: admins.email, createdAt: admins.createdAt },
          admins.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(admins).where(where),
  ]);
  return listPage<AdminRow>(items, counted?.total ?? 0, window);
}

/** One admin, or null. */
export async function getAdmin(db: Db, id: number, actorId: number): Promise<AdminRow | null> {
  const [row] = await db.select(adminColumns(actorId)).from(admins).where(eq(admins.id, id));
  return row ?? null;
}
