import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  createAttribute,
  moveInsideAdmin,
  openAdmin,
  productWithoutVariants,
  settleScreen,
  signInAdmin,
} from "./admin-db.ts";
import { chooseTheme } from "./accessibility.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { deliveredOrder } from "./admin-refunds-db.ts";
import { leftCart } from "./admin-carts-db.ts";
import { salespersonsOrder } from "./sales-collections-db.ts";
import { signIn } from "./sign-in.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { photograph } from "./photograph.ts";

// Decision 0032: a phone never scrolls sideways; a wide matrix or tab bar scrolls in its own box.
// The back-office screens the phone screen tours measured, measured here on a phone without axe
// (decision 0078: axe looks at each screen on a desktop), in both languages.

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** How far the page is wider than the window, in CSS pixels (0 or less: it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What keeps each control of `controls` from being used on the phone: wider than the window or
 * beyond its sides once scrolled to, or covered or disabled (Playwright's checks for a click,
 * without clicking). Empty when every one is reachable.
 */
async function unreachable(page: Page, controls: Locator, label: string): Promise<string[]> {
  const count = await controls.count();
  if (count === 0) return [`${label}: not shown`];
  const width = page.viewportSize()?.width ?? 0;
  const problems: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const name = `${label} ${index + 1} (${(await control.innerText()).trim()})`;
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box || box.x < -0.5 || box.x + box.width > width + 0.5)
      problems.push(`${name}: ${box ? `from ${box.x} to ${box.x + box.width}` : "no box"}, the phone is ${width} px`);
    await control.click({ trial: true, timeout: 5_000 }).catch(() => problems.push(`${name}: cannot be clicked`));
  }
  return problems;
}

