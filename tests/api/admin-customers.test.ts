// Issue #12 item 1, decision 0067: /api/admin/customers on the admin convention. The list with its
// filters, search and pages; one customer's detail (salesperson, addresses, orders with totals,
// approval form); a customer an admin creates (SPEC §5 registration rules, unique email, phone and
// company number); the flags, verification and salesperson; approval and rejection emailed; a
// password reset emailed through the /reset flow's link.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomerRow } from "../../core/contracts/admin/customers.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { addresses, customers } from "../../db/schema/index.ts";
import type { CustomerDetail } from "../../workers/api/admin/customers/list-customers.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call, emailsTo, lastEmailTo, linkAndCode, registration } from "../fixtures/account-flow.ts";
import { createCustomer, createSalesperson } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json } = adminApi<CustomerDetail & AdminListPage<CustomerRow>>("customers");

const reload = async (id: number) => (await db.select().from(customers).where(eq(customers.id, id)))[0];

describe("customers: the list", () => {
  const token = uniqueToken().slice(0, 8);
  let salespersonId = 0;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    salespersonId = (await createSalesperson(db)).id;
    const base = { companyName: `List ${token}` };
    made.pending = (await createCustomer(db, { ...base, state: "unapproved", approvalSubmittedAt: 1 })).id;
    made.unverified = (await createCustomer(db, { ...base, state: "unverified" })).id;
    made.restricted = (await createCustomer(db, { ...base, restricted: true })).id;
    made.hidden = (await createCustomer(db, { ...base, canSeePrices: false, salespersonId })).id;
  });
  const ids = (page: AdminListPage<CustomerRow>) => page.items.map((row) => row.id).toSorted((a, b) => a - b);

  it.each([
    ["status=pending", ["pending"]],
    ["verified=false", ["unverified"]],
    ["verified=true", ["pending", "restricted", "hidden"]],
    ["restricted=true", ["restricted"]],
    ["canSeePrices=false", ["pending", "unverified", "hidden"]],
    ["canSeePrices=true", ["restricted"]],
  ])("filters ?%s", async (filter, names) => {
    const answer = await json(await admin(`?search=${token}&${filter}`));
    expect(answer.data.total).toBe(names.length);
    expect(ids(answer.data)).toEqual(names.map((name) => made[name]).toSorted((a = 0, b = 0) => a - b));
  });

  it("filters by salesperson (their customers) and shows the salesperson's name", async () => {
    const answer = await json(await admin(`?salesperson=${salespersonId}`));
    expect(answer.data.items.map((row) => row.id)).toEqual([made.hidden]);
    expect(answer.data.items[0]?.salesperson).toEqual({ id: salespersonId, name: "Khalid Al-Shehri" });
    const none = await json(await admin(`?search=${token}&salesperson=none`));
    expect(none.data.total).toBe(3);
  });

  it("searches by email and pages with the total, never showing a password hash", async () => {
    const customer = await reload(made.restricted ?? 0);
    const found = await admin(`?search=${encodeURIComponent(customer?.email ?? "")}`);
    const text = await found.text();
    expect(text).not.toContain("argon2");
    expect((JSON.parse(text) as { data: AdminListPage<CustomerRow> }).data.items.map((row) => row.id)).toEqual([
      made.restricted,
    ]);
    const page2 = await json(await admin(`?search=${token}&perPage=3&page=2&sort=registeredAt`));
    expect(page2.data).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(page2.data.items).toHaveLength(1);
  });

  it("pages 20 rows by default (SPEC §9 admin page size)", async () => {
    expect((await json(await admin(""))).data.perPage).toBe(20);
  });

  it.each([["status=waiting"], ["verified=yes"], ["salesperson=x"], ["sort=password"], ["perPage=101"]])(
    "refuses ?%s",
    async (query) => {
      const response = await admin(`?${query}`);
      expect(response.status).toBe(400);
      expect((await json(response)).error).toBe("invalid_input");
    },
  );
});

describe("customers: one customer", () => {
  it("shows company data, salesperson, addresses, orders with totals and the form's state", async () => {
    const salesperson = await createSalesperson(db);
    const customer = await createCustomer(db, { state: "unapproved", salespersonId: salesperson.id });
    await db.insert(addresses).values({ customerId: customer.id, country: "SA", city: "Riyadh", address1: "Olaya 1" });
    await createOrder(db, customer.id, { grandTotal: 12_500, placedAt: 1_000 });
    await createOrder(db, customer.id, { grandTotal: 4_000, placedAt: 2_000 });
    const answer = await json(await admin(`/${customer.id}`));
    expect(answer.data).toMatchObject({
      id: customer.id,
      companyName: customer.companyName,
      companyNumber: customer.companyNumber,
      approvalStatus: "pending",
      hasApprovalForm: true,
      approvalFormUrl: `/api/admin/customers/${customer.id}/approval-form`,
      salesperson: { id: salesperson.id, name: "Khalid Al-Shehri", code: salesperson.code, active: true },
      addresses: [{ country: "SA", city: "Riyadh", address1: "Olaya 1", isDefault: false }],
      orderCount: 2,
    });
    expect(answer.data.orders.map((order) => order.grandTotal)).toEqual([4_000, 12_500]);
    expect(JSON.stringify(answer)).not.toContain("argon2");
  });

  it("answers 404 for an id that is not a customer", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/999999999/password-reset", { method: "POST" })).status).toBe(404);
  });
});

