// Company accounts (issue #23 item 1, decision 0103): the bodies and answers of
// `/api/account/company/…` (the owner's people, requests sent for approval) and of the office's
// `/api/admin/companies/{id}/people`.
import { type } from "arktype";
import { maxOrderTotal } from "../checkout/money-bounds.ts";
import { companyRoles, type CompanyRole, type OrderApprovalStatus } from "../company/roles.ts";
import { parseMajorAmount } from "./admin/product-csv.ts";
import { email, lineQuantity, requiredText } from "../validation/rules.ts";
import { CheckoutRequest, maxCheckoutLines, type Quote } from "./checkout.ts";

const role = type.enumerated(...companyRoles).configure({ message: "company.role.required" });

/**
 * A spending limit, or none: a number is minor units (JSON clients); a string is what a form posts,
 * major units as typed ("5000", "٥٠٠٠٫٥٠"); null or blank is none. More than 0, at most an order's
 * largest total.
 */
const spendingLimit = type("number | string | null")
  .pipe((value) =>
    value === null || (typeof value === "string" && value.trim() === "")
      ? null
      : typeof value === "number"
        ? value
        : (parseMajorAmount(value) ?? Number.NaN),
  )
  .narrow(
    (value, ctx) =>
      value === null ||
      (Number.isSafeInteger(value) && value > 0 && value <= maxOrderTotal) ||
      ctx.reject({ message: "company.limit.invalid" }),
  )
  .configure({ message: "company.limit.invalid" });

/** A person's role and limits; limits only matter to a buyer (an owner has none, a requester never orders). */
const RoleAndLimits = type({
  role,
  "perOrderLimit?": spendingLimit,
  "perMonthLimit?": spendingLimit,
});

/** POST /api/account/company/people: a colleague invited by email (an emailed set-password link). */
export const CompanyInvite = RoleAndLimits.and({
  name: requiredText({ max: 120, message: "company.name.required" }),
  email: email(),
}).onUndeclaredKey("delete");
export type CompanyInvite = typeof CompanyInvite.infer;

/** PUT /api/account/company/people/{id} (and the office's): a colleague's role and limits. */
export const CompanyPersonChange = RoleAndLimits.onUndeclaredKey("delete");
export type CompanyPersonChange = typeof CompanyPersonChange.infer;

/** POST /api/account/company/approvals: the checkout request as POST /api/orders takes it. */
export const ApprovalRequest = CheckoutRequest;

/** POST …/approvals/{id}/approve: optionally, each line's quantity as the owner changed it (the request's lines, in order). */
export const ApprovalApprove = type({
  "quantities?": lineQuantity().array().atMostLength(maxCheckoutLines),
}).onUndeclaredKey("delete");
export type ApprovalApprove = typeof ApprovalApprove.infer;

/** POST …/approvals/{id}/reject: the reason is required (the asker reads it). */
export const ApprovalReject = type({
  reason: requiredText({ max: 500, message: "company.approvals.reason.required" }),
}).onUndeclaredKey("delete");
export type ApprovalReject = typeof ApprovalReject.infer;

/** One of a company's people, as the owner and the office see them. */
export interface CompanyPersonView {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  perOrderLimit: number | null;
  perMonthLimit: number | null;
  active: boolean;
  /** ISO 8601 instants; accepted: null while the invitation's link was not used. */
  invitedAt: string;
  acceptedAt: string | null;
}

/** A request sent for approval, as the company's list shows it. */
export interface ApprovalView {
  id: number;
  status: OrderApprovalStatus;
  askedBy: { personId: number | null; name: string };
  /** Whether the signed-in shopper asked it (they may withdraw it while it waits). */
  isMine: boolean;
  totalWhenAsked: number;
  currency: string;
  lineCount: number;
  itemCount: number;
  note: string | null;
  reason: string | null;
  decidedBy: string | null;
  /** ISO 8601 instants. */
  askedAt: string;
  decidedAt: string | null;
  /** The order it became, once approved. */
  order: { id: number; number: string } | null;
}

/** GET …/approvals/{id}: the request, priced again now (what approving would charge). */
export interface ApprovalDetail extends ApprovalView {
  request: CheckoutRequest;
  quote: Quote | null;
}
