import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";

// Issue #4: a business registers, verifies its email through the dev outbox, uploads the approval
// form, an admin approves it through the API, and the customer signs in and out; in both
// languages and directions.
const journeys = [
  {
    locale: "ar",
    prefix: "",
    dir: "rtl",
    verifyBy: "code",
    shortPassword: "يجب ألا تقل كلمة المرور عن 8 أحرف",
    mismatch: "كلمتا المرور غير متطابقتين",
    verified: "تم تأكيد بريدك الإلكتروني.",
    pending: "استلمنا نموذجك وحسابك بانتظار الاعتماد.",
    signIn: "تسجيل الدخول",
  },
  {
    locale: "en",
    prefix: "/en",
    dir: "ltr",
    verifyBy: "link",
    shortPassword: "Password must be at least 8 characters",
    mismatch: "Passwords don't match",
    verified: "Your email is confirmed.",
    pending: "We received your form; your account is waiting for approval.",
    signIn: "Sign in",
  },
] as const;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join("");

/**
 * Every test browses from its own address: the e2e server keeps KV (and so the per-address brakes
 * on registration and reset) across runs, and all local requests would otherwise share one
 * address. Locally wrangler passes the header through; on Cloudflare the edge sets it.
 */
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

/** Waits until every island on the page is hydrated (Astro drops `ssr` when React takes over). */
async function hydrated(page: Page) {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

/**
 * The newest dev-outbox email to an address: its text and links. Reloads until it is there: some
 * emails are queued after the answer (a reset request's, issue #9 D.26).
 */
async function readOutbox(page: Page, email: string, linkContains?: string) {
  // An account may have several emails (verification, then reset): the one whose link is asked for.
  const messages = page.locator(`li[data-to="${email}"]`);
  const message = (
    linkContains ? messages.filter({ has: page.locator(`a[href*="${linkContains}"]`) }) : messages
  ).first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const text = (await message.locator("pre").textContent()) ?? "";
  const link = (await message.locator("a").first().getAttribute("href")) ?? "";
  return { text, link, code: /\b(\d{6})\b/.exec(text)?.[1] ?? "" };
}

/** The admin approves a customer by email through the API (the admin screens come later). */
async function approveAsAdmin(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL, "content-type": "application/json" };
  const login = await request.post("/api/auth/admin/login", {
    headers,
    data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
  });
  expect(login.status()).toBe(200);
  const list = (await (
    await request.get(`/api/admin/customers?status=pending&search=${encodeURIComponent(email)}`)
  ).json()) as { data: { items: { id: number; email: string }[] } };
  const customer = list.data.items.find((row) => row.email === email);
  expect(customer).toBeDefined();
  const decided = await request.post(`/api/admin/customers/${customer?.id}/approval`, {
    headers,
    data: { decision: "approved" },
  });
  expect(decided.status()).toBe(200);
}

for (const journey of journeys) {
  test(`a business registers, verifies, uploads its form, is approved and signs in (${journey.locale})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = `e2e-${journey.locale}-${Date.now()}-${digits(4)}@jumla.test`;
    const password = "Bulk-Order-2026";
    const companyNumber = digits(10);

    await page.goto(`${journey.prefix}/register`);
    await expect(page.locator("html")).toHaveAttribute("dir", journey.dir);
    await hydrated(page);
    const form = page.getByTestId("register-form");

    // SPEC §5 rules inline, before anything is sent.
    await form.locator('input[name="password"]').fill("short");
    await form.locator('input[name="password"]').blur();
    await expect(form.getByText(journey.shortPassword)).toBeVisible();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('input[name="firstName"]')).toHaveAttribute("aria-invalid", "true");

    await form.locator('input[name="firstName"]').fill("Noura");
    await form.locator('input[name="lastName"]').fill("Al-Qahtani");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill(`05${digits(8)}`);
    await form.locator('input[name="companyName"]').fill("Qahtani Textiles");
    await form.locator('input[name="companyNumber"]').fill(companyNumber);
    await form.locator('input[name="city"]').fill("Riyadh");
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="passwordConfirmation"]').fill(`${password}!`);
    await expect(form.getByText(journey.mismatch)).toBeVisible();
    await form.locator('input[name="passwordConfirmation"]').fill(password);
    await expect(form.getByText(journey.mismatch)).toHaveCount(0);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/verify-email$`));
    await expect(page.locator("html")).toHaveAttribute("dir", journey.dir);
    await hydrated(page);
    // The resend button waits behind its countdown.
    await expect(page.getByTestId("verify-resend")).toBeDisabled();

    const outbox = await readOutbox(page, email);
    expect(outbox.link).toContain(`${journey.prefix}/verify-email?token=`);
    expect(outbox.code).toMatch(/^\d{6}$/);
    if (journey.verifyBy === "link") {
      await page.goto(outbox.link);
    } else {
      await page.goto(`${journey.prefix}/verify-email`);
      await hydrated(page);
      await page.locator('input[name="code"]').fill(outbox.code);
      await page.getByTestId("verify-code-form").locator('button[type="submit"]').click();
    }
    await expect(page.getByTestId(journey.verifyBy === "link" ? "verify-token-status" : "verify-status")).toContainText(
      journey.verified,
    );

    await page.getByTestId("verify-email").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/approval-form$`));
    await hydrated(page);
    const upload = page.getByTestId("approval-form");
    await expect(upload.locator('input[name="companyNumber"]')).toHaveValue(companyNumber);
    await upload.locator('input[name="file"]').setInputFiles({
      name: "application.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await upload.locator('button[type="submit"]').click();
    await expect(page.getByTestId("approval-state")).toHaveAttribute("data-status", "pending");
    await expect(page.getByTestId("approval-state")).toHaveText(journey.pending);

    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "cf-connecting-ip": randomIp() },
    });
    await approveAsAdmin(admin, baseURL ?? "", email);
    await admin.dispose();

    // Sign out of the registration session, then sign in as the approved customer.
    await page.context().clearCookies();
    await page.goto(`${journey.prefix}/login`);
    await hydrated(page);
    const signIn = page.getByTestId("sign-in-form");
    await signIn.getByRole("textbox").first().fill(email);
    await signIn.locator("input[type=password]").fill(password);
    await signIn.getByRole("button", { name: journey.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/$`));
    await expect(page.getByTestId("account-name")).toBeVisible();
    expect(await page.getByTestId("price").count()).toBeGreaterThan(0);

    await page.getByTestId("sign-out").click();
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await expect(page.getByTestId("price")).toHaveCount(0);
  });
}

