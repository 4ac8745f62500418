// Customers in the back office (issue #12 item 1, decision 0067): /api/admin/customers. The list
// filters by SPEC §4 approval state and the SPEC §3 flags; an admin creates a customer under the
// SPEC §5 registration rules and sets the flags and the salesperson (SPEC §6) afterwards.
import { type } from "arktype";
import { paymentTermsDays, type PaymentTermsDays } from "../../checkout/on-account.ts";
import { companyNumber, email, matches, newPassword, nullableId, optionalMoney } from "../../validation/rules.ts";
import { adminListQuery, listFilter } from "../admin-resources.ts";
import { customerDetails, namesForAdmin } from "../customer.ts";
import { customerApprovalStatuses } from "../admin.ts";

/** A yes-or-no list filter, as the address writes it. */
export const yesNoFilter = type("'true' | 'false'")
  .pipe((value) => value === "true")
  .configure({ message: "errors.invalidInput" });

export const customerSorts = ["registeredAt", "name", "companyName", "email", "approvalSubmittedAt"] as const;

/**
 * The customers list: search (name, company, email, phone, company number), the SPEC §4 approval
 * state (`pending` is "awaiting approval": verified, form uploaded), the SPEC §3 flags and the
 * salesperson (`none` for customers without one).
 */
export const CustomerListQuery = adminListQuery(customerSorts, {
  status: type.enumerated(...customerApprovalStatuses).configure({ message: "errors.invalidInput" }),
  verified: yesNoFilter,
  restricted: yesNoFilter,
  canSeePrices: yesNoFilter,
  salesperson: listFilter.idOrNone,
});
export type CustomerListQuery = typeof CustomerListQuery.infer;

/** The salesperson a customer is given: an active one, or null for none (SPEC §6). */
const salespersonId = nullableId("admin.customers.salesperson.unavailable");

/** A customer an admin creates: the SPEC §5 registration fields, and the admin's flags. */
export const CustomerInput = type({
  ...customerDetails,
  ...namesForAdmin,
  email: email(),
  companyNumber: companyNumber("register.companyNumber.invalid"),
  password: newPassword(),
  passwordConfirmation: "string",
  "salespersonId?": salespersonId,
  "canSeePrices?": "boolean",
  "restricted?": "boolean",
})
  .onUndeclaredKey("delete")
  .narrow(matches("password", "passwordConfirmation"));
export type CustomerInput = typeof CustomerInput.infer;
export type CustomerInputIn = typeof CustomerInput.inferIn;

/** PATCH /{id}: the SPEC §3 flags, the email verification and the salesperson, any of them. */
export const CustomerPatch = type({
  "canSeePrices?": "boolean",
  "restricted?": "boolean",
  "verified?": "boolean",
  "salespersonId?": salespersonId,
}).onUndeclaredKey("delete");
export type CustomerPatch = typeof CustomerPatch.infer;

/** Net days, or none: a number or the digits a form posts; null or blank is none. */
const termsDays = type("number | string | null")
  .pipe((value) => (value === null || value === "" ? null : Number(value)))
  .narrow(
    (value, ctx): value is PaymentTermsDays | null =>
      value === null ||
      (paymentTermsDays as readonly number[]).includes(value) ||
      ctx.reject({ message: "admin.customers.terms.days" }),
  )
  .configure({ message: "admin.customers.terms.days" });

/**
 * PUT /api/admin/companies/{id}/terms (issue #23 item 5, decision 0102): a company's net days and
 * credit limit (minor units, money's bounds), both or neither (null: no terms, no paying on account).
 */
export const CompanyTermsInput = type({
  paymentTermsDays: termsDays,
  creditLimit: optionalMoney(),
})
  .onUndeclaredKey("delete")
  .narrow((value, ctx) =>
    value.paymentTermsDays === null && value.creditLimit !== null
      ? ctx.reject({ message: "admin.customers.terms.daysRequired", path: ["paymentTermsDays"] })
      : value.paymentTermsDays !== null && value.creditLimit === null
        ? ctx.reject({ message: "admin.customers.terms.limitRequired", path: ["creditLimit"] })
        : true,
  );
export type CompanyTermsInput = typeof CompanyTermsInput.infer;

/** Whether an order can be placed for the customer: verified, approved and not restricted (SPEC §4, decision 0012). */
export const canOrderFor = (customer: Pick<CustomerRow, "verified" | "approvalStatus" | "restricted">): boolean =>
  customer.verified && customer.approvalStatus === "approved" && !customer.restricted;

/** A row of the customers list. */
export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  verified: boolean;
  approvalStatus: (typeof customerApprovalStatuses)[number];
  canSeePrices: boolean;
  restricted: boolean;
  salesperson: { id: number; name: string } | null;
  registeredAt: number;
}
