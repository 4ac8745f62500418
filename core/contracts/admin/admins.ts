// Admins in the back office (SPEC §3 Admin: name, email, password, confirmation, is_super_admin;
// §5 Admin: name, email and password required, password at least 8 characters, confirmation
// matches, email unique; §6 only super admins manage them): /api/admin/admins (decision 0068).
import { type } from "arktype";
import { email, optionalNewPassword, requiredText } from "../../validation/rules.ts";
import { adminListQuery } from "../admin-resources.ts";

/** The password and its confirmation: the confirmation must match whenever a password is given. */
const confirmed = (
  value: { password?: string; passwordConfirmation?: string },
  ctx: { reject: (problem: { message: "validation.password.mismatch"; path: string[] }) => false },
) =>
  !value.password ||
  value.password === value.passwordConfirmation ||
  ctx.reject({ message: "validation.password.mismatch", path: ["passwordConfirmation"] });

const adminFields = type({
  name: requiredText({ max: 100 }),
  email: email(),
  // Blank keeps the admin's password on an edit; a new admin must be given one (`AdminCreate`).
  "password?": optionalNewPassword(),
  "passwordConfirmation?": "string",
  // SPEC §3 names it (decision 0024); left out is false.
  "is_super_admin?": "boolean",
}).onUndeclaredKey("delete");

/** An admin as a super admin writes it (PUT): a blank password keeps the present one. */
export const AdminInput = adminFields.narrow(confirmed);
export type AdminInput = typeof AdminInput.infer;

/** A new admin (POST): as `AdminInput`, and the password is required. */
export const AdminCreate = adminFields
  .narrow(
    (value, ctx) => (value.password ?? "") !== "" || ctx.reject({ message: "validation.required", path: ["password"] }),
  )
  .narrow(confirmed);
export type AdminCreate = typeof AdminCreate.infer;

/** PATCH: any of the fields (a password given must still be confirmed). */
export const AdminPatch = adminFields.partial().narrow(confirmed);
export type AdminPatch = typeof AdminPatch.infer;

export const adminSorts = ["name", "email", "createdAt"] as const;
export const AdminListQuery = adminListQuery(adminSorts);

/** An admin as the list and the edit screen read it; `isSelf` marks the signed-in one. */
export interface AdminRow {
  id: number;
  name: string;
  email: string;
  is_super_admin: boolean;
  isSelf: boolean;
  createdAt: number;
}

export type AdminDetail = AdminRow;
