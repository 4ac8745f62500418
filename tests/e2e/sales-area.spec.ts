import { expect, test, type Page } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFindings, chooseTheme } from "./accessibility.ts";
import { deliveredOrder } from "./admin-refunds-db.ts";
import { checkoutCustomer } from "./checkout-db.ts";
import { photograph } from "./photograph.ts";
import { signIn } from "./sign-in.ts";
import { openE2eDb } from "./db.ts";

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

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Deletes a customer the test registered, with what registering wrote for them. */
async function removeCustomer(email: string) {
  const client = openE2eDb(profile.key);
  try {
    const id = `(select id from customers where email = '${email}')`;
    await client.batch(
      [
        `delete from auth_tokens where user_kind = 'customer' and user_id in ${id}`,
        `delete from outbox where payload like '%${email}%'`,
        `delete from customers where email = '${email}'`,
      ],
      "write",
    );
  } finally {
    client.close();
  }
}

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
      // The shop's shared pages lead a salesperson back to their area from the header too.
      await page.goto(`${prefix}/products`);
      await expect(page.getByTestId("account-link")).toHaveAttribute("href", `${prefix}/sales`);
      await page.getByTestId("account-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales$`));

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
      await expect(page.getByTestId("ordering-for")).toContainText("Harbi Trading");
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

      // The order is theirs to follow in the area: its own page, drawn as the customer's order page.
      await page.getByTestId("view-order").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/orders/${order?.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(String(order?.order_number));
      await expect(page.getByTestId("sales-order-customer")).toContainText("Harbi Trading");
      await expect(page.getByTestId("order-line")).toHaveCount(1);
      await expect(page.getByTestId("order-history")).toBeVisible();
      await checkPage(page, "order");
      // "Record a collection" opens the form for this customer with this order's open amount filled in.
      await page.getByTestId("sales-order-collect").click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/sales/collections/new\\?customer=${customer.customerId}&order=${order?.id}$`),
      );
      const collected = page.getByTestId("collection-allocations").locator(`[name="allocation-${order?.id}"]`);
      await expect(collected).not.toHaveValue("");
      await expect(page.locator('[name="amount"]')).toHaveValue(await collected.inputValue());
      await page.goBack();
      await page.getByRole("link", { name: t("dashboard.order.back") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/orders$`));
      // Its row, wherever it is: other journeys order for the same customer at the same time.
      const placedRow = () => page.getByTestId("sales-order").filter({ hasText: String(order?.order_number) });
      await expect(placedRow()).toContainText("Harbi Trading");
      await checkPage(page, "orders");

      // The customer's statement, from their page: the order is on it.
      await placedRow().getByRole("link", { name: "Harbi Trading" }).click();
      await expect(placedRow()).toBeVisible();
      await checkPage(page, "customer-ordered");
      await page.getByRole("link", { name: t("sales.customer.statement") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/customers/${customer.customerId}/statement$`));
      await expect(page.getByTestId("statement-sheet")).toContainText(String(order?.order_number));
      if (!isPhone) expect((await axeFindings(page)).failing).toEqual([]);
      await photograph(page, shot("statement"));

      // Their month counts the order, for that customer too.
      await page.goto(`${prefix}/sales`);
      await expect(page.getByTestId("per-customer")).toContainText("Harbi Trading");
      await checkPage(page, "home-month");
    } finally {
      await customer.remove();
    }
  });
}

test("a salesperson asks for a return of a customer's delivered order, under the customer's own rules (en)", async ({
  page,
  baseURL,
}) => {
  const t = useTranslations("en");
  const token = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const sale = await deliveredOrder(token, {
    locale: "en",
    unitPrice: 2_500,
    quantity: 10,
    stock: 40,
    deliveredDaysAgo: 2,
  });
  try {
    await chooseTheme(page, "dark");
    await signIn(page, baseURL, demoAccounts.salesperson);
    // Not yet their customer: nothing of theirs to see, nor their order to return.
    for (const path of [`/en/sales/customers/${sale.customerId}`, `/en/sales/customers/${sale.customerId}/statement`])
      expect((await page.request.get(path)).status(), path).toBe(404);
    expect((await page.request.get(`/en/sales/returns/new?order=${sale.orderNumber}`)).status()).toBe(404);
    // A list's query the API refuses (hand-edited) finds nothing, rather than an error page.
    expect((await page.request.get("/en/sales/orders?page=abc")).status()).toBe(404);
    await sale.client.execute({
      sql: "update customers set salesperson_id = (select id from salespeople where email = ?) where id = ?",
      args: [demoAccounts.salesperson.email, sale.customerId],
    });
    await page.goto("/en/sales/returns");
    await page.getByRole("link", { name: t("returns.title") }).click();
    await page.getByLabel(t("sales.returns.chooseOrder")).selectOption(sale.orderNumber);
    await page.getByRole("button", { name: t("sales.returns.next") }).click();
    await expect(page.getByTestId("return-order")).toContainText(sale.orderNumber);
    const form = page.getByTestId("return-form");
    // The customer's rule: at most what was delivered, per line.
    await form.locator(`[name="quantity-${sale.lineId}"]`).fill("11");
    await form.getByLabel(t("returns.reason")).fill("Two cartons arrived wet");
    await form.getByRole("button", { name: t("returns.submit") }).click();
    await expect(form.locator(`[name="quantity-${sale.lineId}"]`)).toHaveAttribute("aria-invalid", "true");
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, "test-results/sales-return-en-dark.png");

    await form.locator(`[name="quantity-${sale.lineId}"]`).fill("2");
    await form.getByRole("button", { name: t("returns.submit") }).click();
    await expect(page).toHaveURL(/\/en\/sales\/returns\?done=return$/);
    await expect(page.getByTestId("return-sent")).toHaveText(t("sales.returns.sent"));
    const request = page.getByTestId("sales-return").filter({ hasText: sale.orderNumber });
    await expect(request).toContainText(t("refundStatus.requested"));
    // The order's page lists its return request
    await request.getByRole("link", { name: sale.orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/en/sales/orders/${sale.orderId}$`));
    await expect(page.getByTestId("sales-order-returns").getByTestId("sales-return")).toContainText(
      t("refundStatus.requested"),
    );
    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, "test-results/sales-order-returns-en-dark.png");
    const { rows } = await sale.client.execute({
      sql: "select l.quantity from refunds r join refund_lines l on l.refund_id = r.id where r.order_id = ?",
      args: [sale.orderId],
    });
    expect(rows.map((row) => Number(row.quantity))).toEqual([2]);
  } finally {
    await sale.remove();
  }
});

