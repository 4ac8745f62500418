// The salesperson's customers (issue #22 items 2 and 8, decision 0094): only their own, searched,
// each with balance, last order and open orders; a customer's detail; another salesperson's
// customer not found; a deactivated salesperson's session refused.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SalesCustomerDetail, SalesCustomerPage } from "../../core/contracts/sales.ts";
import { env } from "cloudflare:workers";
import { getProfile } from "../../core/profiles.ts";
import { addresses, customers, orderPayments, salespeople } from "../../db/schema/index.ts";
import { call, emailsTo } from "../fixtures/account-flow.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";
import { cash, collect, createSalesTeam, db, json } from "../fixtures/sales.ts";
import { accountLimits } from "../../workers/api/auth/limits.ts";
import { countAttempts } from "../../workers/lib/rate-limit.ts";

beforeAll(async () => {
  await putSiteSettings(db);
  await putCompanyProfile(db);
});

describe("GET /api/sales/customers", () => {
  it("lists only the salesperson's own customers (the cart's picker), searched by name, company, email or code", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const token = uniqueToken();
    const first = await createCustomer(db, {
      salespersonId: team.salesperson.id,
      companyName: `Alpha ${token}`,
      userCode: `A-${token}`,
    });
    const second = await createCustomer(db, {
      salespersonId: team.salesperson.id,
      companyName: `Beta ${token}`,
      state: "unapproved",
    });
    const restricted = await createCustomer(db, {
      salespersonId: team.salesperson.id,
      companyName: `Gamma ${token}`,
      restricted: true,
    });
    await createCustomer(db, { salespersonId: rival.salesperson.id, companyName: `Alpha ${token} other` });
    await createCustomer(db, { companyName: `Alpha ${token} nobody's` });

    const search = async (text: string) =>
      (await json<SalesCustomerPage>(await team.as(`/customers?search=${encodeURIComponent(text)}`))).data.items;
    const found = await search(token);
    expect(found.map((customer) => [customer.id, customer.canOrder])).toEqual([
      [first.id, true],
      [second.id, false],
      [restricted.id, false],
    ]);
    expect(found[0]).toEqual({
      id: first.id,
      name: "Fatimah Al-Harbi",
      companyName: `Alpha ${token}`,
      email: first.email,
      phone: first.phone,
      userCode: `A-${token}`,
      canOrder: true,
      balance: 0,
      currency: "SAR",
      lastOrderAt: null,
      openOrders: 0,
    });
    expect((await search(`alpha ${token}`)).map((customer) => customer.id)).toEqual([first.id]);
    expect((await search(second.email)).map((customer) => customer.id)).toEqual([second.id]);
    expect((await search(`A-${token}`)).map((customer) => customer.id)).toEqual([first.id]);
    // LIKE's wildcards are taken literally: "%" matches no name
    expect(await search("%")).toEqual([]);
    const all = (await json<SalesCustomerPage>(await team.as("/customers?perPage=2"))).data;
    expect(all).toMatchObject({ total: 4, page: 1, perPage: 2 });
  });

  it("gives each customer's balance: counted orders − payments − collections − returns taken back + money sent back", async () => {
    const team = await createSalesTeam();
    const pending = await createOrder(db, team.customer.id, { grandTotal: 10_000, placedAt: Date.now() - 1_000 });
    const delivered = await createOrder(db, team.customer.id, { grandTotal: 5_000, status: "delivered" });
    await createOrder(db, team.customer.id, { grandTotal: 3_000, status: "cancelled" });
    await createOrder(db, team.customer.id, { grandTotal: 7_000, status: "payment-pending" });
    await db.insert(orderPayments).values({
      orderId: delivered.id,
      amount: 5_000,
      currency: "SAR",
      method: "cash",
      receivedOn: Date.parse("2026-11-20T00:00:00Z"),
      recordedByName: "Office",
    });
    // Taken back and its money sent back: no change; taken back, nothing sent: a credit
    await createRefund(db, team.customer.id, delivered.id, "Damaged", { status: "refunded", referenceTotal: 1_000 });
    await createRefund(db, team.customer.id, pending.id, "Wrong size", { status: "received", referenceTotal: 500 });
    await createRefund(db, team.customer.id, pending.id, "Not yet back", { status: "approved", referenceTotal: 700 });
    await collect(team, cash(team.customer.id, 2_000, [{ orderId: pending.id, amount: 2_000 }]));
    const voided = await collect(team, cash(team.customer.id, 400));
    await team.as(`/collections/${voided.receipt?.id}/void`, { body: { reason: "Mistake" } });

    const [row] = (await json<SalesCustomerPage>(await team.as("/customers"))).data.items;
    // 15,000 counted − 5,000 paid − 2,000 collected − 1,500 taken back + 1,000 sent back
    expect(row).toMatchObject({ id: team.customer.id, balance: 7_500, openOrders: 1 });
    expect(row?.lastOrderAt).toBeGreaterThan(0);
    const sorted = await json<SalesCustomerPage>(await team.as("/customers?sort=-balance"));
    expect(sorted.data.items[0]?.balance).toBe(7_500);
  });
});

