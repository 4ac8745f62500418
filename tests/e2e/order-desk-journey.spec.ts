import { expect, test, type Page } from "@playwright/test";
import type { InvoiceDetail } from "../../core/contracts/admin/invoices.ts";
import { nextStatuses, type OrderStatus } from "../../core/contracts/admin/orders.ts";
import { useTranslations } from "../../i18n/index.ts";
import { statusActions } from "../../src/admin/screens/orders/messages.ts";
import { chooseTheme } from "./accessibility.ts";
import { logToasts, openAdmin, seeToast, signInAdmin } from "./admin-db.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { photograph } from "./photograph.ts";
import { signInThroughApi } from "./sign-in.ts";

// Issue #20's order desk journey, end to end, once in Arabic and once in English: a buyer places an
// order through the checkout API with a purchase-order reference; the admin finds it by that
// reference and moves it pending → processing, prints its shipment after SPEC §4's warning (the
// order is then `printed`, decision 0084), and moves it shipped → delivered on the screens. The
// buyer's status emails are read from the outbox (decision 0048: one per status with a template,
// in the order's language; the shipped one carries the tracking link) and the buyer sees the link
// on the order's page. Delivered, the order is invoiced from its page (a draft, edited, printed,
// then refused edits, decision 0082) and the buyer finds the invoice on the order's page, opening
// its sheet. admin-orders.spec.ts and admin-shipments.spec.ts prove each screen's rules
// in English; this proves the whole day's work in both languages, each run owning its order.
// The Arabic run is light and the English one dark (decision 0078's passes), photographed for a
// person to look at.

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** The seed's status email subjects (db/seed/content.ts), in each language: what the buyer reads. */
const subjects = {
  en: (number: string) => ({
    pending: `Order ${number}: received`,
    processing: `Order ${number}: being prepared`,
    shipped: `Order ${number}: shipped`,
    delivered: `Order ${number}: delivered`,
  }),
  ar: (number: string) => ({
    pending: `الطلب ${number}: تم الاستلام`,
    processing: `الطلب ${number}: قيد التجهيز`,
    shipped: `الطلب ${number}: تم الشحن`,
    delivered: `الطلب ${number}: تم التسليم`,
  }),
} as const;

