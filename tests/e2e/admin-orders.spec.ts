import { expect, test, type Page } from "@playwright/test";
import { nextStatuses, type OrderStatus } from "../../core/contracts/admin/orders.ts";
import { useTranslations } from "../../i18n/index.ts";
import { statusActions } from "../../src/admin/screens/orders/messages.ts";
import { logToasts, openAdmin, seeToast, settleScreen, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { photograph } from "./photograph.ts";

// Issue #20 item 1, the order desk's screens (decision 0081): an order a buyer placed is found by
// its purchase-order reference, moved along the status table (a question only before a final
// status), given its shipping details, paid in two parts and completed; a change made behind the
// screen's back is refused with the API's message and the order reloaded; the list's filters live
// in the address. Decision 0078: the journeys run once, in English; the axe tour opens every screen
// in both languages and both themes.

const base = "/en/admin-panel/secure";
const t = useTranslations("en");
const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** The buttons the order offers: exactly its next statuses, in the table's order. */
const offered = (status: OrderStatus) => nextStatuses(status).map((next) => t(statusActions[next]));

/** The address's query as a plain object. */
async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
}

/** Moves the open order with its button; a non-final status asks nothing. */
async function moveWithoutQuestion(page: Page, status: OrderStatus) {
  await page.getByTestId(`move-${status}`).click();
  await seeToast(page, "success", t("admin.orders.moved", { status: t(`orderStatus.${status}`) }));
  await expect(page.getByTestId("order-summary").getByTestId("order-status")).toHaveText(t(`orderStatus.${status}`));
  await expect(page.getByTestId("status-dialog")).toHaveCount(0);
  await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered(status));
}