test("a salesperson registers a business with its signed form: theirs, waiting for approval (en)", async ({
  page,
  baseURL,
}) => {
  const t = useTranslations("en");
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const email = `sales-new-${digits}@jumla.test`;
  try {
    await signIn(page, baseURL, demoAccounts.salesperson);
    await page.goto("/en/sales/customers");
    await page.getByRole("link", { name: t("sales.customers.new") }).click();
    await expect(page).toHaveURL(/\/en\/sales\/customers\/new$/);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    const form = page.getByTestId("register-form");
    // No password: the customer sets it from the email they get.
    await expect(form.locator('input[name="password"]')).toHaveCount(0);
    await form.locator('input[name="firstName"]').fill("Noura");
    await form.locator('input[name="lastName"]').fill("Al-Qahtani");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill(`05${digits}`);
    await form.locator('input[name="companyName"]').fill(`Qahtani Textiles ${digits}`);
    await form.locator('input[name="companyNumber"]').fill(`7${digits}`);
    // The customer's own language: the shop's unless chosen, never the salesperson's page's
    const language = form.getByLabel(t("sales.customers.new.language"));
    await expect(language).toHaveValue("ar");
    await language.selectOption("en");
    await form
      .locator('input[name="file"]')
      .setInputFiles({ name: "application.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/sales\/customers\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Qahtani Textiles ${digits}`);
    // Awaiting the office's approval: not yet someone to order for.
    await expect(page.getByTestId("order-for-customer")).toBeDisabled();
    await photograph(page, "test-results/sales-new-customer-en-dark.png");
  } finally {
    await removeCustomer(email);
  }
});
