import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens, sessions } from "../../db/schema/index.ts";
import { accountLimits } from "../../workers/api/auth/limits.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer, createSalesperson, signIn } from "../fixtures/accounts.ts";
import { call, emailsTo, lastEmailTo, linkAndCode } from "../fixtures/account-flow.ts";

const db = openDb(env);
const newPassword = "Fresh-Wholesale-77";
const forgot = (email: string, language: "ar" | "en" = "en") =>
  call("/api/auth/password/forgot", { body: { email }, language });
const reset = (body: Record<string, unknown>, language: "ar" | "en" = "en") =>
  call("/api/auth/password/reset", { body, language });

/** Requests a reset for an address and returns the token and email of the link it was sent. */
async function resetLink(email: string) {
  expect((await forgot(email)).status).toBe(200);
  const { link } = linkAndCode(await lastEmailTo(email));
  const [, token = "", address = ""] = /\/password\/reset\/([^/]+)\/([^/]+)$/.exec(link.pathname) ?? [];
  return { link, token, email: decodeURIComponent(address) };
}

const valid = (token: string, email: string) => ({
  token,
  email,
  password: newPassword,
  passwordConfirmation: newPassword,
});

describe("POST /api/auth/password/forgot", () => {
  it("answers the same whether or not the email has an account, and emails only the account", async () => {
    const customer = await createCustomer(db);
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@jumla.test`;
    const [known, missing] = await Promise.all([forgot(customer.email), forgot(unknown)]);
    expect(known.status).toBe(missing.status);
    expect(await known.json()).toEqual(await missing.json());
    expect(await emailsTo(unknown)).toEqual([]);
    const { link } = linkAndCode(await lastEmailTo(customer.email));
    // The customer has no stored language: the page's (English, under /en/ on this Arabic profile).
    expect(link.pathname).toMatch(
      new RegExp(`^/en/password/reset/[a-z2-7]{32}/${encodeURIComponent(customer.email)}$`),
    );
  });

  it("emails salespeople too (they sign in on the same page)", async () => {
    const salesperson = await createSalesperson(db);
    await forgot(salesperson.email);
    expect(await emailsTo(salesperson.email)).toHaveLength(1);
  });

  it("stops emailing one address after three requests an hour, without saying so", async () => {
    const customer = await createCustomer(db);
    const answers = [];
    for (let i = 0; i < accountLimits.resetRequestPerEmail.limit + 1; i++) answers.push(await forgot(customer.email));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await emailsTo(customer.email)).toHaveLength(accountLimits.resetRequestPerEmail.limit);
  });

  it("refuses an invalid email with SPEC §8's message", async () => {
    const response = await forgot("not-an-email");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { email: "Enter a valid e-mail" } });
  });
});

describe("POST /api/auth/password/reset", () => {
  it("sets the new password, spends the link and signs the user out everywhere", async () => {
    const customer = await createCustomer(db);
    const other = await signIn(db, { kind: "customer", id: customer.id });
    await signIn(db, { kind: "customer", id: customer.id });
    const { token, email } = await resetLink(customer.email);

    const response = await reset(valid(token, email));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toContain("Your password was changed");

    const left = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userKind, "customer"), eq(sessions.userId, customer.id)));
    expect(left).toEqual([]);
    expect((await call("/api/auth/verify-email/resend", { body: {}, cookie: other.cookie })).status).toBe(401);

    const signInNew = await call("/api/auth/login", { body: { login: customer.email, password: newPassword } });
    expect(signInNew.status).toBe(200);
    const signInOld = await call("/api/auth/login", { body: { login: customer.email, password: "Fixture#2026" } });
    expect(signInOld.status).toBe(401);

    const again = await reset(valid(token, email));
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe("reset_link_invalid");
  });

  it.each([
    [
      "passwords don't match",
      { passwordConfirmation: "Other-Wholesale-77" },
      "passwordConfirmation",
      "Passwords don't match",
    ],
    ["enter a valid e-mail", { email: "nope" }, "email", "Enter a valid e-mail"],
    ["password too short", { password: "Ab1!xyz", passwordConfirmation: "Ab1!xyz" }, "password", "Password too short"],
    [
      "common password",
      { password: "iloveyou", passwordConfirmation: "iloveyou" },
      "password",
      "This password is too common; choose another one",
    ],
  ])("SPEC §8 %s", async (_, overrides, field, message) => {
    const customer = await createCustomer(db);
    const { token, email } = await resetLink(customer.email);
    const response = await reset({ ...valid(token, email), ...overrides });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("SPEC §8 e-mail doesn't match the requested one, in both languages", async () => {
    const customer = await createCustomer(db);
    const { token } = await resetLink(customer.email);
    const body = valid(token, "someone-else@jumla.test");
    const en = await reset(body);
    expect(en.status).toBe(400);
    expect(await en.json()).toMatchObject({ errors: { email: "E-mail doesn't match the requested one" } });
    const ar = await reset(body, "ar");
    expect(await ar.json()).toMatchObject({ errors: { email: "البريد الإلكتروني لا يطابق البريد المطلوب" } });
    // The link still works with the right address.
    expect((await reset(valid(token, customer.email))).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const customer = await createCustomer(db);
    const { token, email } = await resetLink(customer.email);
    await db
      .update(authTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(and(eq(authTokens.email, email), eq(authTokens.purpose, "password_reset")));
    expect((await reset(valid(token, email))).status).toBe(400);
  });

  it("keeps only the newest link alive", async () => {
    const customer = await createCustomer(db);
    const first = await resetLink(customer.email);
    const second = await resetLink(customer.email);
    expect((await reset(valid(first.token, first.email))).status).toBe(400);
    expect((await reset(valid(second.token, second.email))).status).toBe(200);
  });

  it("stores only the link's hash", async () => {
    const customer = await createCustomer(db);
    const { token } = await resetLink(customer.email);
    const rows = await db.select().from(authTokens).where(eq(authTokens.email, customer.email));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
