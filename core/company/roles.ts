// Company accounts (issue #23 item 1, decision 0103): the roles of a company's people, the states of
// an order waiting for approval, and the one rule saying whether a person may place an order
// themselves or must send it for approval.

/** owner: everything; buyer: orders within their limits; requester: sends carts for approval. */
export const companyRoles = ["owner", "buyer", "requester"] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** An order sent for approval: waiting, then approved (it became an order), rejected or withdrawn. */
export const orderApprovalStatuses = ["waiting", "approved", "rejected", "withdrawn"] as const;
export type OrderApprovalStatus = (typeof orderApprovalStatuses)[number];

/** Who is ordering inside a company: their role and spending limits (minor units, null: none). */
export interface CompanyMember {
  role: CompanyRole;
  perOrderLimit: number | null;
  perMonthLimit: number | null;
}

/** Why an order must be sent for approval instead of placed. */
export type ApprovalReason = "requester" | "order_limit" | "month_limit";

/**
 * Whether `member` may place an order of `grandTotal` themselves, having placed `spentThisMonth`
 * (their own orders this calendar month, counted, approved ones aside): null, or why it needs the
 * owner's approval. An owner (and the company's original account) is never limited.
 */
export function approvalReason(
  member: CompanyMember,
  grandTotal: number,
  spentThisMonth: number,
): ApprovalReason | null {
  if (member.role === "owner") return null;
  if (member.role === "requester") return "requester";
  if (member.perOrderLimit !== null && grandTotal > member.perOrderLimit) return "order_limit";
  if (member.perMonthLimit !== null && spentThisMonth + grandTotal > member.perMonthLimit) return "month_limit";
  return null;
}
