// Issue #9 D.21: a forged Host must not reach any absolute URL the shop writes. The API tests'
// Worker runs with SITE_ORIGIN https://shop.jumla.test (vitest.config.ts); requests here are
// addressed to another host, as a client forging Host would send them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { openDb } from "../../workers/lib/db.ts";
import { call, lastEmailTo, linkAndCode, registration } from "../fixtures/account-flow.ts";
import { createAdmin, createCustomer, signIn } from "../fixtures/accounts.ts";

const db = openDb(env);
const forged = "http://evil.example";
const configured = "https://shop.jumla.test";
const pdf = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

describe("links in emails under a forged Host", () => {
  it.each([
    ["ar", "/password/reset/"],
    ["en", "/en/password/reset/"],
  ] as const)("a reset link stands on the configured origin (%s)", async (language, path) => {
    const customer = await createCustomer(db);
    const response = await call("/api/auth/password/forgot", {
      body: { email: customer.email },
      language,
      base: forged,
    });
    expect(response.status).toBe(200);
    const { link } = linkAndCode(await lastEmailTo(customer.email));
    expect(link.origin).toBe(configured);
    expect(link.pathname.startsWith(path)).toBe(true);
  });

  it.each([
    ["ar", "/verify-email"],
    ["en", "/en/verify-email"],
  ] as const)("a verification link stands on the configured origin (%s)", async (language, path) => {
    const body = registration();
    const response = await call("/api/auth/register", { body, language, base: forged });
    expect(response.status).toBe(201);
    const { link } = linkAndCode(await lastEmailTo(body.email));
    expect(link.origin).toBe(configured);
    expect(link.pathname).toBe(path);
  });

  it("the admins' link to an uploaded approval form stands on the configured origin", async () => {
    const admin = await createAdmin(db);
    const customer = await createCustomer(db, {
      state: "unapproved",
      approvalStatus: "not_submitted",
      approvalFormKey: null,
      canSeePrices: false,
    });
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id }, `${forged}/`);
    const form = new FormData();
    form.set("companyNumber", customer.companyNumber);
    form.set("file", new File([pdf], "form.pdf", { type: "application/pdf" }));
    const response = await call("/api/account/approval-form", { form, cookie, base: forged });
    expect(response.status).toBe(201);
    const { link } = linkAndCode(await lastEmailTo(admin.email));
    expect(link.href).toBe(`${configured}/admin-panel/secure/users/${customer.id}`);
  });
});
