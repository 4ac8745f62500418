import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { signInLimits } from "../../workers/api/auth/limits.ts";
import { getDb } from "../../workers/lib/db.ts";
import { createSession, sessionIdOf, sessionPolicies } from "../../workers/lib/session.ts";
import {
  createAdmin,
  createCustomer,
  createSalesperson,
  fixturePassword,
  sessionCookie,
  signIn,
} from "../fixtures/accounts.ts";

const db = getDb(env);
let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP brake of one test never trips another. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Call {
  body?: unknown;
  cookie?: string;
  language?: "ar" | "en";
  origin?: string | null;
  ip?: string;
  base?: string;
  method?: string;
}

function call(
  path: string,
  { body, cookie, language = "en", origin, ip, base = "http://localhost", method }: Call = {},
) {
  const headers = new Headers({ "accept-language": language, "cf-connecting-ip": ip ?? freshIp() });
  if (cookie) headers.set("cookie", cookie);
  const resolvedOrigin = origin === undefined ? base : origin;
  if (resolvedOrigin !== null) headers.set("origin", resolvedOrigin);
  const init: RequestInit = { method: method ?? (body === undefined ? "POST" : "POST"), headers };
  if (body !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(body);
  }
  return api.request(`${base}${path}`, init, env);
}

const login = (body: unknown, options: Omit<Call, "body"> = {}) => call("/api/auth/login", { body, ...options });

/** The session token a response hands out in its shopper or admin cookie. */
function cookieToken(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header?.slice(name.length + 1).split(";")[0];
}

async function storedSession(token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(token)));
  return row;
}

