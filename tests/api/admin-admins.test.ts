// Issue #12 item 3, decision 0068: admins, for super admins only (SPEC §6). Create, read, list,
// PUT, PATCH, delete; SPEC §5 Admin rules (name, email, password required, password at least 8,
// confirmation matches, email unique); a super admin removes neither themselves nor the last super
// admin; deleting an admin ends their sessions.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminDetail, AdminRow } from "../../core/contracts/admin/admins.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { admins, sessions } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createAdmin, signIn } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<AdminDetail & AdminListPage<AdminRow>>("admins", { isSuperAdmin: true });

const password = "Shelves-and-Ledgers-8";
const adminBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken().slice(0, 10);
  return {
    name: `Admin ${token}`,
    email: `admin-${token}@example.com`,
    password,
    passwordConfirmation: password,
    is_super_admin: false,
    ...overrides,
  };
};

async function addAdmin(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: adminBody(overrides) });
  expect(response.status).toBe(201);
  return (await json(response)).data;
}

describe("admins: create and read", () => {
  it("creates an admin who can sign in, and reads them back without the password", async () => {
    const body = adminBody({ email: `New.${uniqueToken().slice(0, 8)}@Example.com` });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({ name: body.name, email: body.email.toLowerCase(), is_super_admin: false });
    expect(created).not.toHaveProperty("password");
    expect(created).not.toHaveProperty("passwordHash");
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
    const login = await call("/api/auth/admin/login", { body: { email: body.email, password } });
    expect(login.status).toBe(200);
  });

  it.each([
    ["name missing", { name: undefined }, "name", "This field is required"],
    ["name blank", { name: "  " }, "name", "This field is required"],
    ["email missing", { email: undefined }, "email", "This field is required"],
    ["email malformed", { email: "not-an-email" }, "email", "Invalid email address"],
    [
      "password missing",
      { password: undefined, passwordConfirmation: undefined },
      "password",
      "This field is required",
    ],
    ["password blank", { password: "", passwordConfirmation: "" }, "password", "This field is required"],
    [
      "password of 7",
      { password: "Abc-123", passwordConfirmation: "Abc-123" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      "confirmation not matching",
      { passwordConfirmation: `${password}x` },
      "passwordConfirmation",
      "Passwords don't match",
    ],
    ["confirmation missing", { passwordConfirmation: undefined }, "passwordConfirmation", "Passwords don't match"],
  ])("refuses %s with its message (SPEC §5 Admin)", async (_, overrides, field, message) => {
    const before = await db.$count(admins);
    const response = await admin("", { body: adminBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(admins)).toBe(before);
  });

  it("refuses an email already used, whatever its case, at the email field, in the request's language", async () => {
    const first = await addAdmin();
    const response = await admin("", { body: adminBody({ email: first.email.toUpperCase() }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ email: "مستخدم من قبل؛ اختر غيره" });
  });

  it("answers 404 for an admin that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
  });
});

describe("admins: list", () => {
  it("searches by name or email, sorts and pages, and marks the signed-in admin", async () => {
    const token = uniqueToken().slice(0, 8);
    for (const letter of ["c", "a", "b"]) await addAdmin({ name: `${letter} ${token}` });
    const page = await json(await admin(`?search=${token}&sort=-name&perPage=2`));
    expect(page.data).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(page.data.items.map((row) => row.name)).toEqual([`c ${token}`, `b ${token}`]);
    const mine = await json(await admin(`/${session.adminId}`));
    expect(mine.data.isSelf).toBe(true);
    expect(page.data.items.every((row) => !row.isSelf)).toBe(true);
  });

  it.each([["sort=password"], ["perPage=0"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("admins: update", () => {
  it("PUT with a blank password keeps it; with a new one, changes it and ends their sessions", async () => {
    const other = await addAdmin();
    const { cookie } = await signIn(db, { kind: "admin", id: other.id });
    const kept = await admin(`/${other.id}`, {
      method: "PUT",
      body: { name: "Renamed", email: other.email, password: "", passwordConfirmation: "", is_super_admin: true },
    });
    expect(kept.status).toBe(200);
    expect((await json(kept)).data).toMatchObject({ name: "Renamed", is_super_admin: true });
    expect((await call("/api/admin/profile/show", { cookie })).status).toBe(200);
    const changed = await admin(`/${other.id}`, {
      method: "PATCH",
      body: { password: "A-new-password-9", passwordConfirmation: "A-new-password-9" },
    });
    expect(changed.status).toBe(200);
    expect((await call("/api/admin/profile/show", { cookie })).status).toBe(401);
    const login = await call("/api/auth/admin/login", { body: { email: other.email, password: "A-new-password-9" } });
    expect(login.status).toBe(200);
  });

  it("changes another admin's email without anyone's password: managing admins is the super admin's", async () => {
    const other = await addAdmin();
    const email = `moved-${uniqueToken().slice(0, 8)}@example.com`;
    const response = await admin(`/${other.id}`, { method: "PATCH", body: { email } });
    expect(response.status).toBe(200);
    const login = await call("/api/auth/admin/login", { body: { email, password } });
    expect(login.status).toBe(200);
  });

  // ASVS 5.0 V7.5.1: a super admin's own sign-in email and password change in their profile, with
  // the current password; the admins list would otherwise let a stolen session skip that (decision 0074)
  it.each([
    ["en", "Change your own email and password in Settings → Profile information, with your current password"],
    ["ar", "غيّر بريدك الإلكتروني وكلمة مرورك من الإعدادات ← معلومات الملف الشخصي، مع كلمة المرور الحالية"],
  ] as const)(
    "refuses a super admin's own new email or password here (%s), and keeps them",
    async (language, message) => {
      const self = await createAdmin(db, { isSuperAdmin: true, password });
      const { cookie } = await signIn(db, { kind: "admin", id: self.id });
      const edit = (method: "PUT" | "PATCH", body: Record<string, unknown>) =>
        call(`/api/admin/admins/${self.id}`, { method, cookie, body, language });
      const email = `moved-${uniqueToken().slice(0, 8)}@example.com`;
      const [before] = await db.select().from(admins).where(eq(admins.id, self.id));
      for (const response of [
        await edit("PATCH", { email }),
        await edit("PATCH", { password: "A-new-password-9", passwordConfirmation: "A-new-password-9" }),
        await edit("PUT", { name: self.name, email, password: "", passwordConfirmation: "", is_super_admin: true }),
      ]) {
        expect(response.status).toBe(409);
        expect((await json(response)).message).toBe(message);
      }
      const [after] = await db.select().from(admins).where(eq(admins.id, self.id));
      expect(after).toEqual(before);
      // Their name, with the email as it is, is theirs to change here
      const renamed = await edit("PUT", {
        name: "Renamed Myself",
        email: self.email.toUpperCase(),
        password: "",
        passwordConfirmation: "",
        is_super_admin: true,
      });
      expect(renamed.status).toBe(200);
    },
  );

  it("PATCH refuses a mismatched confirmation and changes nothing", async () => {
    const other = await addAdmin();
    const [before] = await db.select().from(admins).where(eq(admins.id, other.id));
    const response = await admin(`/${other.id}`, {
      method: "PATCH",
      body: { password: "Another-pass-10", passwordConfirmation: "Another-pass-11" },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ passwordConfirmation: "Passwords don't match" });
    const [after] = await db.select().from(admins).where(eq(admins.id, other.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it("refuses to take another admin's email", async () => {
    const [first, second] = [await addAdmin(), await addAdmin()];
    const response = await admin(`/${second.id}`, { method: "PATCH", body: { email: first.email } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ email: "Already used; choose another" });
  });

  it("demotes another super admin", async () => {
    const other = await addAdmin({ is_super_admin: true });
    const response = await admin(`/${other.id}`, { method: "PATCH", body: { is_super_admin: false } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.is_super_admin).toBe(false);
  });

  it.each([
    ["en", "You cannot delete your own account or take away your own super admin rights"],
    ["ar", "لا يمكنك حذف حسابك ولا نزع صلاحيات المدير العام عن نفسك"],
  ] as const)("refuses a super admin demoting themselves (%s)", async (language, message) => {
    const response = await admin(`/${session.adminId}`, {
      method: "PATCH",
      body: { is_super_admin: false },
      language,
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: "own_admin_account", message });
    expect((await json(await admin(`/${session.adminId}`))).data.is_super_admin).toBe(true);
  });

  it("answers 404 for PUT and PATCH of a missing admin", async () => {
    expect((await admin("/999999999", { method: "PUT", body: adminBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { name: "Nobody" } })).status).toBe(404);
  });
});

describe("admins: delete", () => {
  it("deletes another admin and ends their sessions in the same request", async () => {
    const other = await addAdmin();
    const { cookie } = await signIn(db, { kind: "admin", id: other.id });
    expect((await admin(`/${other.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${other.id}`)).status).toBe(404);
    expect(await db.$count(sessions, and(eq(sessions.userKind, "admin"), eq(sessions.userId, other.id)))).toBe(0);
    expect((await call("/api/admin/profile/show", { cookie })).status).toBe(401);
    expect((await admin(`/${other.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a super admin deleting themselves, and keeps them", async () => {
    const response = await admin(`/${session.adminId}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(
      "You cannot delete your own account or take away your own super admin rights",
    );
    expect((await admin(`/${session.adminId}`)).status).toBe(200);
  });
});

describe("admins: for super admins only (SPEC §6)", () => {
  it.each([
    ["GET", ""],
    ["POST", ""],
    ["GET", "/1"],
    ["PUT", "/1"],
    ["PATCH", "/1"],
    ["DELETE", "/1"],
  ] as const)("%s /api/admin/admins%s is 403 for an admin who is not a super admin", async (method, path) => {
    const plain = await createAdmin(db);
    const { cookie } = await signIn(db, { kind: "admin", id: plain.id });
    const response = await call(`/api/admin/admins${path}`, {
      method,
      cookie,
      ...(method === "GET" || method === "DELETE" ? {} : { body: adminBody() }),
    });
    expect(response.status).toBe(403);
  });
});
