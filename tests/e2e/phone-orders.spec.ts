import { expect, test } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFindings, chooseTheme } from "./accessibility.ts";
import { checkoutCustomer } from "./checkout-db.ts";
import { photograph } from "./photograph.ts";
import { signInAdmin } from "./sign-in.ts";
import { openE2eDb } from "./db.ts";

// Issue #22 item 9 (decision 0098): an admin takes a phone order through the shop's own cart and
// checkout. English on a desktop in dark colours, axe on the new parts: the order desk's "New phone
// order" → /cart lists every customer → one is chosen → the quick order pad → the cart's server
// totals → checkout → the thank-you page leads to the order desk, which says who placed it.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");
const t = useTranslations("en");
const shot = (name: string) => `test-results/phone-orders-${name}-en-dark.png`;

/** The demo admin's name, as the order desk shows it. */
async function adminName(): Promise<string> {
  const client = openE2eDb(profile.key);
  try {
    const { rows } = await client.execute({
      sql: "select name from admins where email = ?",
      args: [demoAccounts.admin.email],
    });
    return String(rows[0]?.name);
  } finally {
    client.close();
  }
}

test("an admin places a phone order for a customer through the shop's cart and checkout (en)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A customer of no salesperson's: an admin orders for any customer
  const customer = await checkoutCustomer();
  try {
    await chooseTheme(page, "dark");
    await signInAdmin(page, baseURL);
    await page.goto("/en/admin-panel/secure/order");
    await page.getByTestId("new-phone-order").click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    // The shop's header knows shoppers only: a line says who takes the order, and leads back
    const name = await adminName();
    await expect(page.getByTestId("phone-order-bar")).toContainText(name);

    // The cart asks which customer, among every customer, and says nothing of signing in
    const picker = page.getByTestId("customer-picker");
    await picker.getByLabel(t("cart.customer.search")).fill(customer.email);
    await picker.getByRole("radio", { name: /Harbi Trading/ }).click();
    await expect(page.getByTestId("chosen-customer")).toContainText("Harbi Trading");
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, shot("cart-chosen"));

    await page
      .getByTestId("empty-state")
      .getByRole("link", { name: t("quickOrder.title") })
      .click();
    await expect(page.getByTestId("ordering-for")).toContainText("Harbi Trading");
    await page.getByLabel(t("quickOrder.lines")).fill(`${customer.line.sku}\t${customer.line.quantity}`);
    await page.getByRole("button", { name: t("quickOrder.check") }).click();
    await page.getByRole("button", { name: t("quickOrder.add", { count: 1 }) }).click();
    await page.getByRole("link", { name: t("quickOrder.goToCart") }).click();
    // Priced by the server for that customer
    await expect(page.getByTestId("vat-total")).toBeVisible();
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`/en/checkout\\?customer=${customer.customerId}$`));
    // Opened without (or for another) customer, the checkout follows the cart's
    await page.goto("/en/checkout");
    await expect(page).toHaveURL(new RegExp(`/en/checkout\\?customer=${customer.customerId}$`));
    await expect(page.getByTestId("ordering-for")).toContainText("Harbi Trading");
    await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
    await photograph(page, shot("checkout"));
    await page.getByTestId("place-order").click();
    if (profile.flags.isOrderSummaryEnabled) {
      await page.waitForURL(new RegExp(`/en/order-summary\\?customer=${customer.customerId}$`));
      await page.getByTestId("place-order").click();
    }
    await page.waitForURL(/\/thank-you\?order=\d+$/);
    const [order] = await customer.orders();
    await expect(page.getByTestId("order-number")).toHaveText(String(order?.order_number));

    // The order desk: placed by this admin, a phone order
    await page.getByTestId("view-order").click();
    await expect(page).toHaveURL(/\/en\/admin-panel\/secure\/order\/\d+$/);
    await expect(page.getByTestId("phone-order-by")).toHaveText(
      t("admin.orders.phoneOrderBy", { name: `\u2068${name}\u2069` }),
    );
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, shot("desk"));
  } finally {
    await customer.remove();
  }
});
