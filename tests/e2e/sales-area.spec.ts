import { expect, test, type Page } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFindings, chooseTheme } from "./accessibility.ts";
import { checkoutCustomer } from "./checkout-db.ts";
import { photograph } from "./photograph.ts";

// Issue #22 items 1, 2, 3, 7 (decision 0095): the salesperson's area, one journey per language:
// sign in → lands on /sales → their customers → one of them → "Order for this customer" → the
// quick order pad → the cart names the customer and shows the server's totals → the order is
// placed → it shows in /sales/orders. English on a desktop in dark colours (axe on each area
// page), Arabic on a phone in light ones (the layout measured, no axe: decision 0078).
const profile = getProfile(process.env.PROFILE ?? "testing_v1");
const passes = [
  { locale: "en", prefix: "/en", dir: "ltr", theme: "dark", tag: "" },
  { locale: "ar", prefix: "", dir: "rtl", theme: "light", tag: " @phone" },
] as const;

/** How far the page is wider than the window, in CSS pixels (0 or less: it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { locale, prefix, dir, theme, tag } of passes) {
  const t = useTranslations(locale);
  const isPhone = tag !== "";
  const shot = (name: string) => `test-results/sales-${name}-${locale}-${theme}${isPhone ? "-phone" : ""}.png`;

  /** What a person checks on each area page: the direction, nothing sideways, axe on a desktop. */
  const checkPage = async (page: Page, name: string) => {
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    expect(await overflowOf(page), name).toBeLessThanOrEqual(0);
    if (!isPhone) {
      await page.mouse.move(0, 0);
      expect((await axeFindings(page)).failing, name).toEqual([]);
    }
    await photograph(page, shot(name));
  };

  test(`a salesperson signs in to their area and orders for one of their customers (${locale})${tag}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
    try {
      await chooseTheme(page, theme);
      // Signing in lands on the area (no ?to=), its home section current.
      await page.goto(`${prefix}/login`);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      const form = page.getByTestId("sign-in-form");
      await form.getByRole("textbox").first().fill(demoAccounts.salesperson.email);
      await form.locator("input[type=password]").fill(demoAccounts.salesperson.password);
      await form.getByRole("button", { name: t("auth.login.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("sales.home.title"));
      const nav = page.getByRole("navigation", { name: t("sales.nav") });
      await expect(nav.getByRole("link", { name: t("sales.nav.home") })).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId("account-link")).toHaveAttribute("href", `${prefix}/sales`);
      if (isPhone) {
        // The tab bar sits at the bottom of the phone's screen, every section in reach.
        const box = await nav.boundingBox();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(page.viewportSize()?.height);
      }
      await checkPage(page, "home");

      // Their customers, searched; the new one is there with nothing owed.
      await nav.getByRole("link", { name: t("sales.nav.customers") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/customers$`));
      const search = page.getByRole("searchbox", { name: t("sales.customers.search") });
      await search.fill(customer.email);
      await search.press("Enter");
      const card = page.getByTestId("sales-customer");
      await expect(card).toHaveCount(1);
      await checkPage(page, "customers");
      await card.getByRole("link", { name: "Harbi Trading" }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/customers/${customer.customerId}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbi Trading");
      await checkPage(page, "customer");

      // "Order for this customer": chosen in the cart, then the quick order pad.
      await page.getByTestId("order-for-customer").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/quick-order$`));
      await page.getByLabel(t("quickOrder.lines")).fill(`${customer.line.sku}\t${customer.line.quantity}`);
      await page.getByRole("button", { name: t("quickOrder.check") }).click();
      await page.getByRole("button", { name: t("quickOrder.add", { count: 1 }) }).click();
      await page.getByRole("link", { name: t("quickOrder.goToCart") }).click();
      await expect(page.getByTestId("chosen-customer")).toContainText("Harbi Trading");
      // The server priced the cart for that customer: VAT and the total with it.
      await expect(page.getByTestId("pricing-note")).toHaveText(t("cart.deliveryLater"));
      await expect(page.getByTestId("vat-total")).toBeVisible();
      await photograph(page, shot("cart"));

      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
      await page.getByTestId("place-order").click();
      if (profile.flags.isOrderSummaryEnabled) {
        await page.waitForURL(`**${prefix}/order-summary`);
        await page.getByTestId("place-order").click();
      }
      await page.waitForURL(/\/thank-you\?order=\d+$/);
      const [order] = await customer.orders();
      await expect(page.getByTestId("order-number")).toHaveText(String(order?.order_number));

      // The order is theirs to follow in the area.
      await page.getByTestId("sales-orders-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/orders$`));
      await expect(page.getByTestId("sales-order").first()).toContainText(String(order?.order_number));
      await expect(page.getByTestId("sales-order").first()).toContainText("Harbi Trading");
      await checkPage(page, "orders");
    } finally {
      await customer.remove();
    }
  });
}
