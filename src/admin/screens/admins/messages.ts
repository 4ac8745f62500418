import type { MessageKey } from "../../../../i18n/index.ts";

/** What the admin-management screens say, beyond the kit's texts. */
export const adminAccountMessages = [
  "admin.nav.admins",
  "admin.admins.add",
  "admin.admins.edit",
  "admin.admins.account",
  "admin.admins.name",
  "admin.admins.email",
  "admin.admins.password",
  "admin.admins.passwordHint",
  "admin.admins.passwordConfirmation",
  "admin.admins.isSuperAdmin",
  "admin.admins.isSuperAdminHint",
  "admin.admins.role",
  "admin.admins.superAdmin",
  "admin.admins.admin",
  "admin.admins.you",
] as const satisfies readonly MessageKey[];
