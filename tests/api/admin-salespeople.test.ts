// Issue #12 item 2, decision 0067: /api/admin/salespeople. SPEC §5 Salesperson: first name, last
// name, valid phone, email, password of 8 characters, matching confirmation, code; email, phone
// and code unique; the password hashed and never answered; a deactivated salesperson cannot sign
// in; one with customers cannot be deleted ("Problem deleting salesperson").
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SalespersonDetail, SalespersonRow } from "../../core/contracts/admin/salespeople.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { salespeople, sessions } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call, sessionCookieFrom } from "../fixtures/account-flow.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<SalespersonDetail & AdminListPage<SalespersonRow>>("salespeople");

const digits = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join("");
const password = "Field-Sales-2026";

const salespersonBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken().slice(0, 8);
  return {
    firstName: "Omar",
    lastName: `Saleh ${token}`,
    phone: `05${digits(8)}`,
    email: `sales-${token}@jumla.test`,
    code: `SP-${token}`,
    password,
    passwordConfirmation: password,
    ...overrides,
  };
};

async function createOne(overrides: Record<string, unknown> = {}) {
  const body = salespersonBody(overrides);
  const response = await admin("", { body });
  expect(response.status).toBe(201);
  return { body, created: (await json(response)).data };
}

const signInAs = (login: string, secret = password) => call("/api/auth/login", { body: { login, password: secret } });

describe("salespeople: create and read", () => {
  it("creates an active salesperson who signs in; the hash is never answered", async () => {
    const { body, created } = await createOne();
    expect(created).toMatchObject({
      firstName: "Omar",
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
      code: body.code,
      active: true,
      customerCount: 0,
    });
    const read = await admin(`/${created.id}`);
    const text = await read.text();
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("password");
    expect((await signInAs(body.email)).status).toBe(200);
  });

  it.each([
    ["first name missing", { firstName: " " }, "firstName", "Enter the first name"],
    ["last name missing", { lastName: undefined }, "lastName", "Enter the last name"],
    ["phone invalid", { phone: "12-34" }, "phone", "Enter a phone number with at least 10 digits"],
    ["email invalid", { email: "sales@" }, "email", "Invalid email address"],
    ["code missing", { code: "" }, "code", "This field is required"],
    ["code with spaces", { code: "S P" }, "code", "Use 1 to 20 letters, digits, dots or dashes"],
    [
      "password missing",
      { password: undefined, passwordConfirmation: undefined },
      "password",
      "This field is required",
    ],
    [
      "password of 7",
      { password: "Abc-123", passwordConfirmation: "Abc-123" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      "confirmation not matching",
      { passwordConfirmation: "Other-2026!" },
      "passwordConfirmation",
      "Passwords don't match",
    ],
  ])("refuses %s with its message (SPEC §5 Salesperson)", async (_, overrides, field, message) => {
    const before = await db.$count(salespeople);
    const response = await admin("", { body: salespersonBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(salespeople)).toBe(before);
  });

  it.each([["email"], ["phone"], ["code"]] as const)("refuses a %s already used, at its field", async (field) => {
    const { body } = await createOne();
    const response = await admin("", { body: salespersonBody({ [field]: body[field] }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: "مستخدم من قبل؛ اختر غيره" });
  });

  it("answers 404 for a salesperson that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
  });
});

describe("salespeople: list", () => {
  it("searches, sorts by customer count, filters active, pages with the total", async () => {
    const token = uniqueToken().slice(0, 6);
    const a = (await createOne({ lastName: `A${token}` })).created;
    const b = (await createOne({ lastName: `B${token}`, active: false })).created;
    await createCustomer(db, { salespersonId: b.id });
    await createCustomer(db, { salespersonId: b.id });
    const sorted = await json(await admin(`?search=${token}&sort=-customerCount`));
    expect(sorted.data.total).toBe(2);
    expect(sorted.data.items.map((row) => [row.id, row.customerCount])).toEqual([
      [b.id, 2],
      [a.id, 0],
    ]);
    const active = await json(await admin(`?search=${token}&active=true`));
    expect(active.data.items.map((row) => row.id)).toEqual([a.id]);
    const paged = await json(await admin(`?search=${token}&sort=name&perPage=1&page=2`));
    expect(paged.data).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(paged.data.items.map((row) => row.id)).toEqual([b.id]);
  });

  it.each([["sort=password"], ["active=maybe"], ["page=0"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("salespeople: edit, deactivate, delete", () => {
  it("PUT without a password keeps it; with one (confirmed) replaces it", async () => {
    const { body, created } = await createOne();
    const { password: _, passwordConfirmation: __, ...rest } = body;
    const kept = await admin(`/${created.id}`, { method: "PUT", body: { ...rest, firstName: "Yousef" } });
    expect(kept.status).toBe(200);
    expect((await json(kept)).data.firstName).toBe("Yousef");
    expect((await signInAs(body.email)).status).toBe(200);
    const changed = await admin(`/${created.id}`, {
      method: "PATCH",
      body: { password: "Brand-New-2026", passwordConfirmation: "Brand-New-2026" },
    });
    expect(changed.status).toBe(200);
    expect((await signInAs(body.email)).status).toBe(401);
    expect((await signInAs(body.email, "Brand-New-2026")).status).toBe(200);
  });

  it("PATCH refuses a password without its matching confirmation", async () => {
    const { created } = await createOne();
    const response = await admin(`/${created.id}`, { method: "PATCH", body: { password: "Brand-New-2026" } });
    expect((await json(response)).errors).toEqual({ passwordConfirmation: "Passwords don't match" });
  });

  it("a deactivated salesperson cannot sign in and their sessions end; reactivated, they can", async () => {
    const { body, created } = await createOne();
    const login = await signInAs(body.email);
    const cookie = sessionCookieFrom(login);
    const other = await signIn(db, { kind: "salesperson", id: created.id });
    expect((await call("/api/sales/customers", { cookie })).status).toBe(200);
    const deactivated = await admin(`/${created.id}`, { method: "PATCH", body: { active: false } });
    expect((await json(deactivated)).data.active).toBe(false);
    expect(await db.$count(sessions, and(eq(sessions.userKind, "salesperson"), eq(sessions.userId, created.id)))).toBe(
      0,
    );
    expect((await call("/api/sales/customers", { cookie: other.cookie })).status).toBe(401);
    const refused = await signInAs(body.email);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe("The email or password is incorrect");
    expect((await signInAs(body.phone)).status).toBe(401);
    await admin(`/${created.id}`, { method: "PATCH", body: { active: true } });
    expect((await signInAs(body.email)).status).toBe(200);
  });

  it("deletes a salesperson without history; refuses one with customers (409)", async () => {
    const unused = (await createOne()).created;
    expect((await admin(`/${unused.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${unused.id}`)).status).toBe(404);
    const used = (await createOne()).created;
    await createCustomer(db, { salespersonId: used.id });
    const refused = await admin(`/${used.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Problem deleting salesperson");
  });
});
