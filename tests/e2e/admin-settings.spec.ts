import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { logToasts, openAdmin, seeToast, settleScreen, tourAdminScreens } from "./admin-db.ts";
import { signInAdmin as signIn, type Account } from "./sign-in.ts";

// Issue #12 items 3 and 4 (decision 0068), in Arabic and English: a super admin adds an admin and a
// plain admin is refused admin management (SPEC §6); the company name changed in both languages
// shows in the storefront's footer at once; an admin changes their own password and sign-in email,
// the current password required (SPEC §5 Profile, decision 0074); every screen of this part passes
// axe in light and dark.

// Decision 0078: this part's journeys run once, in English; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "en", base: "/en/admin-panel/secure", home: "/en/" }] as const;

/** A token of this run's own, for names and emails. */
const runToken = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Adds an admin through the API as the signed-in super admin; answers their sign-in. */
async function addAdminThroughApi(request: APIRequestContext, baseURL: string | undefined): Promise<Account> {
  const token = runToken();
  const account = { email: `e2e-admin-${token}@jumla.test`, password: `Ledger-${token}-8` };
  const answer = await request.post("/api/admin/admins", {
    data: { name: `E2E ${token}`, ...account, passwordConfirmation: account.password },
    headers: { origin: String(baseURL) },
  });
  expect(answer.status()).toBe(201);
  return account;
}

for (const { locale, base, home } of locales) {
  const t = useTranslations(locale);

  test(`a super admin adds an admin; a plain admin is refused admin management (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await logToasts(page);
    await signIn(page, baseURL, demoAccounts.superAdmin);
    await openAdmin(page, `${base}/admins`);
    await expect(page.locator("#admin-main h1")).toHaveText(t("admin.nav.admins"));
    await openAdmin(page, `${base}/admins/add`);
    const token = runToken();
    const email = `e2e-${token}@jumla.test`;
    const form = page.getByTestId("resource-form");
    await form.locator('[name="name"]').fill(`Admin ${token}`);
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill(`Ledger-${token}-8`);
    await form.locator('[name="passwordConfirmation"]').fill(`Ledger-${token}-9`);
    await page.getByTestId("save").click();
    await expect(form.getByText(t("validation.password.mismatch")).first()).toBeVisible();
    await form.locator('[name="passwordConfirmation"]').fill(`Ledger-${token}-8`);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/admins`));
    await page.getByTestId("list-search").fill(token);
    await page.getByTestId("list-search").press("Enter");
    await expect(page.locator("#admin-main table")).toContainText(email);

    // The new admin is no super admin: admin management is refused them (SPEC §8 access denied).
    await page.context().clearCookies();
    await signIn(page, baseURL, { email, password: `Ledger-${token}-8` });
    await openAdmin(page, `${base}/admins`);
    await expect(page.getByTestId("access-denied")).toContainText(t("errors.forbidden"));
    expect((await page.request.get("/api/admin/admins")).status()).toBe(403);
  });

  test(`the company name changed in both languages shows in the storefront footer (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await logToasts(page);
    await signIn(page, baseURL, demoAccounts.admin);
    const before = (await (await page.request.get("/api/admin/settings/company-info")).json()) as {
      data: Record<string, unknown> & { currency: string };
    };
    try {
      await openAdmin(page, `${base}/settings/company-info`);
      await expect(page.locator("#admin-main h1")).toHaveText(t("admin.settings.tab.companyInfo"));
      const token = runToken();
      const form = page.getByTestId("company-info-form");
      await form.locator('[name="translations.en.name"]').fill(`Jumla Wholesale ${token}`);
      await form.locator('[name="translations.ar.name"]').fill(`جملة للجملة ${token}`);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      await page.goto("/");
      await expect(page.locator("footer")).toContainText(`جملة للجملة ${token}`);
      await page.goto("/en/");
      await expect(page.locator("footer")).toContainText(`Jumla Wholesale ${token}`);
      await page.goto(home);
    } finally {
      const { currency: _currency, ...company } = before.data;
      const restored = await page.request.put("/api/admin/settings/company-info", {
        data: company,
        headers: { origin: String(baseURL) },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test(`an admin changes their own password, the old one required (${locale})`, async ({ page, baseURL }) => {
    await logToasts(page);
    await signIn(page, baseURL, demoAccounts.superAdmin);
    const account = await addAdminThroughApi(page.request, baseURL);
    await page.context().clearCookies();
    await signIn(page, baseURL, account);
    await openAdmin(page, `${base}/settings/personal`);
    await expect(page.locator("#admin-main h1")).toHaveText(t("admin.settings.tab.personal"));
    const form = page.getByTestId("personal-form");
    const newPassword = `${account.password}-new`;
    await form.locator('[name="password"]').fill(newPassword);
    await form.locator('[name="passwordConfirmation"]').fill(newPassword);
    await page.getByTestId("save").click();
    await expect(form.getByText(t("profile.oldPassword.required")).first()).toBeVisible();
    await form.locator('[name="oldPassword"]').fill("not-the-password");
    await page.getByTestId("save").click();
    await expect(form.getByText(t("profile.oldPassword.wrong")).first()).toBeVisible();
    await form.locator('[name="oldPassword"]').fill(account.password);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.saved"));
    // Still signed in here; the new password signs in, the old one no longer does.
    await openAdmin(page, `${base}/settings/personal`);
    const fresh = await page.request.post("/api/auth/admin/login", {
      data: { email: account.email, password: newPassword },
      headers: { origin: String(baseURL) },
    });
    expect(fresh.status()).toBe(200);
    const old = await page.request.post("/api/auth/admin/login", {
      data: { email: account.email, password: account.password },
      headers: { origin: String(baseURL) },
    });
    expect(old.status()).toBe(401);
  });

  test(`an admin changes their sign-in email only with the current password (${locale})`, async ({ page, baseURL }) => {
    await logToasts(page);
    await signIn(page, baseURL, demoAccounts.superAdmin);
    const account = await addAdminThroughApi(page.request, baseURL);
    await page.context().clearCookies();
    await signIn(page, baseURL, account);
    await openAdmin(page, `${base}/settings/personal`);
    const form = page.getByTestId("personal-form");
    await expect(form.getByText(t("admin.personal.detailsHint"))).toBeVisible();
    const email = `e2e-moved-${runToken()}@jumla.test`;
    await form.locator('[name="email"]').fill(email);
    await page.getByTestId("save").click();
    await expect(form.getByText(t("profile.oldPassword.required")).first()).toBeVisible();
    await form.locator('[name="oldPassword"]').fill(account.password);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.saved"));
    const moved = await page.request.post("/api/auth/admin/login", {
      data: { email, password: account.password },
      headers: { origin: String(baseURL) },
    });
    expect(moved.status()).toBe(200);
  });
}

test("the admins and settings screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL, demoAccounts.superAdmin);
  const screens = [
    "/admins",
    "/admins/add",
    "/settings/company-info",
    "/settings/personal",
    "/settings/site",
    "/settings/payment-methods",
    "/settings/transactions",
  ].map((path) => ({
    path,
    prepare: async (page: Page) => {
      await expect(page.locator("#admin-main form, #admin-main table").first()).toBeVisible();
      await settleScreen(page);
    },
  }));
  expect(await tourAdminScreens(page, screens)).toEqual([]);
});
