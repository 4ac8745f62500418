import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens, customers } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { call, emailsTo, freshIp, linkAndCode, registerCustomer } from "../fixtures/account-flow.ts";

const db = openDb(env);
const verify = (body: unknown, cookie?: string, language: "ar" | "en" = "en") =>
  call("/api/auth/verify-email", { body, language, ...(cookie ? { cookie } : {}) });
const resend = (cookie: string, ip?: string) =>
  call("/api/auth/verify-email/resend", { body: {}, cookie, ...(ip ? { ip } : {}) });

async function isVerified(email: string) {
  const [row] = await db.select({ verified: customers.verified }).from(customers).where(eq(customers.email, email));
  return row?.verified;
}

describe("email verification by link", () => {
  it("confirms the email without a session, once", async () => {
    const { body, token } = await registerCustomer();
    const first = await verify({ token });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toBe("Your email is confirmed.");
    expect(await isVerified(body.email)).toBe(true);

    const again = await verify({ token }, undefined, "ar");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: "verification_invalid",
      message: "انتهت صلاحية هذا الرابط أو الرمز أو سبق استخدامه. اطلب رمزاً جديداً.",
    });
  });

  it.each([
    ["an unknown token", "a".repeat(32)],
    ["a malformed token", "../../../etc/passwd"],
  ])("refuses %s", async (_, token) => {
    const response = await verify({ token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("verification_invalid");
  });

  it("refuses an expired link", async () => {
    const { body, token } = await registerCustomer();
    await db
      .update(authTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(and(eq(authTokens.email, body.email), eq(authTokens.purpose, "email_verify")));
    const response = await verify({ token });
    expect(response.status).toBe(400);
    expect(await isVerified(body.email)).toBe(false);
  });
});

describe("email verification by code", () => {
  it("confirms the signed-in customer's email with the emailed code and spends the link too", async () => {
    const { body, cookie, code, token } = await registerCustomer();
    const response = await verify({ code }, cookie);
    expect(response.status).toBe(200);
    expect(await isVerified(body.email)).toBe(true);
    expect((await verify({ token })).status).toBe(400);
  });

  it("needs the customer's session: a code alone names no account", async () => {
    const { code } = await registerCustomer();
    expect((await verify({ code })).status).toBe(401);
  });

  it("refuses another customer's code", async () => {
    const victim = await registerCustomer();
    const attacker = await registerCustomer();
    const response = await verify({ code: victim.code }, attacker.cookie);
    // Codes are six random digits: the attacker's own code could equal the victim's only by chance.
    if (victim.code !== attacker.code) expect(response.status).toBe(400);
    expect(await isVerified(victim.body.email)).toBe(false);
  });

  it.each([["12345"], ["abcdef"], [""]])("refuses the malformed code %j with a field message", async (code) => {
    const { cookie } = await registerCustomer();
    const response = await verify({ code }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { code: "Enter the 6-digit code" } });
  });

  it("stops guessing after five wrong codes (per account, 429)", async () => {
    const { cookie, code } = await registerCustomer();
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await verify({ code: wrong }, cookie)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right code now waits for the window to end.
    expect((await verify({ code }, cookie)).status).toBe(429);
  });
});

describe("POST /api/auth/verify-email/resend", () => {
  it("sends a new link and code, and the old ones stop working", async () => {
    const { body, cookie, token: oldToken } = await registerCustomer();
    const response = await resend(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { verified: false, resendAfter: 60 } });
    const emails = await emailsTo(body.email);
    expect(emails).toHaveLength(2);
    const { link } = linkAndCode(emails[0] ?? { to: "", subject: "", text: "" });
    const newToken = link.searchParams.get("token");
    expect(newToken).not.toBe(oldToken);
    expect((await verify({ token: oldToken })).status).toBe(400);
    expect((await verify({ token: newToken })).status).toBe(200);
  });

  it("waits for the countdown: a second resend within the minute is 429 with Retry-After", async () => {
    const { cookie } = await registerCustomer();
    const ip = freshIp();
    expect((await resend(cookie, ip)).status).toBe(200);
    const second = await resend(cookie, freshIp());
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("tells a verified customer there is nothing to resend", async () => {
    const customer = await createCustomer(db, { state: "unapproved" });
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await resend(cookie);
    expect(await response.json()).toMatchObject({ data: { verified: true } });
    expect(await emailsTo(customer.email)).toEqual([]);
  });

  it("needs a customer session", async () => {
    expect((await call("/api/auth/verify-email/resend", { body: {} })).status).toBe(401);
  });
});
