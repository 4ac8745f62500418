import type { AdminUser } from "../auth/get-admin-session.ts";

/** SPEC §7 `GET api/admin/profile/show`: the signed-in admin, with `is_super_admin`. */
export function adminJson(admin: AdminUser) {
  return { id: admin.id, name: admin.name, email: admin.email, is_super_admin: admin.isSuperAdmin };
}
