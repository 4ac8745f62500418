import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "../../db/schema/index.ts";
import { createMediaLibrary } from "../../db/seed/media.ts";
import { approvalFormMaxBytes } from "../../core/contracts/account.ts";
import { openDb } from "../../workers/lib/db.ts";
import { maxBodyBytes } from "../../workers/lib/http/read-body.ts";
import { createAdmin, createCustomer, signIn } from "../fixtures/accounts.ts";
import { call, emailsTo, lastEmailTo } from "../fixtures/account-flow.ts";
import { buildPdf, noiseWithNames } from "../fixtures/pdf.ts";

const db = openDb(env);
const text = (value: string) => new TextEncoder().encode(value);
const pdf = text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A verified customer waiting to upload (SPEC §4), signed in. */
async function verifiedCustomer(overrides: Omit<Partial<typeof customers.$inferInsert>, "state"> = {}) {
  const customer = await createCustomer(db, {
    state: "unapproved" as const,
    approvalStatus: "not_submitted" as const,
    approvalFormKey: null,
    canSeePrices: false,
    ...overrides,
  });
  const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
  return { customer, cookie };
}

async function adminCookie() {
  const admin = await createAdmin(db);
  return (await signIn(db, { kind: "admin", id: admin.id })).cookie;
}

function upload(cookie: string, bytes: Uint8Array, companyNumber: string, name = "form.pdf", type = "application/pdf") {
  const form = new FormData();
  form.set("companyNumber", companyNumber);
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return call("/api/account/approval-form", { form, cookie });
}

async function reload(id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`customer ${id} is gone`);
  return row;
}

