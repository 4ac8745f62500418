// A company's spending rules in SQL (issue #23 item 1, decision 0103): what a buyer placed this
// month, checked in the order's own insert like the credit check (decision 0102), and whether a
// request sent for approval is still waiting.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ApprovalReason } from "../../../core/company/roles.ts";
import type { Db } from "../../../db/client.ts";
import { orderApprovals } from "../../../db/schema/index.ts";
import type { ErrorCode } from "../../lib/errors.ts";

/** The error each reason for approval refuses a direct order with (translated, saying to send it for approval). */
export const approvalRefusals = {
  requester: "order_needs_approval",
  order_limit: "order_over_limit",
  month_limit: "month_over_limit",
} as const satisfies Record<ApprovalReason, ErrorCode>;

/**
 * What a person placed themselves since `monthStart` (epoch ms): their orders not approved by the
 * owner, not cancelled, refused or rejected. Orders still waiting for an online payment count: they
 * were placed, and leaving them out would let unpaid orders pass the limit together. Read from the
 * orders_placed_by_person index alone.
 */
export function monthSpendOf(personId: number, monthStart: number): SQL<number> {
  return sql<number>`coalesce((select sum(grand_total) from orders indexed by orders_placed_by_person
    where placed_by_person_id = ${personId} and approved_by_name is null and placed_at >= ${monthStart}
      and status not in ('cancelled', 'refused', 'rejected')), 0)`;
}

/** `monthSpendOf` as a statement for a batch: one row `{ total }`. */
export function monthSpend(db: Db, personId: number, monthStart: number) {
  return db.select({ total: monthSpendOf(personId, monthStart).mapWith(Number) }).from(sql`(select 1)`);
}

/** Whether request `approvalId` is still waiting, as the approving order's insert asks it. */
export function isWaitingRequest(approvalId: number): SQL {
  return sql`exists (select 1 from ${orderApprovals} where ${orderApprovals.id} = ${approvalId}
    and ${orderApprovals.status} = 'waiting')`;
}

/** The same, read on its own: after an aborted approval, to say why. */
export async function isApprovalWaiting(db: Db, approvalId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderApprovals.id })
    .from(orderApprovals)
    .where(and(eq(orderApprovals.id, approvalId), eq(orderApprovals.status, "waiting")));
  return rows.length > 0;
}
