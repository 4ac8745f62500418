import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { freshCustomer } from "./forms-db.ts";
import { seededProductPath } from "./db.ts";

// Issue #19 item 7 (decision 0075): a customer still waiting signs in like everyone else and lands
// on the page of the step they are on, which says what they wait for, with their name in the
// header; approved by an admin in another browser, their next catalogue page shows prices.
const locales = [
  { locale: "ar", prefix: "", submit: "تسجيل الدخول" },
  { locale: "en", prefix: "/en", submit: "Sign in" },
] as const;

/** Signs in on /login through the form, as a person does. */
async function signInThroughForm(page: Page, prefix: string, submit: string, email: string, password: string) {
  await page.goto(`${prefix}/login`);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const form = page.getByTestId("sign-in-form");
  await form.getByRole("textbox").first().fill(email);
  await form.locator("input[type=password]").fill(password);
  await form.getByRole("button", { name: submit }).click();
}

for (const { locale, prefix, submit } of locales) {
  const t = useTranslations(locale);

  test(`a customer awaiting approval lands on their status page, then sees prices once approved elsewhere (${locale}) @mobile`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await freshCustomer("pending");
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: String(baseURL) } });
    try {
      const product = `${prefix}${seededProductPath}`;
      await signInThroughForm(page, prefix, submit, customer.email, customer.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/approval-form$`));
      await expect(page.getByTestId("approval-state")).toHaveText(t("approval.status.pending"));
      // Signed in: the header greets them, never "Sign in".
      await expect(page.getByTestId("account-name")).toHaveText("Salma");
      await expect(page.getByTestId("sign-in-link")).toBeHidden();
      // Back on /login they are sent to their step again.
      await page.goto(`${prefix}/login`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/approval-form$`));

      await page.goto(product);
      await expect(page.locator("[data-price-note]").first()).toHaveText(t("product.price.unapproved"));

      // The admin approves from their own browser: nothing reaches this one's cookies.
      const signedIn = await admin.post("/api/auth/admin/login", { data: demoAccounts.admin });
      expect(signedIn.status()).toBe(200);
      const customers = await admin.get(`/api/admin/customers?search=${encodeURIComponent(customer.email)}`);
      const { data } = (await customers.json()) as { data: { items: { id: number }[] } };
      const id = data.items[0]?.id;
      const decided = await admin.post(`/api/admin/customers/${id}/approval`, { data: { decision: "approved" } });
      expect(decided.status()).toBe(200);

      await page.goto(product);
      await expect(page.getByTestId("price").first()).toBeVisible();
      await expect(page.locator("[data-price-note]")).toBeHidden();
      await expect(page.getByTestId("account-name")).toHaveText("Salma");
    } finally {
      await admin.dispose();
      await customer.remove();
    }
  });

  test(`an unverified customer signing in lands on the email confirmation (${locale})`, async ({ page }) => {
    const customer = await freshCustomer("unverified");
    try {
      await signInThroughForm(page, prefix, submit, customer.email, customer.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/verify-email$`));
      await expect(page.getByTestId("account-name")).toHaveText("Salma");
    } finally {
      await customer.remove();
    }
  });
}
