import type { Customer } from "../../../../db/schema/people.ts";

/** A customer as the admin API shows it (camelCase, decision 0024), never the password hash. */
export function customerJson(row: Customer) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    companyNumber: row.companyNumber,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    landLine: row.landLine,
    country: row.country,
    city: row.city,
    state: row.state,
    address1: row.address1,
    address2: row.address2,
    postCode: row.postCode,
    userCode: row.userCode,
    verified: row.verified,
    approvalStatus: row.approvalStatus,
    hasApprovalForm: row.approvalFormKey !== null,
    approvalFormUrl: row.approvalFormKey ? `/api/admin/customers/${row.id}/approval-form` : null,
    approvalSubmittedAt: row.approvalSubmittedAt,
    approvalDecidedAt: row.approvalDecidedAt,
    canSeePrices: row.canSeePrices,
    restricted: row.restricted,
    salespersonId: row.salespersonId,
    locale: row.locale,
    // Paying on account (decision 0102): net days and the credit limit, or null (no terms)
    paymentTermsDays: row.paymentTermsDays,
    creditLimit: row.creditLimit,
    registeredAt: row.registeredAt,
  };
}
