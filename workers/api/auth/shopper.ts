// Who a shopper session belongs to, as pages and routes need it (SPEC §4 account states, §6 roles).
import type { CompanyMember } from "../../../core/company/roles.ts";
import type { CompanyPerson, Customer, Salesperson } from "../../../db/schema/people.ts";
import type { AdminUser } from "./get-admin-session.ts";

/**
 * A colleague signed in as their company (decision 0103): the shopper is the company's customer
 * row, and this says who of its people is ordering and within what.
 */
export interface Colleague extends CompanyMember {
  id: number;
  name: string;
  email: string;
}

/** SPEC §4: email unverified → verified and awaiting approval → approved (rejected stays unapproved). */
export type CustomerStatus = "unverified" | "unapproved" | "approved";

export type Shopper =
  | {
      kind: "customer";
      id: number;
      firstName: string;
      lastName: string;
      email: string;
      status: CustomerStatus;
      /** docs/decisions/0012: restricted customers may browse and see prices but not order. */
      isRestricted: boolean;
      canSeePrices: boolean;
      /** A colleague of the company signed in (decision 0103); absent: the company's own account, its owner. */
      colleague?: Colleague;
    }
  | {
      kind: "salesperson";
      id: number;
      firstName: string;
      lastName: string;
      email: string;
      canSeePrices: true;
    };

/**
 * An admin taking an order by phone on the shop's own pages (issue #22 item 9, decision 0098): like
 * a salesperson, they name the customer and see prices, but for any customer, and only where no
 * shopper is signed in in the same browser.
 */
export interface AdminOrderer {
  kind: "admin";
  id: number;
  name: string;
  email: string;
  canSeePrices: true;
}

/** Who may price and place an order: a shopper, or an admin placing a phone order. */
export type Orderer = Shopper | AdminOrderer;

/** An admin session's admin as an orderer. */
export function adminOrderer(admin: Pick<AdminUser, "id" | "name" | "email">): AdminOrderer {
  return { kind: "admin", id: admin.id, name: admin.name, email: admin.email, canSeePrices: true };
}

/** SPEC §4: the status a customer row is in. */
export function customerStatus(customer: Pick<Customer, "emailVerifiedAt" | "approvalStatus">): CustomerStatus {
  if (customer.emailVerifiedAt === null) return "unverified";
  return customer.approvalStatus === "approved" ? "approved" : "unapproved";
}

type CustomerFields = Pick<
  Customer,
  "id" | "firstName" | "lastName" | "email" | "emailVerifiedAt" | "approvalStatus" | "restricted" | "canSeePrices"
>;
type SalespersonFields = Pick<Salesperson, "id" | "firstName" | "lastName" | "email">;
type ColleagueFields = Pick<CompanyPerson, "id" | "name" | "email" | "role" | "perOrderLimit" | "perMonthLimit">;

/**
 * A customer row as a shopper: prices only once approved and allowed (SPEC §1, decision 0008). With
 * a colleague (decision 0103), the company as that person: their name and email, the company's
 * id, state and prices, so every rule asking "which customer" holds for them unchanged.
 */
export function customerShopper(row: CustomerFields, colleague?: ColleagueFields | null): Shopper {
  const status = customerStatus(row);
  return {
    kind: "customer",
    id: row.id,
    firstName: colleague ? colleague.name : row.firstName,
    lastName: colleague ? "" : row.lastName,
    email: colleague ? colleague.email : row.email,
    status,
    isRestricted: row.restricted,
    canSeePrices: status === "approved" && row.canSeePrices,
    ...(colleague
      ? {
          colleague: {
            id: colleague.id,
            name: colleague.name,
            email: colleague.email,
            role: colleague.role,
            perOrderLimit: colleague.perOrderLimit,
            perMonthLimit: colleague.perMonthLimit,
          },
        }
      : {}),
  };
}

/** The shopper's place in their company: a colleague's role and limits, else the owner's (decision 0103). */
export function companyMemberOf(shopper: Shopper): CompanyMember {
  if (shopper.kind === "customer" && shopper.colleague) return shopper.colleague;
  return { role: "owner", perOrderLimit: null, perMonthLimit: null };
}

/** A salesperson row as a shopper: salespeople always see prices (decision 0008). */
export function salespersonShopper(row: SalespersonFields): Shopper {
  return {
    kind: "salesperson",
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    canSeePrices: true,
  };
}

/**
 * The SPEC §4 onboarding step a customer is on, with the SPEC §8 code that says so: confirm the
 * email, then upload the form and wait for the admin's decision; null once approved (and for
 * salespeople). The sign-in sends them there (decision 0075).
 */
export function onboardingStep(
  shopper: Shopper,
): { path: "/verify-email" | "/approval-form"; code: "account_unverified" | "account_unapproved" } | null {
  if (shopper.kind !== "customer") return null;
  if (shopper.status === "unverified") return { path: "/verify-email", code: "account_unverified" };
  if (shopper.status === "unapproved") return { path: "/approval-form", code: "account_unapproved" };
  return null;
}