for (const { locale, prefix } of [
  { locale: "ar", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const) {
  test(`the theme, reviews, variants, options, shipping zones, matrix and attributes screens fit a phone (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const run = token();
    const colour = await createAttribute(page, baseURL, { en: `Tone ${run}`, ar: `لون ${run}` }, ["Red", "Blue"]);
    const product = await productWithoutVariants(run);
    try {
      const saved = await page.request.put(`/api/admin/products/${product.id}/attributes`, {
        headers: { origin: String(baseURL) },
        data: { attributes: [{ translations: { en: { name: "Carton", value: "24 pieces" } } }] },
      });
      expect(saved.status()).toBe(200);
      const wider: string[] = [];
      const measure = async (label: string) => {
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${label}: ${overflow} px wider than the phone`);
      };
      const base = `${prefix}/admin-panel/secure`;
      for (const path of [
        "/settings/site/theme-wizard",
        "/settings/reviews",
        "/variants",
        "/variants/add",
        "/options",
        "/options/add",
        "/shipping-zones",
        "/shipping-zones/add",
        `/product/attributes/1/${product.id}`,
        // The coupons list and form (decision 0088)
        "/coupons",
        "/coupons/add",
      ]) {
        await moveInsideAdmin(page, `${base}${path}`);
        await settleScreen(page);
        await measure(path);
      }
      // The wizard with a contrast warning and the dark preview showing.
      await moveInsideAdmin(page, `${base}/settings/site/theme-wizard`);
      await page.getByTestId("theme-light-primaryForeground").fill("#a78bfa");
      await page.getByTestId("preview-mode-dark").click();
      await expect(page.getByTestId("contrast-warning")).toBeVisible();
      await measure("the theme wizard's warning");
      // A generated matrix row.
      await moveInsideAdmin(page, `${base}/product/variants/${product.id}`);
      await page
        .getByRole("group", { name: locale === "ar" ? `لون ${run}` : `Tone ${run}` })
        .getByLabel("Red")
        .check();
      await page.getByTestId("matrix-generate").click();
      await expect(page.getByTestId("matrix-row")).toHaveCount(1);
      await measure("the variant matrix");
      // The storefront's product page with its specifications table.
      await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
      await expect(page.getByTestId("specifications")).toBeVisible();
      await measure("the product page's specifications");
      expect(wider).toEqual([]);
    } finally {
      await product.remove();
      await page.request.delete(`/api/admin/variants/${colour}`, { headers: { origin: String(baseURL) } });
    }
  });

  test(`the dashboard fits a phone: its figures, chart and lists in one column (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL);
    // Arabic light, English dark, as the desktop passes (decision 0078)
    await chooseTheme(page, locale === "ar" ? "light" : "dark");
    await openAdmin(page, `${prefix}/admin-panel/secure`);
    await settleScreen(page);
    await expect(page.getByTestId("stat-orders").getByTestId("stat-value")).toHaveText(/\d/);
    await expect(page.getByTestId("sales-chart").locator("svg.recharts-surface").first()).toBeVisible();
    await photograph(page, `test-results/dashboard/phone-${locale}.png`);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  test(`the order list and an order fit a phone: their tables scroll or stack in their own boxes (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const placed = await placedOrder(page, baseURL, { locale, reference: `PO-PHONE-${token()}` });
    try {
      const base = `${prefix}/admin-panel/secure`;
      const wider: string[] = [];
      for (const [path, name] of [
        ["/order", "list"],
        [`/order/${placed.order.id}`, "detail"],
      ] as const) {
        await moveInsideAdmin(page, `${base}${path}`);
        await settleScreen(page);
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${path}: ${overflow} px wider than the phone`);
        await photograph(page, `test-results/orders-phone-${name}-${locale}.png`);
      }
      // An order's lines stack on a phone: each line a block, its figures labelled.
      await expect(page.getByTestId("order-line").first()).toBeVisible();
      expect(wider).toEqual([]);
    } finally {
      await placed.remove();
    }
  });

  test(`the returns screens and the short-shipping card fit a phone (${locale}) @phone`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const run = token();
    const returned = await deliveredOrder(run, {
      locale,
      unitPrice: 2_500,
      quantity: 10,
      stock: 40,
      deliveredDaysAgo: 2,
      returned: 3,
    });
    const open = await deliveredOrder(`${run}s`, {
      locale,
      unitPrice: 2_500,
      quantity: 5,
      stock: 10,
      deliveredDaysAgo: 0,
      status: "processing",
    });
    try {
      const base = `${prefix}/admin-panel/secure`;
      const problems: string[] = [];
      for (const [path, name] of [
        ["/refunds", "list"],
        [`/refunds/add?order=${open.orderId}`, "add"],
        [`/refunds/${returned.refundId}`, "detail"],
        [`/order/${open.orderId}`, "short-shipping"],
      ] as const) {
        await moveInsideAdmin(page, `${base}${path}`);
        await settleScreen(page);
        const overflow = await overflowOf(page);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
        await photograph(page, `test-results/refund-screens/phone-${name}-${locale}.png`);
      }
      problems.push(
        ...(await unreachable(page, page.getByTestId("short-shipping").getByRole("spinbutton"), "a line's quantity")),
      );
      expect(problems).toEqual([]);
    } finally {
      await returned.remove();
      await open.remove();
    }
  });

  test(`the abandoned-carts list and a cart fit a phone (${locale}) @phone`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAdmin(page, baseURL);
    const cart = await leftCart(locale);
    try {
      const base = `${prefix}/admin-panel/secure`;
      const problems: string[] = [];
      for (const [path, name] of [
        [`/abandoned-carts?search=${encodeURIComponent(cart.email)}`, "list"],
        [`/abandoned-carts/${cart.customerId}`, "detail"],
      ] as const) {
        await moveInsideAdmin(page, `${base}${path}`);
        await settleScreen(page);
        const overflow = await overflowOf(page);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
        await photograph(page, `test-results/abandoned-carts/phone-${name}-${locale}.png`);
      }
      problems.push(...(await unreachable(page, page.getByTestId("cart-remind"), "send reminder")));
      expect(problems).toEqual([]);
    } finally {
      await cart.remove();
    }
  });

  test(`the collections list and a collection fit a phone, its moves reachable (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const placed = await salespersonsOrder(page, baseURL, { locale, reference: `PO-PHONE-${token()}` });
    try {
      // A cheque the demo salesperson recorded, half on the order and half on account (decision 0096)
      await signIn(page, baseURL, demoAccounts.salesperson);
      const recorded = await page.request.post("/api/sales/collections", {
        headers: { origin: String(baseURL) },
        data: {
          customerId: placed.customer.customerId,
          method: "check",
          amount: placed.order.grandTotal,
          collectedOn: new Date().toLocaleDateString("en-GB"),
          reference: `CHQ-${token()}`,
          bank: "National Bank",
          chequeDueOn: new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-GB"),
          allocations: [{ orderId: placed.order.id, amount: Math.floor(placed.order.grandTotal / 2) }],
        },
      });
      expect(recorded.status()).toBe(201);
      const { id, receiptNumber } = ((await recorded.json()) as { data: { id: number; receiptNumber: string } }).data;
      await signInAdmin(page, baseURL);
      const base = `${prefix}/admin-panel/secure`;
      const problems: string[] = [];
      for (const [path, name] of [
        [`/collections?search=${receiptNumber}`, "list"],
        [`/collections/${id}`, "detail"],
      ] as const) {
        await moveInsideAdmin(page, `${base}${path}`);
        await settleScreen(page);
        const overflow = await overflowOf(page);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
        await photograph(page, `test-results/sales-collections/office-phone-${name}-${locale}.png`);
      }
      problems.push(
        ...(await unreachable(page, page.getByTestId("confirm-collection"), "confirm received")),
        ...(await unreachable(page, page.getByTestId("void-collection"), "void")),
        ...(await unreachable(page, page.getByTestId("open-statement"), "the statement")),
      );
      expect(problems).toEqual([]);
    } finally {
      await placed.remove();
    }
  });

  test(`the order desk's controls are reachable on a phone: the list, an order, the shipment warning and an invoice (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAdmin(page, baseURL);
    const reference = `PO-PHONE-${token()}`;
    const placed = await placedOrder(page, baseURL, { locale, reference });
    try {
      const { order } = placed;
      const headers = { origin: String(baseURL) };
      // Processing: the order offers its moves and "print shipment"
      const moved = await page.request.patch(`/api/admin/orders/${order.id}`, {
        headers,
        data: { status: "processing", from: "pending" },
      });
      expect(moved.status()).toBe(200);
      const base = `${prefix}/admin-panel/secure`;
      const shots = `test-results/desk-e2e/phone-${locale}`;
      const problems: string[] = [];
      const measure = async (label: string) => {
        const overflow = await overflowOf(page);
        if (overflow > 0) problems.push(`${label}: ${overflow} px wider than the phone`);
      };

      await openAdmin(page, `${base}/order?search=${reference}`);
      await settleScreen(page);
      await measure("the order list");
      problems.push(
        ...(await unreachable(page, page.getByTestId("resource-row").getByRole("link"), "the row's link")),
        ...(await unreachable(page, page.getByTestId("export-csv"), "the CSV export")),
      );
      await photograph(page, `${shots}-order-list.png`);

      await openAdmin(page, `${base}/order/${order.id}`);
      await settleScreen(page);
      await measure("the order");
      problems.push(
        ...(await unreachable(page, page.getByTestId("status-actions").getByRole("button"), "a status move")),
        ...(await unreachable(page, page.getByTestId("print-shipment"), "print shipment")),
        ...(await unreachable(page, page.getByTestId("create-invoice"), "create invoice")),
      );
      await photograph(page, `${shots}-order-detail.png`);
      await page.getByTestId("print-shipment").click();
      const warning = page.getByTestId("shipment-warning");
      await expect(warning).toBeVisible();
      await measure("the shipment warning");
      const box = await warning.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      if (!box || box.x < 0 || box.x + box.width > width) problems.push(`the shipment warning: ${JSON.stringify(box)}`);
      problems.push(...(await unreachable(page, warning.getByRole("button"), "the warning's button")));
      await photograph(page, `${shots}-shipment-warning.png`, { fullPage: false });
      await warning.getByTestId("shipment-warning-cancel").click();

      // An invoice: a draft with its form and print button, then printed with its print view and credit note.
      const created = await page.request.post("/api/admin/invoices", {
        headers,
        data: { orderId: order.id, date: new Date().toLocaleDateString("en-GB") },
      });
      expect(created.status()).toBe(201);
      const invoiceId = ((await created.json()) as { data: { id: number } }).data.id;
      await openAdmin(page, `${base}/invoices/${invoiceId}`);
      await settleScreen(page);
      await measure("a draft invoice");
      problems.push(
        ...(await unreachable(page, page.getByTestId("invoice-form").locator('button[type="submit"]'), "save")),
        ...(await unreachable(page, page.getByTestId("print-invoice"), "print the invoice")),
      );
      await photograph(page, `${shots}-invoice-draft.png`);
      const printed = await page.request.post(`/api/admin/invoices/${invoiceId}/print`, { headers });
      expect(printed.status()).toBe(200);
      await openAdmin(page, `${base}/invoices/${invoiceId}`);
      await settleScreen(page);
      await expect(page.getByTestId("invoice-detail")).toHaveAttribute("data-state", "printed");
      await measure("a printed invoice");
      problems.push(
        ...(await unreachable(page, page.getByTestId("open-print"), "the print view")),
        ...(await unreachable(page, page.getByTestId("issue-credit-note"), "issue a credit note")),
      );
      await photograph(page, `${shots}-invoice-printed.png`);
      expect(problems).toEqual([]);
    } finally {
      await placed.remove();
    }
  });

  test(`the payment-method screens fit a phone: the list, the form and assign-zones (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL);
    const answer = await page.request.get("/api/admin/payment-methods?perPage=100");
    const { items } = ((await answer.json()) as { data: { items: { id: number; kind: string }[] } }).data;
    const transfer = items.find((method) => method.kind === "bank_transfer");
    if (!transfer) throw new Error("the seed has no bank-transfer method");
    const base = `${prefix}/admin-panel/secure/settings/payment-methods`;
    const problems: string[] = [];
    for (const [path, name] of [
      ["", "list"],
      [`/${transfer.id}`, "edit"],
      [`/assign-zones/${transfer.id}`, "assign-zones"],
    ] as const) {
      await moveInsideAdmin(page, `${base}${path}`);
      await settleScreen(page);
      const overflow = await overflowOf(page);
      if (overflow > 0) problems.push(`${name}: ${overflow} px wider than the phone`);
      await photograph(page, `test-results/payment-methods/phone-${name}-${locale}.png`);
    }
    problems.push(...(await unreachable(page, page.getByTestId("save-zones"), "save the zones")));
    expect(problems).toEqual([]);
  });
}
