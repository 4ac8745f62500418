import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { approvalStatuses, customers, type ApprovalStatus, type Customer } from "../../../db/schema/people.ts";

/** A customer as the admin API shows it (snake_case like SPEC §7's answers), never the password hash. */
export function customerJson(row: Customer) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    company_number: row.companyNumber,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    land_line: row.landLine,
    country: row.country,
    city: row.city,
    state: row.state,
    address1: row.address1,
    address2: row.address2,
    post_code: row.postCode,
    verified: row.verified,
    approval_status: row.approvalStatus,
    has_approval_form: row.approvalFormKey !== null,
    approval_form_url: row.approvalFormKey ? `/api/admin/customers/${row.id}/approval-form` : null,
    approval_submitted_at: row.approvalSubmittedAt,
    approval_decided_at: row.approvalDecidedAt,
    can_see_prices: row.canSeePrices,
    restricted: row.restricted,
    registered_at: row.registeredAt,
  };
}

export const isApprovalStatus = (value: string | undefined): value is ApprovalStatus =>
  (approvalStatuses as readonly string[]).includes(value ?? "");

/**
 * Customers in one approval state for the admin (SPEC §4): `pending` (verified, form uploaded,
 * waiting) oldest first, so the longest wait is decided first; other states newest first.
 */
export async function listCustomers(db: Db, status: ApprovalStatus = "pending", limit = 100) {
  const rows = await db
    .select()
    .from(customers)
    .where(
      status === "pending"
        ? and(eq(customers.approvalStatus, "pending"), isNotNull(customers.emailVerifiedAt))
        : eq(customers.approvalStatus, status),
    )
    .orderBy(status === "pending" ? asc(customers.approvalSubmittedAt) : desc(customers.registeredAt))
    .limit(limit);
  return rows.map(customerJson);
}

/** One customer for the admin, or null. */
export async function getCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}
