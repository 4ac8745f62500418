import { expect, test } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { useTranslations } from "../../i18n/index.ts";
import { formatMoney } from "../../i18n/money.ts";
import { localizePath } from "../../i18n/routing.ts";
import { chooseTheme, tourPasses } from "./accessibility.ts";
import {
  logToasts,
  openAdmin,
  removeThrough,
  seeToast,
  settleScreen,
  signInAdmin,
  tourAdminScreens,
} from "./admin-db.ts";
import { checkoutCustomer, putInCart } from "./checkout-db.ts";
import { photograph } from "./photograph.ts";
import { signIn } from "./sign-in.ts";

// Issue #21 item 3 (decision 0088): an admin adds a coupon, a buyer uses it at checkout, the list
// shows its one use and the order's total as its revenue; deleting it is refused and it is ended
// instead. Once in Arabic light and once in English dark (the admin and the buyer both in that
// language); each run owns its coupon (a unique code) and its buyer.

const profile = getProfile(process.env.PROFILE ?? "testing_v1");

for (const pass of tourPasses) {
  const { locale, theme } = pass;
  const t = useTranslations(locale);
  const base = `${pass.prefix}/admin-panel/secure`;
  const shot = (name: string) => `test-results/coupons/journey-${name}-${locale}-${theme}.png`;

  test(`a coupon is added, used at checkout, listed with its use and revenue, then ended (${locale}, ${theme})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // an admin and a buyer, each signed in, and a checkout
    const code = `e2e${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
    const upper = code.toUpperCase();
    await signInAdmin(page, baseURL);
    await chooseTheme(page, theme);
    await logToasts(page);
    const customer = await checkoutCustomer();
    const buyer = await browser.newContext();
    let created: number | undefined;
    try {
      await openAdmin(page, `${base}/coupons/add`);
      const form = page.getByTestId("resource-form");
      await form.getByLabel(t("admin.coupons.code")).fill(code);
      await form.getByLabel(t("admin.coupons.type")).selectOption("percent");
      const value = form.getByLabel(t("admin.coupons.percentValue"));
      // Above 100 %: refused at the field before anything is sent
      await value.fill("101");
      await form.getByTestId("save").click();
      await expect(value).toHaveAttribute("aria-invalid", "true");
      await expect(value).toHaveAccessibleDescription(new RegExp(t("admin.coupons.percent.range")));
      await value.fill("10");
      await form.getByLabel(t("admin.coupons.perCustomerLimit")).fill("1");
      await photograph(page, shot("add"));
      const posted = page.waitForResponse(
        (response) => response.url().endsWith("/api/admin/coupons") && response.request().method() === "POST",
      );
      await form.getByTestId("save").click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      created = ((await answer.json()) as { data: { id: number } }).data.id;
      await seeToast(page, "success", t("admin.form.added"));

      // The buyer types it in lower case at checkout and places the order
      const shop = await buyer.newPage();
      await chooseTheme(shop, theme);
      await signIn(shop, baseURL, customer);
      await putInCart(shop, [customer.line]);
      await shop.goto(localizePath("/checkout", locale, profile));
      // Hydrated, then Apply (it waits while a quote is asked for: Enter on its disabled button did nothing)
      await expect(shop.locator("astro-island[ssr]")).toHaveCount(0);
      await shop.locator("#checkout-coupon").fill(code);
      await shop.getByRole("button", { name: t("checkout.coupon.apply"), exact: true }).click();
      await expect(shop.getByTestId("coupon-applied")).toContainText(upper);
      await shop.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
      await shop.getByTestId("place-order").click();
      if (profile.flags.isOrderSummaryEnabled) {
        await shop.waitForURL(`**${localizePath("/order-summary", locale, profile)}`);
        await shop.getByTestId("place-order").click();
      }
      await shop.waitForURL(/\/thank-you\?order=\d+$/);
      const [order] = await customer.orders();
      expect(order?.coupon_code).toBe(upper);

      // The list: one use, the order's grand total as revenue, active
      await openAdmin(page, `${base}/coupons?search=${upper}`);
      const row = page.getByTestId("resource-row").filter({ hasText: upper });
      await expect(row).toContainText(formatMoney(Number(order?.grand_total), locale, profile));
      await expect(row.getByRole("cell").nth(3)).toHaveText("1");
      await expect(row.getByTestId("coupon-state")).toHaveText(t("admin.coupons.state.active"));
      await photograph(page, shot("list"));

      // Used: not deleted; the refusal offers to end it
      await row.getByTestId("row-delete").click();
      await page.getByTestId("confirm-delete").click();
      const refused = page.getByTestId("delete-refused");
      await expect(refused).toContainText(t("admin.coupons.usedKept"));
      await photograph(page, shot("refused"));
      await refused.getByTestId("refused-action").click();
      await seeToast(page, "success", t("admin.coupons.ended"));
      await expect(row.getByTestId("coupon-state")).toHaveText(t("admin.coupons.state.ended"));
    } finally {
      await buyer.close();
      await customer.remove();
      await removeThrough(page, baseURL, "coupons", created);
    }
  });
}

test("the coupons screens pass axe in Arabic light and English dark", async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL);
  const failures = await tourAdminScreens(page, ["/coupons", "/coupons/add"]);
  expect(failures).toEqual([]);
  await openAdmin(page, "/en/admin-panel/secure/coupons/add");
  await settleScreen(page);
  await page.getByTestId("resource-form").getByLabel("Type").selectOption("fixed");
  await photograph(page, "test-results/coupons/add-en-dark.png");
  await openAdmin(page, "/en/admin-panel/secure/coupons");
  await settleScreen(page);
  await photograph(page, "test-results/coupons/list-en-dark.png");
});
