// How the API shows a signed-in user (sign-in answers, the admin profile): camelCase fields, except
// `is_super_admin`, which SPEC §7 names (decision 0024).
import type { AdminUser } from "./get-admin-session.ts";
import { companyMemberOf, type Shopper } from "./shopper.ts";

/** A shopper (customer or salesperson) as the sign-in answer shows them. */
export function shopperJson(shopper: Shopper) {
  return {
    kind: shopper.kind,
    id: shopper.id,
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    email: shopper.email,
    canSeePrices: shopper.canSeePrices,
    // A customer's place in their company (decision 0103): owner for the company's own account
    ...(shopper.kind === "customer"
      ? { status: shopper.status, restricted: shopper.isRestricted, companyRole: companyMemberOf(shopper).role }
      : {}),
  };
}

/** SPEC §7 `GET api/admin/profile/show`: the signed-in admin, with `is_super_admin`. */
export function adminJson(admin: AdminUser) {
  return { id: admin.id, name: admin.name, email: admin.email, is_super_admin: admin.isSuperAdmin };
}