for (const { locale, prefix, theme } of [
  { locale: "ar", prefix: "", theme: "light" },
  { locale: "en", prefix: "/en", theme: "dark" },
] as const) {
  const t = useTranslations(locale);
  const base = `${prefix}/admin-panel/secure`;
  const shots = `test-results/desk-e2e/${locale}-${theme}`;

  /** The buttons the order offers: exactly its next statuses, in the table's order. */
  const offered = (status: OrderStatus) => nextStatuses(status).map((next) => t(statusActions[next]));

  /** The open order's status as its summary shows it. */
  const shownStatus = (page: Page) => page.getByTestId("order-summary").getByTestId("order-status");

  /** Moves the open order with its button (none of these moves asks first: none is final). */
  async function move(page: Page, status: OrderStatus) {
    await page.getByTestId(`move-${status}`).click();
    await seeToast(page, "success", t("admin.orders.moved", { status: t(`orderStatus.${status}`) }));
    await expect(shownStatus(page)).toHaveText(t(`orderStatus.${status}`));
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered(status));
  }

  test(`an order placed through checkout is found by its PO reference, shipped after the warning and delivered; the buyer gets each email and sees the link (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await logToasts(page);
    await chooseTheme(page, theme);
    await signInAdmin(page, baseURL);
    const reference = `PO-DESK-${token()}`;
    const placed = await placedOrder(page, baseURL, { locale, reference });
    try {
      const { order } = placed;
      const trackingNumber = `TRK-${order.number}`;
      const trackingUrl = `https://track.example.com/${trackingNumber}`;

      // Found in the order desk by the buyer's purchase-order reference.
      await openAdmin(page, `${base}/order`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await page.getByTestId("list-search").fill(reference);
      await page.getByTestId("list-search").press("Enter");
      const row = page.getByTestId("resource-row");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(order.number);
      await expect(row.getByTestId("order-status")).toHaveText(t("orderStatus.pending"));
      await photograph(page, `${shots}-order-list.png`);
      await row.getByRole("link", { name: order.number, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/order/${order.id}$`));
      // The order screen's code loads on this first visit: on two loaded cores (load 13) past 5 s
      await expect(page.getByTestId("order-detail")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("purchase-order")).toHaveText(reference);
      await expect(shownStatus(page)).toHaveText(t("orderStatus.pending"));
      // Pending is not taken on yet: no shipment to print.
      await expect(page.getByTestId("order-shipment").getByTestId("print-shipment")).toHaveCount(0);

      await move(page, "processing");

      // "Print shipment" warns first (SPEC §4); going on opens the carrier's form.
      const card = page.getByTestId("order-shipment");
      await card.getByTestId("print-shipment").click();
      const warning = page.getByTestId("shipment-warning");
      await expect(warning).toContainText(t("admin.shipments.warning"));
      await expect(warning).toContainText(order.number);
      await photograph(page, `${shots}-shipment-warning.png`, { fullPage: false });
      await warning.getByTestId("shipment-warning-continue").click();
      const form = page.getByTestId("shipment-form");
      await form.getByLabel(t("admin.shipments.carrier")).fill("SMSA Express");
      await form.getByLabel(t("admin.shipments.trackingNumber")).fill(trackingNumber);
      await form.getByLabel(t("admin.shipments.trackingUrl")).fill(trackingUrl);
      await form.getByRole("button", { name: t("admin.shipments.create") }).click();
      await seeToast(page, "success", t("admin.shipments.created"));
      await expect(card.getByTestId("shipment-locked").getByTestId("shipment-tracking-number")).toHaveText(
        trackingNumber,
      );
      // The shipment moved the order to printed (decision 0084) and is its shipping details now.
      await expect(shownStatus(page)).toHaveText(t("orderStatus.printed"));
      await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered("printed"));
      await expect(page.getByTestId("shipment-link")).toHaveAttribute("href", trackingUrl);

      await move(page, "shipped");
      await move(page, "delivered");
      await expect(page.getByTestId("history-entry").getByTestId("order-status")).toHaveText(
        (["pending", "processing", "printed", "shipped", "delivered"] as const).map((name) => t(`orderStatus.${name}`)),
      );
      await photograph(page, `${shots}-order-detail.png`);

      // The buyer's emails: one per status that has a template (printed has none), in the order's
      // language; from the shipment on they carry the tracking link, and each links to the order.
      const expected = subjects[locale](order.number);
      await expect
        .poll(async () => (await placed.emails()).map((email) => email.subject))
        .toEqual([expected.pending, expected.processing, expected.shipped, expected.delivered]);
      const emails = await placed.emails();
      const [, processing, shipped, delivered] = emails;
      expect(processing?.text).not.toContain(trackingUrl);
      expect(shipped?.text).toContain(trackingUrl);
      expect(shipped?.text).toContain(trackingNumber);
      expect(delivered?.text).toContain(trackingUrl);
      for (const email of emails) expect(email.text).toContain(`/dashboard/orders/${order.id}`);

      // Its invoice (decision 0082): made from the order's page as a draft, its note edited, printed
      // after the screen says what printing does, and then refused edits by the API in the admin's
      // language. admin-invoices.spec.ts decodes the QR text; here its sheet is in the order's language.
      await page.getByTestId("create-invoice").click();
      await seeToast(page, "success", t("admin.invoices.created"));
      await expect(page).toHaveURL(new RegExp(`${base}/invoices/\\d+$`));
      const invoiceId = Number(new URL(page.url()).pathname.split("/").pop());
      const invoiceDetail = page.getByTestId("invoice-detail");
      await expect(invoiceDetail).toHaveAttribute("data-state", "draft");
      await expect(page.getByTestId("invoice-line")).toHaveCount(1);
      const invoiceForm = page.getByTestId("invoice-form");
      await invoiceForm.locator("textarea").fill(`Against ${reference}`);
      await invoiceForm.locator('button[type="submit"]').click();
      await seeToast(page, "success", t("admin.invoices.saved"));
      await expect(page.getByTestId("invoice-note")).toHaveText(`Against ${reference}`);
      await page.getByTestId("print-invoice").click();
      await expect(page.getByTestId("print-dialog")).toContainText(t("admin.invoices.printWarning"));
      await page.getByTestId("confirm-print").click();
      await expect(invoiceDetail).toHaveAttribute("data-state", "printed");
      await expect(page.getByTestId("invoice-form")).toHaveCount(0);
      await expect(page.getByTestId("invoice-locked")).toBeVisible();
      const refused = await page.request.patch(`/api/admin/invoices/${invoiceId}`, {
        headers: { origin: String(baseURL), "accept-language": locale },
        data: { note: "changed after printing" },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(t("admin.invoices.printed"));
      const read = await page.request.get(`/api/admin/invoices/${invoiceId}`);
      const invoice = ((await read.json()) as { data: InvoiceDetail }).data;
      expect(invoice).toMatchObject({ note: `Against ${reference}`, locale });
      expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
      expect(invoice.totals.total).toBe(order.grandTotal);
      const invoiceNumber = String(invoice.invoiceNumber);
      const [sheet] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("open-print").click()]);
      await expect(sheet.locator("html")).toHaveAttribute("lang", locale);
      await expect(sheet.getByTestId("invoice-number")).toHaveText(invoiceNumber);
      await expect(sheet.getByTestId("invoice-qr").locator("svg")).toBeVisible();
      await photograph(sheet, `${shots}-invoice-print.png`);
      await sheet.close();

      // The buyer sees the order delivered and its shipment's link in the customer area.
      await signInThroughApi(page, baseURL, placed.customer, "shop");
      await page.goto(`${prefix}/dashboard/orders/${order.id}`);
      await expect(page.getByTestId("order-detail").getByTestId("order-status")).toHaveText(t("orderStatus.delivered"));
      const shipment = page.getByTestId("order-shipment");
      await expect(shipment).toContainText(trackingNumber);
      await expect(shipment).toContainText("SMSA Express");
      await expect(shipment.getByRole("link", { name: t("dashboard.order.track") })).toHaveAttribute(
        "href",
        trackingUrl,
      );
      // And its invoice, listed on the order's page, opening the same sheet.
      const listed = page.getByTestId("order-invoices");
      await expect(listed).toContainText(invoiceNumber);
      await listed.getByRole("link", { name: t("invoice.list.open", { number: invoiceNumber }) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/invoices/${invoiceId}$`));
      await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
      await expect(page.getByTestId("invoice-sheet")).toHaveAttribute("data-qr", invoice.qr ?? "");
      await expect(page.getByTestId("invoice-qr").locator("svg")).toBeVisible();
    } finally {
      await placed.remove();
    }
  });
}
