import { expect, test, type Page } from "@playwright/test";
import type { OrderDetail } from "../../core/contracts/admin/orders.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures } from "./accessibility.ts";
import { logToasts, seeToast, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { photograph } from "./photograph.ts";

// Issue #20 item 1 "Shipments" (decision 0084): "print shipment" on an order first warns as SPEC
// §4 says (generating it may incur fees and cannot be undone); going back creates nothing; going
// on opens the carrier's form, whose shipment is then shown locked and moves the order to printed.
// The journey runs in English (decision 0078); the axe tour opens the shipment's screens light in
// Arabic and dark in English.

const base = "/en/admin-panel/secure";
const t = useTranslations("en");
const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** Opens the order's screen, drawn once its shipment card is (a loaded machine may take seconds). */
async function openOrder(page: Page, id: number) {
  const response = await page.goto(`${base}/order/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("order-shipment")).toBeVisible({ timeout: 30_000 });
}

/** The order as the API has it now. */
async function orderNow(page: Page, id: number): Promise<OrderDetail> {
  const response = await page.request.get(`/api/admin/orders/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

/** Moves the order along the table through the API, as another screen would have. */
async function moveTo(page: Page, baseURL: string | undefined, id: number, status: string, from: string) {
  const moved = await page.request.patch(`/api/admin/orders/${id}`, {
    headers: { origin: String(baseURL) },
    data: { status, from },
  });
  expect(moved.status(), `moving to ${status}`).toBe(200);
}

test("print shipment warns first: going back creates nothing, going on creates the shipment, locked, and the order is printed", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const placed = await placedOrder(page, baseURL, { reference: `PO-SHIP-${token()}` });
  try {
    const { order } = placed;
    await openOrder(page, order.id);
    const card = page.getByTestId("order-shipment");
    // Pending: not taken on yet, so nothing to print
    await expect(card.getByTestId("shipment-not-yet")).toHaveText(t("admin.shipments.notYet"));
    await expect(card.getByTestId("print-shipment")).toHaveCount(0);

    await moveTo(page, baseURL, order.id, "processing", "pending");
    await openOrder(page, order.id);
    await card.getByTestId("print-shipment").click();
    const warning = page.getByTestId("shipment-warning");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(t("admin.shipments.warning"));
    await expect(page.getByTestId("shipment-form")).toHaveCount(0);
    await photograph(page, "test-results/shipment-warning-en.png", { fullPage: false });
    await warning.getByTestId("shipment-warning-cancel").click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId("shipment-form")).toHaveCount(0);
    expect((await orderNow(page, order.id)).shipment, "going back creates nothing").toBeNull();

    await card.getByTestId("print-shipment").click();
    await page.getByTestId("shipment-warning-continue").click();
    const form = page.getByTestId("shipment-form");
    await expect(form).toBeVisible();
    expect((await orderNow(page, order.id)).shipment, "the warning alone creates nothing").toBeNull();
    // The form's axe check here (light, English); the tour checks the warning and the locked shipment
    expect(await axeFailures(page, "the shipment form")).toEqual([]);
    // The contract's message at its field before anything is sent
    await form.getByLabel(t("admin.shipments.trackingUrl")).fill("not a link");
    await form.getByRole("button", { name: t("admin.shipments.create") }).click();
    await expect(form).toContainText(t("validation.url"));
    expect((await orderNow(page, order.id)).shipment).toBeNull();

    await form.getByLabel(t("admin.shipments.carrier")).fill("SMSA Express");
    await form.getByLabel(t("admin.shipments.trackingNumber")).fill("SMSA-000777");
    await form.getByLabel(t("admin.shipments.trackingUrl")).fill("https://track.smsa.test/SMSA-000777");
    await form.getByRole("button", { name: t("admin.shipments.create") }).click();
    await seeToast(page, "success", t("admin.shipments.created"));
    const locked = card.getByTestId("shipment-locked");
    await expect(locked).toBeVisible();
    await expect(locked.getByTestId("shipment-tracking-number")).toHaveText("SMSA-000777");
    await expect(locked).toContainText(t("admin.shipments.locked"));
    await expect(page.getByTestId("order-summary").getByTestId("order-status")).toHaveText(t("orderStatus.printed"));
    // The shipping details are the shipment's now: no form to change them
    await expect(page.getByTestId("shipping-form")).toHaveCount(0);
    await expect(page.getByTestId("shipment-link")).toHaveAttribute("href", "https://track.smsa.test/SMSA-000777");
    // Shown once: the shipping card's link is the shipment's.
    await expect(page.getByRole("link", { name: t("dashboard.order.track") })).toHaveCount(1);
    await photograph(card, "test-results/shipment-locked-en.png");

    const now = await orderNow(page, order.id);
    expect(now.status).toBe("printed");
    expect(now.shipment).toMatchObject({ carrier: "SMSA Express", trackingNumber: "SMSA-000777" });
    expect(now.history.at(-1)).toMatchObject({ status: "printed", actor: "admin" });
  } finally {
    await placed.remove();
  }
});

test("the shipment's screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const toPrint = await placedOrder(page, baseURL, { reference: `PO-SHAXE-${token()}` });
  const printed = await placedOrder(page, baseURL, { reference: `PO-SHAXE-${token()}` });
  try {
    await moveTo(page, baseURL, toPrint.order.id, "processing", "pending");
    await moveTo(page, baseURL, printed.order.id, "processing", "pending");
    const made = await page.request.post("/api/admin/shipments", {
      headers: { origin: String(baseURL) },
      data: {
        orderId: printed.order.id,
        carrier: "Aramex",
        trackingNumber: "ARX-1234567",
        trackingUrl: "https://track.example.com/ARX-1234567",
      },
    });
    expect(made.status()).toBe(201);
    const failures = await tourAdminScreens(page, [
      {
        path: `/order/${toPrint.order.id}`,
        label: "the shipment warning",
        prepare: async (screen, pass) => {
          await screen.getByTestId("print-shipment").click();
          await expect(screen.getByTestId("shipment-warning")).toBeVisible();
          await photograph(screen, `test-results/shipment-warning-${pass.locale}-${pass.theme}.png`, {
            fullPage: false,
          });
        },
      },
      {
        path: `/order/${printed.order.id}`,
        label: "a locked shipment",
        prepare: async (screen, pass) => {
          await expect(screen.getByTestId("shipment-locked")).toBeVisible();
          await photograph(screen, `test-results/shipment-locked-${pass.locale}-${pass.theme}.png`);
        },
      },
    ]);
    expect(failures).toEqual([]);
  } finally {
    await toPrint.remove();
    await printed.remove();
  }
});
