import { AdminCreate, AdminInput, AdminListQuery, AdminPatch } from "../../../../core/contracts/admin/admins.ts";
import { workerPasswordHasher } from "../../../../core/password-workerd.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getAdmin, listAdmins } from "./list-admins.ts";
import { createAdmin, deleteAdmin, updateAdmin, type AdminWrite } from "./write-admin.ts";

/** The fields to write from an admin's input: a blank password keeps the present one. */
async function toWrite(input: AdminPatch, mode: "replace" | "patch"): Promise<AdminWrite> {
  const passwordHash = input.password ? (await workerPasswordHasher()).hash(input.password) : undefined;
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(passwordHash === undefined ? {} : { passwordHash }),
    // PUT replaces the admin whole: the flag left out is false.
    ...(input.is_super_admin === undefined && mode === "patch" ? {} : { isSuperAdmin: input.is_super_admin ?? false }),
  };
}

/**
 * /api/admin/admins (SPEC §2 `admins`, `admins/add`, `admins/{id}`; §6 super admins only): the
 * resource convention of decision 0054 behind `access("superAdmin")` (decision 0068).
 */
export const adminAccounts = resourceRoutes({
  access: "superAdmin",
  contracts: { listQuery: AdminListQuery, input: AdminInput, create: AdminCreate, patch: AdminPatch },
  list: (r, query) => listAdmins(r.db, query, r.adminId),
  read: (r, id) => getAdmin(r.db, id, r.adminId),
  create: async (r, input) => {
    const write = await toWrite(input, "replace");
    return createAdmin(r.db, { ...write, passwordHash: write.passwordHash ?? "" } as Required<AdminWrite>, r.t);
  },
  update: async (r, id, { mode, input }) =>
    updateAdmin(r.db, { adminId: r.adminId, sessionId: r.sessionId }, id, await toWrite(input, mode), r.t),
  remove: (r, id) => deleteAdmin(r.db, r.adminId, id),
});
