import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { customers, type ApprovalStatus } from "../../../../db/schema/people.ts";
import { customerJson } from "./customer-json.ts";

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
