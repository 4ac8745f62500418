import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";

// Issue #4: sign in on /login as the seeded approved customer, see the account and prices, sign
// out and the prices are gone; in both languages and directions.
const journeys = [
  { locale: "ar", prefix: "", dir: "rtl", submit: "تسجيل الدخول", signOut: "تسجيل الخروج", signIn: "Sign in" },
  { locale: "en", prefix: "/en", dir: "ltr", submit: "Sign in", signOut: "Sign out", signIn: "Sign in" },
] as const;

/** The sign-in form once React owns it (Astro removes `ssr` from the island when it hydrates). */
async function hydratedForm(page: Page) {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  return page.getByTestId("sign-in-form");
}

for (const journey of journeys) {
  test(`a customer signs in and out on /login (${journey.locale})`, async ({ page }) => {
    const { approvedCustomer } = demoAccounts;
    await page.goto(`${journey.prefix}/`);
    await expect(page.getByTestId("price")).toHaveCount(0);
    await page.getByTestId("sign-in-link").click();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/login$`));
    await expect(page.locator("html")).toHaveAttribute("dir", journey.dir);

    const form = await hydratedForm(page);
    // SPEC §5 Login: both fields required, said inline before anything is sent.
    await form.getByRole("button", { name: journey.submit }).click();
    await expect(form.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");

    await form.getByRole("textbox").first().fill(approvedCustomer.email);
    await form.locator("input[type=password]").fill(approvedCustomer.password);
    await form.getByRole("button", { name: journey.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/$`));
    await expect(page.getByTestId("account-name")).toBeVisible();
    expect(await page.getByTestId("price").count()).toBeGreaterThan(0);
    // The priced page comes from the shared cache, but a browser keeps it to itself (decision 0027).
    const signedInHome = await page.request.get(`${journey.prefix}/`);
    expect(signedInHome.headers()["cache-control"]).toBe("private, no-cache");
    expect(signedInHome.headers()["vary"]).toBe("cookie, accept-encoding");

    // Signed in, /login says so and goes home.
    await page.goto(`${journey.prefix}/login`);
    await expect(page.getByTestId("already-signed-in")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/$`));

    await page.getByTestId("sign-out").click();
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await expect(page.getByTestId("price")).toHaveCount(0);
  });
}

test("wrong credentials are told in a toast; an unapproved account is signed in and sent to its step (en)", async ({
  page,
}) => {
  const response = await page.goto("/en/login");
  // Account pages are personal: no cache may keep them.
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const form = await hydratedForm(page);
  await form.getByRole("textbox").first().fill(`nobody-${Date.now()}@jumla.test`);
  await form.locator("input[type=password]").fill("not-a-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("[data-toast=error]")).toHaveText("The email or password is incorrect");

  // Decision 0075: signed in, so never a refusal beside a new session; the step's page says what it waits for.
  await form.getByRole("textbox").first().fill(demoAccounts.pendingCustomer.phone);
  await form.locator("input[type=password]").fill(demoAccounts.pendingCustomer.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/approval-form$/);
  await expect(page.getByTestId("account-name")).toBeVisible();
});

test("an admin signs in on the admin login (ar)", async ({ page }) => {
  await page.goto("/admin-panel/secure/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const form = await hydratedForm(page);
  await form.getByRole("textbox").first().fill(demoAccounts.superAdmin.email);
  await form.locator("input[type=password]").fill(demoAccounts.superAdmin.password);
  const answer = page.waitForResponse("**/api/auth/admin/login");
  await form.getByRole("button", { name: "تسجيل الدخول" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin-panel\/secure$/);
  const profile = await page.request.get("/api/admin/profile/show");
  expect(await profile.json()).toMatchObject({ data: { is_super_admin: true } });
});