describe("POST /api/account/approval-form", () => {
  it("stores a verified customer's form privately under a server key and waits for approval", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const response = await upload(cookie, pdf, customer.companyNumber, "../../../etc/passwd.pdf");
    expect(response.status).toBe(201);
    const after = await reload(customer.id);
    expect(after.approvalStatus).toBe("pending");
    expect(after.approvalSubmittedAt).not.toBeNull();
    expect(after.approvalFormKey).toMatch(new RegExp(`^private/approval-forms/${customer.id}/[0-9a-f]{64}\\.pdf$`));
    const object = await env.BUCKET.get(after.approvalFormKey ?? "");
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(pdf);
    // The public media route never serves private keys.
    expect((await call(`/media/${after.approvalFormKey}`)).status).toBe(404);
  });

  it("tells every admin, in the shop's language, in the same batch as the upload", async () => {
    const admin = await createAdmin(db);
    const { customer, cookie } = await verifiedCustomer();
    expect((await upload(cookie, pdf, customer.companyNumber)).status).toBe(201);
    const email = await lastEmailTo(admin.email);
    expect(email.subject).toBe(`نموذج اعتماد من ${customer.companyName}`);
    expect(email.text).toContain(`/admin-panel/secure/users/${customer.id}`);
  });

  it("asks an unverified customer to confirm the email first", async () => {
    const customer = await createCustomer(db, { state: "unverified" });
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await upload(cookie, pdf, customer.companyNumber);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("account_unverified");
  });

  it("refuses a new form once the account is approved", async () => {
    const customer = await createCustomer(db, { state: "approved" });
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    expect((await upload(cookie, pdf, customer.companyNumber)).status).toBe(409);
  });

  it.each([
    ["company number digits only", "CR-1234", "companyNumber", "Company number: digits only"],
    ["company number required", "", "companyNumber", "Company number: digits only"],
  ])("SPEC §5 %s", async (_, companyNumber, field, message) => {
    const { cookie } = await verifiedCustomer();
    const response = await upload(cookie, pdf, companyNumber);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses another company's number", async () => {
    const { cookie } = await verifiedCustomer();
    const response = await upload(cookie, pdf, "99999999");
    expect(await response.json()).toMatchObject({
      errors: { companyNumber: "This is not the company number you registered with" },
    });
  });

  it("needs a file", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const form = new FormData();
    form.set("companyNumber", customer.companyNumber);
    const response = await call("/api/account/approval-form", { form, cookie });
    expect(await response.json()).toMatchObject({ errors: { file: "Choose a file" } });
  });

  it.each([
    [
      "a PDF that is really HTML",
      text("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
      "form.pdf",
      "application/pdf",
    ],
    [
      "an SVG with script",
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      "form.svg",
      "image/svg+xml",
    ],
    [
      "a PDF/HTML polyglot",
      new Uint8Array([...text("%PDF-1.4\n<html><script>alert(document.cookie)</script>\n"), ...pdf]),
      "form.pdf",
      "application/pdf",
    ],
    ["a truncated PDF", pdf.subarray(0, 30), "form.pdf", "application/pdf"],
  ])("refuses %s: File format wrong or corrupted", async (_, bytes, name, type) => {
    const { customer, cookie } = await verifiedCustomer();
    const response = await upload(cookie, bytes, customer.companyNumber, name, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "file_invalid", message: "File format wrong or corrupted" });
    const after = await reload(customer.id);
    expect(after).toMatchObject({ approvalStatus: "not_submitted", approvalFormKey: null });
    expect((await env.BUCKET.list({ prefix: `private/approval-forms/${customer.id}/` })).objects).toEqual([]);
  });

  // Issue #9 D.24: a PDF that runs script, acts on opening, launches programs or carries files.
  it.each([
    ["document JavaScript", "en", () => buildPdf("/Names << /JavaScript 2 0 R >>", ["<< /Names [(x) 3 0 R] >>"])],
    ["a script run on opening", "ar", () => buildPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>")],
    ["a launch action", "en", () => buildPdf("/Pages 2 0 R", ["<< /Type /Annot /A << /S /Launch /F (cmd.exe) >> >>"])],
    ["attached files", "ar", () => buildPdf("/Names << /EmbeddedFiles 2 0 R >>", ["<< /Names [(a.exe) 3 0 R] >>"])],
    ["an escaped /J#61vaScript", "en", () => buildPdf("/Names << /J#61vaScript 2 0 R >>")],
    [
      "an /OpenAction hidden in a compressed object stream",
      "ar",
      () =>
        buildPdf("/Pages 2 0 R", ["<< /Type /Pages /Count 0 >>", "<< /Open#41ction 9 0 R >>"], { objectStream: true }),
    ],
  ] as const)("refuses a PDF with %s: SPEC §8's message (%s)", async (_, language, make) => {
    const { customer, cookie } = await verifiedCustomer();
    const form = new FormData();
    form.set("companyNumber", customer.companyNumber);
    form.set("file", new File([await make()], "form.pdf", { type: "application/pdf" }));
    const response = await call("/api/account/approval-form", { form, cookie, language });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "file_invalid",
      message: language === "en" ? "File format wrong or corrupted" : "صيغة الملف خاطئة أو الملف تالف",
    });
    expect(await reload(customer.id)).toMatchObject({ approvalStatus: "not_submitted", approvalFormKey: null });
    expect((await env.BUCKET.list({ prefix: `private/approval-forms/${customer.id}/` })).objects).toEqual([]);
  });

  it("takes a PDF whose objects sit in a compressed object stream, with a scanned page", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const scan = { dictionary: "/Type /XObject /Subtype /Image /Filter /DCTDecode", data: noiseWithNames(200_000) };
    const bytes = await buildPdf("/Pages 2 0 R", ["<< /Type /Pages /Count 1 >>", "<< /Type /Page >>", scan], {
      objectStream: true,
    });
    expect((await upload(cookie, bytes, customer.companyNumber)).status).toBe(201);
  });

  it("takes a scan larger than the API's body cap: the upload route declares its own limit", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const scan = new Uint8Array(maxBodyBytes * 4);
    scan.set(pdf);
    scan.set(text("\n%%EOF\n"), scan.length - 7);
    const response = await upload(cookie, scan, customer.companyNumber);
    expect(response.status).toBe(201);
    expect((await reload(customer.id)).approvalStatus).toBe("pending");
  });

  it("refuses an oversized file with 413", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const big = new Uint8Array(approvalFormMaxBytes + 1024);
    big.set(pdf);
    big.set(text("\n%%EOF\n"), big.length - 7);
    const response = await upload(cookie, big, customer.companyNumber);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe("The file is larger than 10 MB");
    expect((await reload(customer.id)).approvalFormKey).toBeNull();
  });

  it("refuses an upload posted from another site", async () => {
    const { customer, cookie } = await verifiedCustomer();
    const form = new FormData();
    form.set("companyNumber", customer.companyNumber);
    form.set("file", new File([new Uint8Array(pdf)], "form.pdf"));
    const response = await call("/api/account/approval-form", { form, cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/account/approval-form (the owner's download)", () => {
  it("downloads the form as an attachment that cannot run", async () => {
    const { customer, cookie } = await verifiedCustomer();
    await upload(cookie, pdf, customer.companyNumber);
    const response = await call("/api/account/approval-form", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="approval-form-${customer.id}.pdf"`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it("never gives customer B customer A's form (IDOR)", async () => {
    const a = await verifiedCustomer();
    const b = await verifiedCustomer();
    await upload(a.cookie, pdf, a.customer.companyNumber);
    const key = (await reload(a.customer.id)).approvalFormKey;
    // B has no form: B's download is B's own, so not found…
    expect((await call("/api/account/approval-form", { cookie: b.cookie })).status).toBe(404);
    // …the admin path needs an admin session, whatever id B names…
    expect((await call(`/api/admin/customers/${a.customer.id}/approval-form`, { cookie: b.cookie })).status).toBe(401);
    // …and the key itself is not served publicly.
    expect((await call(`/media/${key}`)).status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await call("/api/account/approval-form")).status).toBe(401);
  });
});

describe("a seeded approval form (issue #9 D.18)", () => {
  it("is stored as an upload is: the owner and an admin download it, /media does not serve it", async () => {
    const { customer, cookie } = await verifiedCustomer();
    // The seed's own media library, storing into this test's bucket.
    const seeded = text(`%PDF-1.4\n% seeded form ${customer.id}\n%%EOF\n`);
    const key = await createMediaLibrary(env.BUCKET, Date.now()).approvalForm(customer.id, seeded);
    await db
      .update(customers)
      .set({ approvalFormKey: key, approvalStatus: "pending", approvalSubmittedAt: Date.now() })
      .where(eq(customers.id, customer.id));

    expect(key).toMatch(new RegExp(`^private/approval-forms/${customer.id}/[0-9a-f]{64}\\.pdf$`));
    expect((await env.BUCKET.head(key))?.customMetadata).toEqual({ customerId: String(customer.id) });
    const own = await call("/api/account/approval-form", { cookie });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(seeded);
    const admin = await call(`/api/admin/customers/${customer.id}/approval-form`, { cookie: await adminCookie() });
    expect(admin.status).toBe(200);
    expect(new Uint8Array(await admin.arrayBuffer())).toEqual(seeded);
    expect((await call(`/media/${key}`)).status).toBe(404);
  });
});

describe("/api/admin/customers", () => {
  it("lists pending customers, serves their form, and approves: prices visible, email queued, sign-in allowed", async () => {
    const admin = await adminCookie();
    const { customer, cookie } = await verifiedCustomer();
    await upload(cookie, pdf, customer.companyNumber);

    // The shared test database holds many pending customers and the queue shows the oldest first,
    // so the list is checked for what it holds and this customer is read on its own.
    const list = (await (await call("/api/admin/customers?status=pending", { cookie: admin })).json()) as {
      data: { items: { id: number; approvalStatus: string }[] };
    };
    expect(list.data.items.length).toBeGreaterThan(0);
    expect(list.data.items.every((row) => row.approvalStatus === "pending")).toBe(true);
    expect(JSON.stringify(list)).not.toContain("argon2");
    const listed = (
      (await (await call(`/api/admin/customers/${customer.id}`, { cookie: admin })).json()) as {
        data: { approvalStatus: string; approvalFormUrl: string };
      }
    ).data;
    expect(listed).toMatchObject({ approvalStatus: "pending" });

    const form = await call(listed?.approvalFormUrl ?? "", { cookie: admin });
    expect(form.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await form.arrayBuffer())).toEqual(pdf);

    const decided = await call(`/api/admin/customers/${customer.id}/approval`, {
      body: { decision: "approved" },
      cookie: admin,
    });
    expect(decided.status).toBe(200);
    expect(await reload(customer.id)).toMatchObject({ approvalStatus: "approved", canSeePrices: true });
    expect((await lastEmailTo(customer.email)).subject).toBe("Your trade account is approved");

    const login = await call("/api/auth/login", { body: { login: customer.email, password: "Fixture#2026" } });
    expect(login.status).toBe(200);
  });

  it("rejects, emails the customer, and takes a corrected form", async () => {
    const admin = await adminCookie();
    const { customer, cookie } = await verifiedCustomer();
    await upload(cookie, pdf, customer.companyNumber);
    await call(`/api/admin/customers/${customer.id}/approval`, { body: { decision: "rejected" }, cookie: admin });
    expect((await reload(customer.id)).approvalStatus).toBe("rejected");
    expect((await lastEmailTo(customer.email)).subject).toBe("Your trade account application");
    const login = await call("/api/auth/login", { body: { login: customer.email, password: "Fixture#2026" } });
    expect(((await login.json()) as { message: string }).message).toBe(
      "Your account has not been approved by the site administrator",
    );

    const corrected = new Uint8Array([...pdf.subarray(0, pdf.length - 7), ...text("% v2\n%%EOF\n")]);
    expect((await upload(cookie, corrected, customer.companyNumber)).status).toBe(201);
    expect((await reload(customer.id)).approvalStatus).toBe("pending");
  });

  it("cannot decide a customer without a form", async () => {
    const admin = await adminCookie();
    const { customer } = await verifiedCustomer();
    const response = await call(`/api/admin/customers/${customer.id}/approval`, {
      body: { decision: "approved" },
      cookie: admin,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { decision: "No approval form was uploaded" } });
    expect(await emailsTo(customer.email)).toEqual([]);
  });

  it("approves without prices when the admin says so, and sets can-see-prices and restricted later", async () => {
    const admin = await adminCookie();
    const { customer, cookie } = await verifiedCustomer();
    await upload(cookie, pdf, customer.companyNumber);
    await call(`/api/admin/customers/${customer.id}/approval`, {
      body: { decision: "approved", canSeePrices: false },
      cookie: admin,
    });
    expect((await reload(customer.id)).canSeePrices).toBe(false);

    const patched = await call(`/api/admin/customers/${customer.id}`, {
      method: "PATCH",
      body: { canSeePrices: true, restricted: true },
      cookie: admin,
    });
    expect(await patched.json()).toMatchObject({ data: { canSeePrices: true, restricted: true } });
    expect(await reload(customer.id)).toMatchObject({ canSeePrices: true, restricted: true });
  });

  it.each([
    ["a decision that is neither", { decision: "maybe" }, "decision"],
    ["a flag that is not a boolean", { canSeePrices: "yes" }, "canSeePrices"],
  ])("refuses %s with 400", async (_, body, field) => {
    const admin = await adminCookie();
    const { customer } = await verifiedCustomer();
    const path = `/api/admin/customers/${customer.id}${field === "decision" ? "/approval" : ""}`;
    const response = await call(path, { body, cookie: admin, method: field === "decision" ? "POST" : "PATCH" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
  });

  it("answers 404 for an id that is not a customer", async () => {
    const admin = await adminCookie();
    expect((await call("/api/admin/customers/abc", { cookie: admin })).status).toBe(404);
    expect((await call("/api/admin/customers/0/approval-form", { cookie: admin })).status).toBe(404);
  });
});