describe("GET /api/sales/customers/{id}", () => {
  it("answers the customer with open orders (what is open on each), recent orders and collections", async () => {
    const team = await createSalesTeam();
    const older = await createOrder(db, team.customer.id, { grandTotal: 4_000, placedAt: Date.now() - 86_400_000 });
    const newer = await createOrder(db, team.customer.id, { grandTotal: 6_000 });
    await collect(team, cash(team.customer.id, 1_000, [{ orderId: older.id, amount: 1_000 }]));
    const detail = (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data;
    expect(detail.customer).toMatchObject({ id: team.customer.id, balance: 9_000, approvalStatus: "approved" });
    expect(detail.openOrders.map((order) => [order.id, order.reservedAmount, order.openAmount])).toEqual([
      [older.id, 1_000, 3_000],
      [newer.id, 0, 6_000],
    ]);
    expect(detail.recentOrders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(detail.collections.map((collection) => collection.amount)).toEqual([1_000]);
  });

  it("does not answer another salesperson's customer, nor one with no salesperson", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const nobody = await createCustomer(db);
    for (const id of [rival.customer.id, nobody.id, 999_999_999]) {
      expect((await team.as(`/customers/${id}`)).status).toBe(404);
    }
  });
});

describe("POST /api/sales/customers", () => {
  const pdf = new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  const registration = (overrides: Record<string, string> = {}, file: Uint8Array = pdf) => {
    const token = uniqueToken();
    const fields: Record<string, string> = {
      firstName: "Noor",
      lastName: "Haddad",
      companyName: `Haddad Trading ${token}`,
      phone: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      email: `noor-${token}@jumla.test`.toLowerCase(),
      companyNumber: String(Math.floor(1e9 + Math.random() * 8e9)),
      ...overrides,
    };
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("file", new File([new Uint8Array(file)], "form.pdf", { type: "application/pdf" }));
    return { fields, form };
  };

  it("registers a business for the salesperson, waiting for approval, and emails the customer a link to set a password", async () => {
    const team = await createSalesTeam();
    const { fields, form } = registration();
    const response = await team.as("/customers", { form });
    expect(response.status).toBe(201);
    const row = (await json<SalesCustomerDetail["customer"]>(response)).data;
    expect(row).toMatchObject({
      companyName: fields.companyName,
      email: fields.email,
      approvalStatus: "pending",
      canOrder: false,
    });
    const [stored] = await db.select().from(customers).where(eq(customers.id, row.id));
    expect(stored).toMatchObject({ salespersonId: team.salesperson.id, approvalStatus: "pending" });
    expect(stored?.approvalFormKey).toMatch(new RegExp(`^private/approval-forms/${row.id}/`));
    expect(stored?.emailVerifiedAt).not.toBeNull();
    const [email] = await emailsTo(fields.email ?? "");
    expect(email?.text).toContain("/password/reset/");
    // It is theirs now
    expect((await team.as(`/customers/${row.id}`)).status).toBe(200);
  });

  it("keeps a whole address as the customer's default saved address, as registration does", async () => {
    const team = await createSalesTeam();
    const address = { country: "SA", city: "Riyadh", address1: "King Fahd Road 12", postCode: "12271" };
    const whole = await team.as("/customers", { form: registration(address).form });
    expect(whole.status).toBe(201);
    const { id } = (await json<SalesCustomerDetail["customer"]>(whole)).data;
    expect(await db.select().from(addresses).where(eq(addresses.customerId, id))).toEqual([
      expect.objectContaining({
        country: "SA",
        city: "Riyadh",
        address1: "King Fahd Road 12",
        address2: null,
        postcode: "12271",
        isDefault: true,
      }),
    ]);
    // Without a city it is no address to deliver to: none is saved
    const partial = await team.as("/customers", { form: registration({ country: "SA", address1: "Somewhere" }).form });
    const partialId = (await json<SalesCustomerDetail["customer"]>(partial)).data.id;
    expect(await db.$count(addresses, eq(addresses.customerId, partialId))).toBe(0);
  });

  it("gives the customer the language chosen in the form, else the profile's, never the salesperson's", async () => {
    const team = await createSalesTeam();
    const profileLanguage = getProfile(env.PROFILE).language;
    const other = profileLanguage === "ar" ? "en" : "ar";
    // The salesperson works in the other language; the form left the language out
    const { fields, form } = registration();
    const byDefault = await team.as("/customers", { form, language: other });
    const defaultId = (await json<SalesCustomerDetail["customer"]>(byDefault)).data.id;
    expect((await db.select().from(customers).where(eq(customers.id, defaultId)))[0]?.locale).toBe(profileLanguage);
    // The link to set a password is in the customer's language (the other language's pages have its prefix)
    expect((await emailsTo(fields.email ?? ""))[0]?.text).not.toContain(`/${other}/password/reset/`);
    // Chosen: the customer's language, whatever the salesperson's; the email is written in it
    const chosen = registration({ locale: other });
    const response = await team.as("/customers", { form: chosen.form, language: profileLanguage });
    const chosenId = (await json<SalesCustomerDetail["customer"]>(response)).data.id;
    expect((await db.select().from(customers).where(eq(customers.id, chosenId)))[0]?.locale).toBe(other);
    const [email] = await emailsTo(chosen.fields.email ?? "");
    expect(email?.text).toContain(`/${other}/password/reset/`);
    // Not a language of the shop's: refused at its field
    const refused = await team.as("/customers", { form: registration({ locale: "fr" }).form });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).errors ?? {})).toEqual(["locale"]);
  });

  it("refuses a taken email at its field and a file that is not a PDF, writing nothing", async () => {
    const team = await createSalesTeam();
    const taken = await team.as("/customers", { form: registration({ email: team.customer.email }).form });
    expect(taken.status).toBe(400);
    expect(Object.keys((await json(taken)).errors ?? {})).toEqual(["email"]);
    const { fields, form } = registration({}, new TextEncoder().encode("not a pdf at all"));
    const invalid = await team.as("/customers", { form });
    expect(invalid.status).toBe(400);
    expect(await db.$count(customers, eq(customers.email, fields.email ?? ""))).toBe(0);
  });

  it("is braked per salesperson: 429 once they have registered their ten an hour, and nothing is written", async () => {
    const team = await createSalesTeam();
    const rule = accountLimits.registerPerSalesperson;
    for (let i = 0; i < rule.limit; i++) await countAttempts(db, [[rule, String(team.salesperson.id)]]);
    const { fields, form } = registration();
    const response = await team.as("/customers", { form });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      await db
        .select()
        .from(customers)
        .where(eq(customers.email, fields.email ?? "")),
    ).toEqual([]);
    // Another salesperson is not held up by it
    expect((await (await createSalesTeam()).as("/customers", { form: registration().form })).status).toBe(201);
  });
});

describe("a salesperson's session", () => {
  it("stops working once the salesperson is deactivated, and works again once reactivated", async () => {
    const team = await createSalesTeam();
    expect((await team.as("/customers")).status).toBe(200);
    await db.update(salespeople).set({ active: false }).where(eq(salespeople.id, team.salesperson.id));
    expect((await team.as("/customers")).status).toBe(401);
    expect((await team.as("/collections", { body: cash(team.customer.id, 100) })).status).toBe(401);
    await db.update(salespeople).set({ active: true }).where(eq(salespeople.id, team.salesperson.id));
    expect((await team.as("/customers")).status).toBe(200);
  });

  it("is the only one let in: a customer is refused, a guest asked to sign in", async () => {
    const customer = await createCustomer(db);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    expect((await call("/api/sales/customers", { cookie })).status).toBe(403);
    expect((await call("/api/sales/customers")).status).toBe(401);
  });
});