describe("customers: an admin creates one", () => {
  it("creates a verified customer awaiting the form, whose password signs in (to upload the form)", async () => {
    const salesperson = await createSalesperson(db);
    const body = registration({ salespersonId: salesperson.id, canSeePrices: true });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      email: body.email,
      verified: true,
      approvalStatus: "not_submitted",
      canSeePrices: true,
      restricted: false,
      salesperson: { id: salesperson.id },
    });
    // The password is right: the sign-in is told approval waits (SPEC §4), not "incorrect".
    const login = await call("/api/auth/login", { body: { login: body.email, password: body.password } });
    expect(((await login.json()) as { message: string }).message).toBe(
      "Your account has not been approved by the site administrator",
    );
  });

  it.each([
    ["first name missing", { firstName: "" }, "firstName", "Enter the first name"],
    ["company name missing", { companyName: " " }, "companyName", "Enter the company name"],
    ["email invalid", { email: "nobody" }, "email", "Invalid email address"],
    [
      "company number with letters",
      { companyNumber: "12ab" },
      "companyNumber",
      "Enter a valid company number (4 to 20 digits)",
    ],
    ["phone too short", { phone: "05123" }, "phone", "Enter a phone number with at least 10 digits"],
    [
      "password too short",
      { password: "short", passwordConfirmation: "short" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      "confirmation not matching",
      { passwordConfirmation: "Another-2026" },
      "passwordConfirmation",
      "Passwords don't match",
    ],
    ["unknown salesperson", { salespersonId: 999_999_999 }, "salespersonId", "Choose an active salesperson"],
  ])("refuses %s with its message (SPEC §5 registration rules)", async (_, overrides, field, message) => {
    const before = await db.$count(customers);
    const response = await admin("", { body: registration(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(customers)).toBe(before);
  });

  it.each([["email"], ["phone"], ["companyNumber"]] as const)(
    "refuses a %s another customer has, at its field",
    async (field) => {
      const other = await createCustomer(db);
      const response = await admin("", { body: registration({ [field]: other[field] }), language: "ar" });
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual({ [field]: "مستخدم من قبل؛ اختر غيره" });
    },
  );

  it("refuses a deactivated salesperson", async () => {
    const gone = await createSalesperson(db, { active: false });
    const response = await admin("", { body: registration({ salespersonId: gone.id }) });
    expect((await json(response)).errors).toEqual({ salespersonId: "Choose an active salesperson" });
  });
});

describe("customers: flags, verification and salesperson", () => {
  it("sets can-see-prices, restricted and verified, assigns and unassigns a salesperson", async () => {
    const customer = await createCustomer(db, { state: "unverified" });
    const salesperson = await createSalesperson(db);
    const patched = await admin(`/${customer.id}`, {
      method: "PATCH",
      body: { canSeePrices: true, restricted: true, verified: true, salespersonId: salesperson.id },
    });
    expect(patched.status).toBe(200);
    expect((await json(patched)).data).toMatchObject({
      canSeePrices: true,
      restricted: true,
      verified: true,
      salesperson: { id: salesperson.id },
    });
    const verifiedAt = (await reload(customer.id))?.emailVerifiedAt;
    expect(verifiedAt).not.toBeNull();
    await admin(`/${customer.id}`, { method: "PATCH", body: { verified: true } });
    expect((await reload(customer.id))?.emailVerifiedAt).toBe(verifiedAt);
    const unassigned = await json(await admin(`/${customer.id}`, { method: "PATCH", body: { salespersonId: null } }));
    expect(unassigned.data.salesperson).toBeNull();
  });

  it.each([
    ["an unknown salesperson", async () => 999_999_999],
    ["a deactivated salesperson", async () => (await createSalesperson(db, { active: false })).id],
  ])("refuses %s, changing nothing", async (_, salesperson) => {
    const customer = await createCustomer(db);
    const response = await admin(`/${customer.id}`, {
      method: "PATCH",
      body: { restricted: true, salespersonId: await salesperson() },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ salespersonId: "Choose an active salesperson" });
    expect(await reload(customer.id)).toMatchObject({ restricted: false, salespersonId: null });
  });

  it.each([
    ["a flag that is not a boolean", { restricted: "yes" }, "restricted"],
    ["a salesperson id that is not one", { salespersonId: "abc" }, "salespersonId"],
  ])("refuses %s with 400", async (_, body, field) => {
    const customer = await createCustomer(db);
    const response = await admin(`/${customer.id}`, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toHaveProperty([field]);
  });
});

describe("customers: approval, rejection and password reset emails", () => {
  it.each([
    ["approved", "Your trade account is approved"],
    ["rejected", "Your trade account application"],
  ])("%s: the decision is stored and the customer emailed", async (decision, subject) => {
    const customer = await createCustomer(db, { state: "unapproved" });
    const response = await admin(`/${customer.id}/approval`, { body: { decision } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.approvalStatus).toBe(decision);
    expect((await lastEmailTo(customer.email)).subject).toBe(subject);
  });

  it("emails the customer a reset link that sets a new password", async () => {
    const customer = await createCustomer(db);
    const response = await admin(`/${customer.id}/password-reset`, { method: "POST" });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe("A password reset link was emailed to the customer");
    const email = await lastEmailTo(customer.email);
    const { link } = linkAndCode(email);
    // /password/reset/{token}/{email}, the /reset flow's own link
    const resetToken = link.pathname.split("/").at(-2) ?? "";
    const reset = await call("/api/auth/password/reset", {
      body: {
        token: resetToken,
        email: customer.email,
        password: "New-Bulk-2026",
        passwordConfirmation: "New-Bulk-2026",
      },
    });
    expect(reset.status).toBe(200);
    const login = await call("/api/auth/login", { body: { login: customer.email, password: "New-Bulk-2026" } });
    expect(login.status).toBe(200);
    expect(await emailsTo(customer.email)).toHaveLength(1);
  });
});