describe("POST /api/auth/login", () => {
  it.each([
    ["email", "en", "Logged in successfully"],
    ["phone", "ar", "تم تسجيل الدخول بنجاح"],
  ] as const)("signs an approved customer in by %s (%s)", async (by, language, message) => {
    const customer = await createCustomer(db);
    const response = await login({ login: customer[by], password: fixturePassword }, { language });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; data: { user: Record<string, unknown> } };
    expect(body.message).toBe(message);
    expect(body.data.user).toMatchObject({
      kind: "customer",
      id: customer.id,
      status: "approved",
      canSeePrices: true,
    });
    const token = cookieToken(response, "jumla_session");
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    // The session is a cookie, never a token in the body.
    expect(JSON.stringify(body)).not.toContain(String(token));
    expect(await storedSession(String(token))).toMatchObject({ userKind: "customer", userId: customer.id });
  });

  it("finds a phone typed with spaces and dashes, and an email in capitals", async () => {
    const customer = await createCustomer(db);
    const spaced = `${customer.phone.slice(0, 3)} ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`;
    expect((await login({ login: spaced, password: fixturePassword })).status).toBe(200);
    expect((await login({ login: ` ${customer.email.toUpperCase()} `, password: fixturePassword })).status).toBe(200);
  });

  it("signs a salesperson in on the same endpoint", async () => {
    const salesperson = await createSalesperson(db);
    const response = await login({ login: salesperson.email, password: fixturePassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { user: { kind: "salesperson", canSeePrices: true } } });
  });

  it("answers a wrong password and an unknown account alike", async () => {
    const customer = await createCustomer(db);
    const wrong = await login({ login: customer.email, password: "not-the-password" });
    const unknown = await login({ login: "nobody-here@jumla.test", password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual({ error: "invalid_credentials", message: "The email or password is incorrect" });
    expect(unknownBody).toEqual(wrongBody);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("says the credentials are wrong in Arabic too", async () => {
    const response = await login({ login: "nobody-here@jumla.test", password: "x" }, { language: "ar" });
    expect(await response.json()).toMatchObject({ message: "البريد الإلكتروني أو كلمة المرور غير صحيحة" });
  });

  it.each([
    ["unverified", "en", "account_unverified", "Your account is not confirmed", /confirmation link/],
    ["unverified", "ar", "account_unverified", "حسابك غير مؤكد", /رابط التأكيد/],
    [
      "unapproved",
      "en",
      "account_unapproved",
      "Your account has not been approved by the site administrator",
      /application form/,
    ],
    ["unapproved", "ar", "account_unapproved", "لم تتم الموافقة على حسابك من قبل مدير الموقع", /نموذج/],
  ] as const)("tells an %s customer so (%s) and what to do next", async (state, language, code, message, hint) => {
    const customer = await createCustomer(db, { state });
    const response = await login({ login: customer.email, password: fixturePassword }, { language });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; message: string; hint: string };
    expect(body).toMatchObject({ error: code, message });
    expect(body.hint).toMatch(hint);
    // The session exists for the SPEC §4 onboarding steps (verify, upload the form), nothing more.
    const token = cookieToken(response, "jumla_session");
    expect(await storedSession(String(token))).toMatchObject({ userId: customer.id });
  });

  it("tells a rejected customer they are not approved", async () => {
    const customer = await createCustomer(db, { state: "unapproved", approvalStatus: "rejected" });
    const response = await login({ login: customer.email, password: fixturePassword });
    expect(await response.json()).toMatchObject({ error: "account_unapproved" });
  });

  it.each([
    [{}, { login: "Enter your email or phone", password: "Enter your password" }, "en"],
    [{ login: " ", password: "" }, { login: "أدخل بريدك الإلكتروني أو رقم جوالك", password: "أدخل كلمة المرور" }, "ar"],
    [{ login: 7, password: ["x"] }, { login: "Enter your email or phone", password: "Enter your password" }, "en"],
  ] as const)("refuses %j with field messages (SPEC §5 Login)", async (body, errors, language) => {
    const response = await login(body, { language });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(json.error).toBe("invalid_input");
    if (Object.keys(body).length === 0) {
      expect(Object.keys(json.errors).sort()).toEqual(["login", "password"]);
    } else {
      expect(json.errors).toEqual(errors);
    }
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await api.request(
      "/api/auth/login",
      {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/json", "cf-connecting-ip": freshIp() },
        body: "{not json",
      },
      env,
    );
    expect(response.status).toBe(400);
  });
});

describe("session cookies", () => {
  it("over https are __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and expire with the session", async () => {
    const customer = await createCustomer(db);
    const response = await login(
      { login: customer.email, password: fixturePassword },
      { base: "https://shop.jumla.test" },
    );
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-jumla_session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const expires = Date.parse(String(/Expires=([^;]+)/.exec(String(cookie))?.[1]));
    expect(Math.abs(expires - (Date.now() + sessionPolicies.shopper.absoluteMs))).toBeLessThan(60_000);
  });

  it("on http://localhost have plain names and no Secure flag, which browsers would refuse there", async () => {
    const customer = await createCustomer(db);
    const response = await login({ login: customer.email, password: fixturePassword });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^jumla_session=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it("keep shoppers and admins apart: a shopper cookie is no admin session", async () => {
    const customer = await createCustomer(db);
    const { token } = await signIn(db, { kind: "customer", id: customer.id });
    const asAdmin = await api.request(
      "/api/admin/profile/show",
      { headers: { cookie: sessionCookie("admin", token) } },
      env,
    );
    expect(asAdmin.status).toBe(401);
  });
});

describe("rotation and revocation", () => {
  it("signing in issues a new session and revokes the one the browser presented", async () => {
    const customer = await createCustomer(db);
    const old = await signIn(db, { kind: "customer", id: customer.id });
    const response = await login({ login: customer.email, password: fixturePassword }, { cookie: old.cookie });
    const token = String(cookieToken(response, "jumla_session"));
    expect(token).not.toBe(old.token);
    expect(await storedSession(old.token)).toBeUndefined();
    expect(await storedSession(token)).toBeDefined();
  });

  it("signing in as someone else also revokes the previous user's session", async () => {
    const [first, second] = [await createCustomer(db), await createCustomer(db)];
    const old = await signIn(db, { kind: "customer", id: first.id });
    await login({ login: second.email, password: fixturePassword }, { cookie: old.cookie });
    expect(await storedSession(old.token)).toBeUndefined();
  });

  it("logout deletes the session and clears the cookie", async () => {
    const customer = await createCustomer(db);
    const { token, cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await call("/api/auth/logout", { cookie, language: "ar" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null, message: "تم تسجيل الخروج بنجاح" });
    expect(response.headers.getSetCookie()[0]).toMatch(/^jumla_session=; Max-Age=0/);
    expect(await storedSession(token)).toBeUndefined();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("logout from a plain HTML form goes back to a page on this site", async () => {
    const customer = await createCustomer(db);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const headers = { cookie, origin: "http://localhost", accept: "text/html" };
    const home = await api.request("/api/auth/logout?next=/en/", { method: "POST", headers }, env);
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toBe("/en/");
    const foreign = await api.request("/api/auth/logout?next=//evil.example/", { method: "POST", headers }, env);
    expect(foreign.headers.get("location")).toBe("/");
  });
});

describe("expiry", () => {
  const hour = 3_600_000;

  it("refuses an admin session past its absolute expiry, however recently used", async () => {
    const admin = await createAdmin(db);
    const now = Date.now();
    const { token } = await createSession(db, { kind: "admin", id: admin.id }, { now: now - 13 * hour });
    await db
      .update(sessions)
      .set({ idleExpiresAt: now + hour })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await api.request(
      "/api/admin/profile/show",
      { headers: { cookie: sessionCookie("admin", token) } },
      env,
    );
    expect(response.status).toBe(401);
    expect(await storedSession(token)).toBeUndefined();
  });

  it("refuses an admin session idle longer than its idle time", async () => {
    const admin = await createAdmin(db);
    const { token } = await createSession(db, { kind: "admin", id: admin.id }, { now: Date.now() - 31 * 60_000 });
    const response = await api.request(
      "/api/admin/profile/show",
      { headers: { cookie: sessionCookie("admin", token) } },
      env,
    );
    expect(response.status).toBe(401);
  });

  it("pushes the idle expiry forward when used after the extension interval, not before", async () => {
    const admin = await createAdmin(db);
    const policy = sessionPolicies.admin;
    const started = Date.now() - policy.extendEveryMs - 1000;
    const { token, session } = await createSession(db, { kind: "admin", id: admin.id }, { now: started });
    const response = await api.request(
      "/api/admin/profile/show",
      { headers: { cookie: sessionCookie("admin", token) } },
      env,
    );
    expect(response.status).toBe(200);
    const extended = await storedSession(token);
    expect(extended?.idleExpiresAt).toBeGreaterThan(session.idleExpiresAt);
    // Used again at once: no second write.
    await api.request("/api/admin/profile/show", { headers: { cookie: sessionCookie("admin", token) } }, env);
    expect((await storedSession(token))?.idleExpiresAt).toBe(extended?.idleExpiresAt);
  });
});

describe("CSRF: the Origin check", () => {
  it.each([
    ["a foreign origin", "https://evil.example", "en", "This request came from another site and was refused."],
    ["no origin", null, "ar", "رُفض هذا الطلب لأنه صادر من موقع آخر."],
  ] as const)("refuses a state-changing request with %s", async (_, origin, language, message) => {
    const customer = await createCustomer(db);
    const response = await login({ login: customer.email, password: fixturePassword }, { origin, language });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "cross_origin", message });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a cross-origin logout, leaving the session alive", async () => {
    const customer = await createCustomer(db);
    const { token, cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await call("/api/auth/logout", { cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await storedSession(token)).toBeDefined();
  });

  it("lets reads through without an Origin", async () => {
    expect((await api.request("/api/health", {}, env)).status).toBe(200);
  });
});

describe("sign-in rate limits", () => {
  it("stop an account after repeated wrong passwords, even with the right one, with 429", async () => {
    const customer = await createCustomer(db);
    for (let i = 0; i < signInLimits.perAccount.limit; i++) {
      expect((await login({ login: customer.email, password: `wrong-${i}` })).status).toBe(401);
    }
    for (const language of ["en", "ar"] as const) {
      const response = await login({ login: customer.email, password: fixturePassword }, { language });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        error: "rate_limited",
        message: language === "en" ? "Too many attempts. Please wait and try again." : expect.any(String),
      });
    }
  });

  it("stop one address after too many attempts on any accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < signInLimits.perIp.limit; i++) {
      expect((await login({ login: `nobody-${i}@jumla.test`, password: "x" }, { ip })).status).toBe(401);
    }
    const customer = await createCustomer(db);
    expect((await login({ login: customer.email, password: fixturePassword }, { ip })).status).toBe(429);
    // Another address is not affected.
    expect((await login({ login: customer.email, password: fixturePassword })).status).toBe(200);
  });

  it("never count successful sign-ins, so one office address can sign in all its staff", async () => {
    const ip = freshIp();
    const customer = await createCustomer(db);
    for (let i = 0; i <= signInLimits.perIp.limit; i++) {
      expect((await login({ login: customer.email, password: fixturePassword }, { ip })).status).toBe(200);
    }
  });
});

describe("admin sign-in", () => {
  it("signs an admin in with an admin cookie, and profile/show answers is_super_admin", async () => {
    const admin = await createAdmin(db, { isSuperAdmin: true });
    const response = await call("/api/auth/admin/login", { body: { email: admin.email, password: fixturePassword } });
    expect(response.status).toBe(200);
    const token = String(cookieToken(response, "jumla_admin"));
    expect(cookieToken(response, "jumla_session")).toBeUndefined();
    const profile = await api.request(
      "/api/admin/profile/show",
      { headers: { cookie: sessionCookie("admin", token) } },
      env,
    );
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
    expect(await profile.json()).toEqual({
      data: { id: admin.id, name: admin.name, email: admin.email, is_super_admin: true },
    });
  });

  it("refuses a customer's credentials on the admin login, and an admin's on the shopper login", async () => {
    const customer = await createCustomer(db);
    const admin = await createAdmin(db);
    const asAdmin = await call("/api/auth/admin/login", { body: { email: customer.email, password: fixturePassword } });
    expect(asAdmin.status).toBe(401);
    expect((await login({ login: admin.email, password: fixturePassword })).status).toBe(401);
  });

  it.each([
    ["no cookie", ""],
    ["an unknown token", sessionCookie("admin", "a".repeat(32))],
    ["a malformed token", sessionCookie("admin", "x")],
  ])("profile/show answers 401 with %s", async (_, cookie) => {
    const response = await api.request("/api/admin/profile/show", { headers: { cookie } }, env);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "unauthorized" });
  });

  it("admin logout revokes the admin session (SPEC §4)", async () => {
    const admin = await createAdmin(db);
    const { token, cookie } = await signIn(db, { kind: "admin", id: admin.id });
    const response = await call("/api/auth/admin/logout", { cookie });
    expect(response.status).toBe(200);
    expect(await storedSession(token)).toBeUndefined();
    const after = await api.request("/api/admin/profile/show", { headers: { cookie } }, env);
    expect(after.status).toBe(401);
  });
});