test("a customer resets a forgotten password through the emailed link (en), with SPEC §8 messages", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/en/reset");
  await hydrated(page);
  const request = page.getByTestId("reset-request-form");
  await request.locator('input[name="email"]').fill("not-an-email");
  await request.locator('button[type="submit"]').click();
  await expect(request.getByText("Enter a valid e-mail")).toBeVisible();
  // An address without an account gets the same answer as one with.
  await request.locator('input[name="email"]').fill(`nobody-${Date.now()}@jumla.test`);
  await request.locator('button[type="submit"]').click();
  const sent = "If an account exists for this email, we have sent it a link to set a new password.";
  await expect(page.getByTestId("reset-status")).toContainText(sent);
  await expect(request.locator('button[type="submit"]')).toBeDisabled();

  // An account of its own, so other journeys keep the seeded passwords.
  const email = `reset-${Date.now()}-${digits(4)}@jumla.test`;
  const password = "Bulk-Order-2026";
  const created = await page.request.post("/api/auth/register", {
    headers: { origin: new URL(page.url()).origin, "accept-language": "en" },
    data: {
      firstName: "Reem",
      lastName: "Al-Otaibi",
      email,
      companyName: "Otaibi Home",
      companyNumber: digits(10),
      phone: `05${digits(8)}`,
      password,
      passwordConfirmation: password,
    },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await page.request.post("/api/auth/password/forgot", {
    headers: { origin: new URL(page.url()).origin, "accept-language": "en" },
    data: { email },
  });
  const { link } = await readOutbox(page, email, "/password/reset/");
  expect(link).toMatch(/\/en\/password\/reset\/[a-z2-7]{32}\//);

  await page.goto(link);
  await hydrated(page);
  const form = page.getByTestId("reset-password-form");
  const newPassword = "Fresh-Wholesale-77";
  await form.locator('input[name="email"]').fill("someone-else@jumla.test");
  await form.locator('input[name="password"]').fill("short");
  await form.locator('input[name="passwordConfirmation"]').fill("other");
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText("E-mail doesn't match the requested one")).toBeVisible();
  await expect(form.getByText("Password too short")).toBeVisible();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(newPassword);
  await form.locator('input[name="passwordConfirmation"]').fill("Fresh-Wholesale-78");
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await form.locator('input[name="passwordConfirmation"]').fill(newPassword);
  await form.locator('button[type="submit"]').click();
  // A saved password leads to the sign-in page, which says so.
  await expect(page).toHaveURL(/\/en\/login\?done=resetPassword$/);
  await expect(page.getByTestId("sign-in-status")).toContainText("Your password was changed");

  // The new password signs in (the account is still unverified, and sign-in says so).
  const signIn = await page.request.post("/api/auth/login", {
    headers: { origin: new URL(page.url()).origin, "accept-language": "en" },
    data: { login: email, password: newPassword },
  });
  expect(((await signIn.json()) as { message: string }).message).toBe("Your account is not confirmed");
});
