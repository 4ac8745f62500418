import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { productWithoutVariants } from "./admin-db.ts";
import { freshCustomer } from "./forms-db.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { seededProductPath } from "./db.ts";
import { photograph } from "./photograph.ts";

// Issue #9 item 14: what a signed-in account without prices is told, and saving products from the
// catalogue — a guest is told why it must sign in and comes back; a customer stays on the page,
// sees the product saved, and is told when it was saved already; with and without JavaScript.
const locales = [
  { locale: "ar", prefix: "", submit: "تسجيل الدخول" },
  { locale: "en", prefix: "/en", submit: "Sign in" },
] as const;

async function signInThroughApi(page: Page, login: string, password: string) {
  const answer = await page.request.post("/api/auth/login", {
    data: { login, password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
}

/**
 * Opens a seeded product's page in the language of `prefix` and answers its address there (each
 * language has its own slug): a product no other test makes or deletes.
 */
async function seededProductPage(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}${seededProductPath}`);
  return new URL(page.url()).pathname;
}

for (const { locale, prefix, submit } of locales) {
  const t = useTranslations(locale);

  test(`an account awaiting approval or verification is told what it waits for instead of "Sign in" (${locale})`, async ({
    page,
  }) => {
    const unverified = await freshCustomer("unverified");
    try {
      await page.goto(`${prefix}/products`);
      await signInThroughApi(page, demoAccounts.pendingCustomer.email, demoAccounts.pendingCustomer.password);
      await page.goto(`${prefix}/products`);
      const note = page.locator("[data-price-note]").first();
      await expect(note).toHaveText(t("product.price.unapproved"));
      await expect(note.getByRole("link")).toHaveAttribute("href", `${prefix}/approval-form`);
      await photograph(page, `test-results/price-note-unapproved-${locale}.png`, { fullPage: false });

      await page.context().clearCookies();
      await signInThroughApi(page, unverified.email, demoAccounts.approvedCustomer.password);
      await page.goto(`${prefix}/products`);
      await expect(note).toHaveText(t("product.price.unverified"));
      await expect(note.getByRole("link")).toHaveAttribute("href", `${prefix}/verify-email`);
    } finally {
      await unverified.remove();
    }
  });

  test(`a guest who saves a product is told why on the sign-in page and comes back to it (${locale})`, async ({
    page,
  }) => {
    const product = await seededProductPage(page, prefix);
    await page.getByTestId("save-product").getByTestId("save-wishlist").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?`));
    await expect(page.getByTestId("sign-in-reason")).toHaveText(t("auth.login.reason.save"));
    await photograph(page, `test-results/sign-in-reason-${locale}.png`, { fullPage: false });

    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    const form = page.getByTestId("sign-in-form");
    await form.getByRole("textbox").first().fill(demoAccounts.approvedCustomer.email);
    await form.locator("input[type=password]").fill(demoAccounts.approvedCustomer.password);
    await form.getByRole("button", { name: submit }).click();
    await expect(page).toHaveURL((url) => decodeURI(url.pathname) === decodeURI(product));
    await expect(page.getByTestId("account-name")).toBeVisible();
  });

  test(`a customer saves a product in place and is told when it is saved already (${locale})`, async ({ page }) => {
    const buyer = await customerWithOrders(demoAccounts.approvedCustomer.email);
    // A product of its own: the catalogue's first is whatever another test made last, which may be
    // gone by the time this test looks for it again.
    const token = `${Date.now().toString(36)}${locale}`;
    const owned = await productWithoutVariants(token);
    try {
      const product = `${prefix}/productDetails/${owned.slugs[locale]}`;
      // Seen as a guest first: the sign-in is sent from the shop's page, as the form sends it.
      await page.goto(product);
      await signInThroughApi(page, buyer.email, demoAccounts.approvedCustomer.password);
      await page.goto(product);
      const wishlist = page.getByTestId("save-product").getByTestId("save-wishlist");
      await expect(wishlist).toHaveAttribute("data-saved", "false");
      await wishlist.click();
      const notice = page.getByTestId("save-notice");
      await expect(notice).toContainText(t("account.wishlist.saved"));
      await expect(wishlist).toHaveAttribute("data-saved", "true");
      await expect(wishlist).toHaveText(t("account.wishlist.inList"));
      expect(new URL(page.url()).pathname).toBe(new URL(product, page.url()).pathname);
      await photograph(page, `test-results/saved-product-${locale}.png`, { fullPage: false });

      await wishlist.click();
      await expect(notice).toContainText(t("account.wishlist.already"));
      // Another page of the catalogue shows the product saved too: the listing that finds it.
      await page.goto(`${prefix}/products?search=${encodeURIComponent(token)}`);
      const card = page.locator(`form[data-save-product=wishlist][action*="/${owned.id}?"]`);
      await expect(card.first().locator("button")).toHaveAttribute("data-saved", "true");
    } finally {
      await buyer.remove();
      await owned.remove();
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix } of locales) {
    const t = useTranslations(locale);
    test(`a customer's plain save form comes back to the product saying saved, then already saved (${locale})`, async ({
      page,
    }) => {
      const buyer = await customerWithOrders(demoAccounts.approvedCustomer.email);
      try {
        // Seen as a guest first: the sign-in is sent from the shop's page, as the form sends it.
        const product = await seededProductPage(page, prefix);
        await signInThroughApi(page, buyer.email, demoAccounts.approvedCustomer.password);
        await page.goto(product);
        await page.getByTestId("save-product").getByTestId("save-favorites").click();
        await expect(page).toHaveURL(/[?&]saved=favorites/);
        expect(new URL(page.url()).pathname).toBe(new URL(product, page.url()).pathname);
        const notice = page.getByTestId("save-notice");
        await expect(notice).toContainText(t("account.favorites.saved"));
        await expect(notice.getByRole("link")).toHaveAttribute("href", `${prefix}/dashboard/favorites`);

        await page.getByTestId("save-product").getByTestId("save-favorites").click();
        await expect(notice).toContainText(t("account.favorites.already"));
      } finally {
        await buyer.remove();
      }
    });
  }
});
