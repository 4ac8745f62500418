// People: customers and their addresses, admins, salespeople, sessions and one-time tokens.
// Passwords are stored only as argon2id hashes (ARCHITECTURE §3); SPEC §3's "old password" and
// "confirmation" are form fields, not columns. Emails are stored lower-cased so the plain unique
// index is case-insensitive in effect.
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, lowerCaseEmail, oneOf, phoneShape, updatedAt } from "./columns.ts";
import { locales } from "../../core/profiles.ts";
import { cities, neighbourhoods } from "./places.ts";
import { companyRoles } from "../../core/company/roles.ts";

// SPEC §4 customer account: email verified, then awaiting approval with the form uploaded, then approved
export const approvalStatuses = ["not_submitted", "pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

// SPEC §6 roles that sign in; customers and salespeople share the shopper login, admins have their own
// A colleague is one of a company's people (company_people, decision 0103), signing in as the company
export const userKinds = ["customer", "salesperson", "admin", "colleague"] as const;
export type UserKind = (typeof userKinds)[number];

export const tokenPurposes = ["email_verify", "password_reset"] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export const salespeople = sqliteTable(
  "salespeople",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().unique(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    // SPEC §3 salesperson code: the short code customers and invoices quote
    code: text("code").notNull().unique(),
    // A deactivated salesperson keeps their customers' and orders' history but cannot sign in
    // (decision 0067)
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [lowerCaseEmail(t.email), phoneShape(t.phone)],
);

// Customer groups (issue #23 item 2, decision 0101): a name a price list is assigned to, shared
// by the companies put in it (customers.group_id)
export const customerGroups = sqliteTable(
  "customer_groups",
  {
    id: id(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customer_groups_name").on(sql`lower(${t.name})`),
    check("customer_groups_name_length", sql`length(trim(name)) between 1 and 60`),
  ],
);

export const customers = sqliteTable(
  "customers",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull(),
    // SPEC §5: email, phone and company number are unique; the company number is digits only
    companyNumber: text("company_number").notNull().unique(),
    phone: text("phone").notNull().unique(),
    mobile: text("mobile"),
    landLine: text("land_line"),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    country: text("country"),
    city: text("city"),
    state: text("state"),
    address1: text("address1"),
    address2: text("address2"),
    postCode: text("post_code"),
    userCode: text("user_code").unique(),
    emailVerifiedAt: integer("email_verified_at"),
    // SPEC §3 "verified" is derived, so it can never disagree with the verification time
    verified: integer("verified", { mode: "boolean" })
      .notNull()
      .generatedAlwaysAs(sql`email_verified_at is not null`, { mode: "virtual" }),
    approvalStatus: text("approval_status", { enum: approvalStatuses }).notNull().default("not_submitted"),
    // R2 key of the uploaded approval form (private, not a gallery image)
    approvalFormKey: text("approval_form_key"),
    approvalSubmittedAt: integer("approval_submitted_at"),
    approvalDecidedAt: integer("approval_decided_at"),
    canSeePrices: integer("can_see_prices", { mode: "boolean" }).notNull().default(false),
    restricted: integer("restricted", { mode: "boolean" }).notNull().default(false),
    // SPEC §6: a salesperson manages their own customers
    salespersonId: integer("salesperson_id").references(() => salespeople.id, { onDelete: "set null" }),
    // Issue #23 item 2: the group whose price list the company pays (decision 0101)
    groupId: integer("group_id").references(() => customerGroups.id, { onDelete: "set null" }),
    // Language for emails to this customer; null means the profile's default language
    locale: text("locale", { enum: locales }),
    // Paying on account (issue #23 item 5, decision 0102): net days (core/checkout/on-account.ts
    // paymentTermsDays) and the credit limit in minor units, both set or both null (no terms). No
    // CHECK: adding one rebuilds the table; the terms' one writer validates them.
    paymentTermsDays: integer("payment_terms_days"),
    creditLimit: integer("credit_limit"),
    registeredAt: createdAt("registered_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    lowerCaseEmail(t.email),
    phoneShape(t.phone),
    check("customers_company_number_digits", sql`length(company_number) > 0 and company_number not glob '*[^0-9]*'`),
    oneOf(t.approvalStatus, approvalStatuses),
    oneOf(t.locale, locales),
    // SPEC §4: approval is only requested once the form is uploaded
    check("customers_approval_needs_form", sql`approval_status = 'not_submitted' or approval_form_key is not null`),
    index("customers_salesperson").on(t.salespersonId),
    index("customers_group").on(t.groupId),
    index("customers_approval_status").on(t.approvalStatus, t.registeredAt),
    index("customers_registered_at").on(t.registeredAt),
  ],
);

// A company's people (issue #23 item 1, decision 0103): the customer row is the company and its
// original account its owner (no row here); colleagues the owner invited sign in as the company
// with their own email, password and role. An email signs in one person: invitations refuse an
// email any customer or colleague holds.
export const companyPeople = sqliteTable(
  "company_people",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    // A random hash until the invitation's set-password link is used
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: companyRoles }).notNull(),
    // Spending limits in minor units; null: none (a buyer's, decision 0103)
    perOrderLimit: integer("per_order_limit"),
    perMonthLimit: integer("per_month_limit"),
    // Deactivated people keep their orders' history but cannot sign in
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    // When they set their password from the invitation; null: invited, not yet accepted
    acceptedAt: integer("accepted_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    lowerCaseEmail(t.email),
    oneOf(t.role, companyRoles),
    check("company_people_limits_positive", sql`coalesce(per_order_limit, 1) > 0 and coalesce(per_month_limit, 1) > 0`),
    check("company_people_name_length", sql`length(trim(name)) between 1 and 120`),
    index("company_people_customer").on(t.customerId, t.active),
  ],
);

export const addresses = sqliteTable(
  "addresses",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // SPEC §5: country, city and address1 required
    country: text("country").notNull(),
    city: text("city").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    postcode: text("postcode"),
    // Only in deployments with city and neighbourhood data (SPEC §3 Address)
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    neighbourhoodId: integer("neighbourhood_id").references(() => neighbourhoods.id, { onDelete: "set null" }),
    // Where the address is on the map (WGS 84 degrees), when known: polygon shipping zones cover an
    // address by this point (SPEC §3 Shipping zone, issue #10 item 5)
    latitude: real("latitude"),
    longitude: real("longitude"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_customer").on(t.customerId),
    // One default address per customer
    uniqueIndex("addresses_single_default")
      .on(t.customerId)
      .where(sql`is_default = 1`),
  ],
);

export const admins = sqliteTable(
  "admins",
  {
    id: id(),
    name: text("name").notNull(),
    // SPEC §5: admin email unique
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    isSuperAdmin: integer("is_super_admin", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [lowerCaseEmail(t.email)],
);

// ARCHITECTURE §3 (Lucia's design): the id is the SHA-256 hex of the cookie token, never the token.
// user_id points into customers, salespeople or admins according to user_kind, so it cannot be a
// foreign key; deleting a user deletes their sessions in the same batch.
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userKind: text("user_kind", { enum: userKinds }).notNull(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
    // Absolute expiry, fixed at sign-in
    expiresAt: integer("expires_at").notNull(),
    // Idle expiry, pushed forward as the session is used
    idleExpiresAt: integer("idle_expires_at").notNull(),
  },
  (t) => [
    check("sessions_id_sha256_hex", sql`length(id) = 64 and id not glob '*[^0-9a-f]*'`),
    oneOf(t.userKind, userKinds),
    index("sessions_user").on(t.userKind, t.userId),
    index("sessions_expires_at").on(t.expiresAt),
  ],
);

// Email verification and password reset tokens; only the SHA-256 hex of the token is stored.
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: id(),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userKind: text("user_kind", { enum: userKinds }).notNull(),
    userId: integer("user_id").notNull(),
    // SPEC §5 reset password: the email must match the one the reset was requested for
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    oneOf(t.purpose, tokenPurposes),
    oneOf(t.userKind, userKinds),
    check("auth_tokens_hash_sha256_hex", sql`length(token_hash) = 64 and token_hash not glob '*[^0-9a-f]*'`),
    index("auth_tokens_user").on(t.userKind, t.userId, t.purpose),
    index("auth_tokens_expires_at").on(t.expiresAt),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
export type Salesperson = typeof salespeople.$inferSelect;
export type NewSalesperson = typeof salespeople.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type CompanyPerson = typeof companyPeople.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