test("an order is found by its PO reference, moved pending → delivered, shipped, paid in two parts and completed after a question", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const reference = `PO-E2E-${token()}`;
  // Placed in Arabic: its print view is in Arabic whatever the admin reads.
  const placed = await placedOrder(page, baseURL, { locale: "ar", reference });
  try {
    const { order } = placed;
    await openAdmin(page, `${base}/order`);
    await page.getByTestId("list-search").fill(reference);
    await page.getByTestId("list-search").press("Enter");
    await expectQuery(page, { search: reference });
    const row = page.getByTestId("resource-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(order.number);
    await expect(row).toContainText(reference);
    await expect(row.getByTestId("payment-state")).toHaveText(t("orders.paymentState.unpaid"));
    // The tabs count what the search found: all and pending.
    await expect(page.getByTestId("tab-all").getByTestId("tab-count")).toHaveText("1");
    await expect(page.getByTestId("tab-pending").getByTestId("tab-count")).toHaveText("1");
    await expect(page.getByTestId("list-tabs").getByRole("link")).toHaveCount(2);
    // The CSV is the list as filtered, without its page.
    const csvLink = page.getByTestId("export-csv");
    await expect(csvLink).toHaveAttribute("href", `/api/admin/orders.csv?search=${reference}`);
    const csv = await page.request.get(String(await csvLink.getAttribute("href")));
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(order.number);

    await row.getByRole("link", { name: order.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/order/${order.id}$`));
    const detail = page.getByTestId("order-detail");
    await expect(detail).toBeVisible();
    const status = page.getByTestId("order-summary").getByTestId("order-status");
    await expect(status).toHaveText(t("orderStatus.pending"));
    await expect(page.getByTestId("purchase-order")).toHaveText(reference);
    await expect(page.getByTestId("order-line")).toHaveCount(1);
    await expect(page.getByTestId("order-line")).toContainText(placed.customer.line.sku);
    await expect(page.getByTestId("buyers-words")).toContainText("Please deliver before noon");
    // The pinned address opens the map at its point.
    await expect(page.getByTestId("delivery-map")).toHaveAttribute("href", /mlat=24\.7136&mlon=46\.6753/);
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered("pending"));

    await moveWithoutQuestion(page, "processing");

    // Shipping details: a link that is no web address is refused at its field, then saved and shown.
    const shipping = page.getByTestId("shipping-form");
    await shipping.locator('input[name="shipmentName"]').fill("Pallet 1 of 1");
    await shipping.locator('input[name="shipmentUrl"]').fill("tracking 123");
    await shipping.locator('input[name="shippingCompany"]').fill("Aramex");
    await shipping.locator('button[type="submit"]').click();
    await expect(shipping.getByText(t("validation.url"))).toBeVisible();
    const trackingUrl = `https://track.example.com/${reference}`;
    await shipping.locator('input[name="shipmentUrl"]').fill(trackingUrl);
    await shipping.locator('button[type="submit"]').click();
    await seeToast(page, "success", t("admin.orders.shippingSaved"));
    await expect(page.getByTestId("shipment-link")).toHaveAttribute("href", trackingUrl);

    await moveWithoutQuestion(page, "shipped");
    await moveWithoutQuestion(page, "delivered");
    // Saved, not only shown: a reload reads them back.
    await page.reload();
    await expect(page.getByTestId("shipping-form").locator('input[name="shipmentName"]')).toHaveValue("Pallet 1 of 1");
    await expect(page.getByTestId("shipping-form").locator('input[name="shippingCompany"]')).toHaveValue("Aramex");

    // Money that arrived by transfer, in two parts; more than is due is refused by the API.
    const half = Math.floor(order.grandTotal / 2);
    const major = (minor: number) => (minor / 100).toFixed(2);
    const payment = () => page.getByTestId("payment-form");
    await payment().locator('input[name="amount"]').fill(major(half));
    await payment().locator('input[name="reference"]').fill(`TRX-${reference}`);
    await expect(payment().locator('select[name="method"]')).toHaveValue("bank_transfer");
    await payment().locator('button[type="submit"]').click();
    await seeToast(page, "success", t("admin.orders.paymentRecorded"));
    await expect(page.getByTestId("payment-row")).toHaveCount(1);
    await expect(page.getByTestId("order-summary").getByTestId("payment-state")).toHaveText(
      t("orders.paymentState.partlyPaid"),
    );
    const rest = order.grandTotal - half;
    await payment()
      .locator('input[name="amount"]')
      .fill(major(rest + 1));
    await payment().locator('button[type="submit"]').click();
    await seeToast(page, "error");
    await expect(page.getByTestId("payment-row")).toHaveCount(1);
    await payment().locator('input[name="amount"]').fill(major(rest));
    await payment().locator('button[type="submit"]').click();
    await seeToast(page, "success", t("admin.orders.paymentRecorded"));
    await expect(page.getByTestId("payment-row")).toHaveCount(2);
    await expect(page.getByTestId("order-summary").getByTestId("payment-state")).toHaveText(
      t("orders.paymentState.paid"),
    );
    // Paid in full: nothing more to record.
    await expect(page.getByTestId("payment-form")).toHaveCount(0);

    // An internal note, marked as never shown to the buyer.
    await expect(page.getByTestId("notes-internal")).toHaveText(t("admin.orders.notesInternal"));
    await page.getByTestId("note-form").locator("textarea").fill("Buyer asked for a call before delivery");
    await page.getByTestId("note-form").locator('button[type="submit"]').click();
    await seeToast(page, "success", t("admin.orders.noteAdded"));
    await expect(page.getByTestId("order-note")).toContainText("Buyer asked for a call before delivery");

    // A final status asks first; keeping the order changes nothing.
    await page.getByTestId("move-completed").click();
    const dialog = page.getByTestId("status-dialog");
    await expect(dialog).toContainText(t("admin.orders.confirmFinal"));
    await dialog.getByRole("button", { name: t("admin.orders.keep") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status).toHaveText(t("orderStatus.delivered"));
    await page.getByTestId("move-completed").click();
    await page.getByTestId("status-reason").fill("Paid and delivered");
    await page.getByTestId("confirm-status").click();
    await seeToast(page, "success", t("admin.orders.moved", { status: t("orderStatus.completed") }));
    await expect(status).toHaveText(t("orderStatus.completed"));
    await expect(page.getByTestId("status-actions")).toHaveCount(0);
    await expect(page.getByTestId("status-final")).toBeVisible();
    // The history says who moved it and when, oldest first, with the reason.
    const history = page.getByTestId("history-entry");
    await expect(history.getByTestId("order-status")).toHaveText(
      (["pending", "processing", "shipped", "delivered", "completed"] as const).map((name) => t(`orderStatus.${name}`)),
    );
    await expect(history.last()).toContainText("Paid and delivered");
    const me = await page.request.get("/api/admin/profile/show");
    const { name } = ((await me.json()) as { data: { name: string } }).data;
    await expect(history.nth(1)).toContainText(name);
    await expect(history.first()).toContainText(t("admin.orders.actor.customer"));

    // Printable (testing_v1): the print view is in the order's language, Arabic.
    const print = page.getByTestId("print-order");
    await expect(print).toHaveAttribute("href", `/admin-panel/secure/order/${order.id}/print`);
    const [sheet] = await Promise.all([page.waitForEvent("popup"), print.click()]);
    await expect(sheet.locator("html")).toHaveAttribute("lang", "ar");
    await expect(sheet.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(sheet.getByTestId("print-purchase-order")).toHaveText(reference);
    await expect(sheet.getByRole("heading", { level: 1 })).toContainText(order.number);
    await expect(sheet.getByTestId("print-line")).toHaveCount(1);
    await photograph(sheet, "test-results/order-print-ar.png");
    await sheet.close();
    // Opened in English, the print view still prints in the order's language.
    const english = await page.request.get(`/en/admin-panel/secure/order/${order.id}/print`, { maxRedirects: 0 });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe(`/admin-panel/secure/order/${order.id}/print`);

    // The list shows the order paid and completed.
    await openAdmin(page, `${base}/order?search=${reference}`);
    await expect(page.getByTestId("resource-row").getByTestId("payment-state")).toHaveText(
      t("orders.paymentState.paid"),
    );
    await expect(page.getByTestId("resource-row").getByTestId("order-status")).toHaveText(t("orderStatus.completed"));
  } finally {
    await placed.remove();
  }
});

test("a change made behind the screen's back is refused with the API's message and the order reloaded", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const placed = await placedOrder(page, baseURL, { reference: `PO-RACE-${token()}` });
  try {
    const { order } = placed;
    await openAdmin(page, `${base}/order/${order.id}`);
    const status = page.getByTestId("order-summary").getByTestId("order-status");
    await expect(status).toHaveText(t("orderStatus.pending"));
    // Another admin moves it meanwhile.
    const moved = await page.request.patch(`/api/admin/orders/${order.id}`, {
      headers: { origin: String(baseURL) },
      data: { status: "processing", from: "pending" },
    });
    expect(moved.status()).toBe(200);
    // The screen still offers what pending allows; the move it sends names the status it saw.
    await page.getByTestId("move-approved").click();
    await seeToast(page, "error", t("orders.changed"));
    await expect(status).toHaveText(t("orderStatus.processing"));
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered("processing"));
    // And a final move asked about, raced the same way, closes its question and shows the order as it is.
    await page.getByTestId("move-cancelled").click();
    await expect(page.getByTestId("status-dialog")).toBeVisible();
    const again = await page.request.patch(`/api/admin/orders/${order.id}`, {
      headers: { origin: String(baseURL) },
      data: { status: "shipped", from: "processing" },
    });
    expect(again.status()).toBe(200);
    await page.getByTestId("confirm-status").click();
    await expect(page.getByTestId("status-dialog")).toHaveCount(0);
    await expect(status).toHaveText(t("orderStatus.shipped"));
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText(offered("shipped"));
  } finally {
    await placed.remove();
  }
});

test("the order list keeps its tab, filters, search and sort in the address: a reload and back restore them", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAdmin(page, baseURL);
  const reference = `PO-LIST-${token()}`;
  const placed = await placedOrder(page, baseURL, { reference });
  try {
    // A customer's orders, linked from the order: the filter names the customer.
    await openAdmin(page, `${base}/order/${placed.order.id}`);
    await page.getByTestId("customer-orders").click();
    await expectQuery(page, { customer: String(placed.customer.customerId) });
    await expect(page.locator("#filter-customer option:checked")).toContainText("Harbi Trading");
    await expect(page.getByTestId("resource-row")).toHaveCount(1);

    await openAdmin(page, `${base}/order`);
    await page.getByTestId("list-search").fill(reference);
    await page.getByTestId("list-search").press("Enter");
    await page.locator("#filter-paymentState").selectOption("awaiting");
    // Typed as SPEC §9 writes days, whatever the browser's format; the address keeps the ISO day
    await page.getByTestId("filter-from").fill("01/01/2020");
    await page.getByTestId("tab-pending").click();
    // Amounts sort largest first on the first click.
    await page.getByTestId("sort-grandTotal").click();
    const query = {
      search: reference,
      paymentState: "awaiting",
      from: "2020-01-01",
      status: "pending",
      sort: "-grandTotal",
    };
    await expectQuery(page, query);
    await expect(page.getByTestId("resource-row")).toHaveCount(1);

    await page.reload();
    await settleScreen(page);
    await expectQuery(page, query);
    await expect(page.getByTestId("list-search")).toHaveValue(reference);
    await expect(page.locator("#filter-paymentState")).toHaveValue("awaiting");
    await expect(page.getByTestId("filter-from")).toHaveValue("01/01/2020");
    await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-all")).not.toHaveAttribute("aria-current", "page");
    await expect(page.locator("th[aria-sort=descending]")).toHaveCount(1);
    await expect(page.getByTestId("resource-row")).toHaveCount(1);
    await expect(page.getByTestId("resource-row")).toContainText(placed.order.number);

    // A day range that ends before the order was placed finds nothing; back puts the range back.
    await page.getByTestId("filter-to").fill("31/12/2020");
    await expectQuery(page, { ...query, to: "2020-12-31" });
    await expect(page.getByTestId("resource-row")).toHaveCount(0);
    await page.goBack();
    await expectQuery(page, query);
    await expect(page.getByTestId("filter-to")).toHaveValue("");
    await expect(page.getByTestId("resource-row")).toHaveCount(1);
  } finally {
    await placed.remove();
  }
});

test("the order screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const reference = `PO-AXE-${token()}`;
  const placed = await placedOrder(page, baseURL, { reference });
  try {
    const { order } = placed;
    const headers = { origin: String(baseURL) };
    // The detail with everything it can show: a payment recorded, shipping details and a note.
    const paid = await page.request.post(`/api/admin/orders/${order.id}/payments`, {
      headers,
      data: { amount: 1_000, receivedOn: "01/02/2026", method: "cash", reference: "R-1" },
    });
    expect(paid.ok(), "recording a payment").toBe(true);
    const shipped = await page.request.patch(`/api/admin/orders/${order.id}/shipping`, {
      headers,
      data: { shipmentName: "Box 1", shipmentUrl: "https://track.example.com/1", shippingCompany: "SMSA" },
    });
    expect(shipped.status()).toBe(200);
    const noted = await page.request.post(`/api/admin/orders/${order.id}/notes`, {
      headers,
      data: { text: "Checked the stock" },
    });
    expect(noted.ok(), "adding a note").toBe(true);
    const failures = await tourAdminScreens(page, [
      "/order",
      `/order?search=${reference}&status=pending&paymentState=awaiting&from=2020-01-01`,
      `/order/${order.id}`,
      {
        path: `/order/${order.id}`,
        label: "the final status question",
        prepare: async (screen) => {
          await screen.getByTestId("move-cancelled").click();
          await expect(screen.getByTestId("status-dialog")).toBeVisible();
        },
      },
    ]);
    expect(failures).toEqual([]);
  } finally {
    await placed.remove();
  }
});
