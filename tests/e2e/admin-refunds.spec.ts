import { expect, test, type Page } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { useTranslations } from "../../i18n/index.ts";
import { formatMoney } from "../../i18n/money.ts";
import { logToasts, openAdmin, seeToast, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { deliveredOrder, paidCardOrder } from "./admin-refunds-db.ts";
import { chooseTheme } from "./accessibility.ts";
import { photograph } from "./photograph.ts";

// Issue #20 item 3 and item 1's short shipping, the back office's returns screens (decision 0085):
// a buyer's return is found by its tab, approved, received with its goods back on the shelf (the
// stock up by exactly what came back) and refunded offline with a method and reference, in Arabic;
// a card order is short shipped on its order page and the stand-in refunds the difference, in
// English dark; an admin adds a return past the return period by overriding it, which its history
// says; and axe over the screens in both languages and themes on a desktop (decision 0078; the phone
// layout is measured in admin-phone-layout.spec.ts).

const profile = getProfile(process.env.PROFILE ?? "testing_v1");
const ar = useTranslations("ar");
const en = useTranslations("en");
const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
const shots = "test-results/refund-screens";

/** The open return's status badge. */
const statusOf = (page: Page) => page.getByTestId("refund-summary").getByTestId("refund-status");

test("a buyer's return is approved, received back on the shelf and refunded by bank transfer, in Arabic", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const id = token();
  const sale = await deliveredOrder(id, {
    locale: "ar",
    unitPrice: 2_500,
    quantity: 10,
    stock: 40,
    deliveredDaysAgo: 2,
    returned: 3,
  });
  try {
    await openAdmin(page, `/admin-panel/secure/refunds?search=${sale.orderNumber}`);
    const row = page.getByTestId("resource-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sale.orderNumber);
    await expect(row.getByTestId("refund-status")).toHaveText(ar("refundStatus.requested"));
    // The tabs count what the search found
    await expect(page.getByTestId("tab-all").getByTestId("tab-count")).toHaveText("1");
    await expect(page.getByTestId("tab-requested").getByTestId("tab-count")).toHaveText("1");
    await row.getByTestId("row-edit").click();
    await expect(page).toHaveURL(new RegExp(`/refunds/${sale.refundId}$`));
    await expect(statusOf(page)).toHaveText(ar("refundStatus.requested"));
    await expect(page.getByTestId("refund-not-yet")).toHaveText(ar("admin.refunds.notYet"));
    // Exactly the table's next statuses
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText([
      ar("admin.refunds.action.approved"),
      ar("admin.refunds.action.rejected"),
    ]);

    await page.getByTestId("move-approved").click();
    await seeToast(page, "success", ar("admin.refunds.moved", { status: ar("refundStatus.approved") }));
    await expect(statusOf(page)).toHaveText(ar("refundStatus.approved"));
    await expect(page.getByTestId("status-actions").getByRole("button")).toHaveText([
      ar("admin.refunds.action.received"),
      ar("admin.refunds.action.rejected"),
    ]);

    // Received: the line is ticked to go back on the shelf, and its 3 units do
    await page.getByTestId("move-received").click();
    const dialog = page.getByTestId("status-dialog");
    await expect(dialog.getByTestId(`restock-${sale.lineId}`)).toBeChecked();
    await photograph(page, `${shots}/received-dialog-ar-light.png`);
    await dialog.getByTestId("confirm-status").click();
    await seeToast(page, "success", ar("admin.refunds.moved", { status: ar("refundStatus.received") }));
    await expect(statusOf(page)).toHaveText(ar("refundStatus.received"));
    expect(await sale.stock()).toBe(43);

    // The refund: the goods' value by default, sent back by bank transfer with its reference
    const form = page.getByTestId("refund-form");
    await form.getByLabel(ar("admin.refunds.method")).selectOption("bank_transfer");
    await form.getByLabel(ar("admin.orders.reference")).fill(`TRX-${id}`);
    await form.getByRole("button", { name: ar("admin.refunds.sendRefundSubmit") }).click();
    await seeToast(page, "success", ar("admin.refunds.refundSent"));
    await expect(statusOf(page)).toHaveText(ar("refundStatus.refunded"));
    const paid = page.getByTestId("refund-paid");
    await expect(paid.getByTestId("refund-amount")).toHaveText(formatMoney(7_500, "ar", profile));
    await expect(paid).toContainText(ar("admin.orders.kind.bank_transfer"));
    await expect(paid).toContainText(`TRX-${id}`);
    await expect(page.getByTestId("order-refunded")).toHaveText(formatMoney(7_500, "ar", profile));
    await expect(page.getByTestId("status-final")).toBeVisible();
    await expect(page.getByTestId("refund-history").getByTestId("refund-status")).toHaveText([
      ar("refundStatus.requested"),
      ar("refundStatus.approved"),
      ar("refundStatus.received"),
      ar("refundStatus.refunded"),
    ]);
    await photograph(page, `${shots}/refunded-ar-light.png`);
    // The stock came back once, not again with the money
    expect(await sale.stock()).toBe(43);
  } finally {
    await sale.remove();
  }
});

test("a card order is short shipped on its order page and the stand-in refunds the difference, in English dark", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logToasts(page);
  await chooseTheme(page, "dark");
  const id = token();
  const sale = await paidCardOrder(page, baseURL, id, { locale: "en", unitPrice: 5_000, quantity: 4, stock: 20 });
  try {
    await signInAdmin(page, baseURL);
    await openAdmin(page, `/en/admin-panel/secure/order/${sale.orderId}`);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const card = page.getByTestId("short-shipping");
    const quantity = card.getByLabel(
      en("admin.shortShip.lineQuantity", { item: `\u2068Card towel ${id}\u2069`, max: "4" }),
    );
    await expect(quantity).toHaveValue("4");
    // Nothing lowered, nothing to send
    await expect(card.getByTestId("short-ship")).toBeDisabled();
    await quantity.fill("1");
    await card.getByTestId("short-ship").click();
    const dialog = page.getByTestId("short-ship-dialog");
    await expect(dialog.getByTestId("short-ship-changes")).toHaveText(
      en("admin.shortShip.lowered", { item: `\u2068Card towel ${id}\u2069`, from: "4", to: "1" }),
    );
    await photograph(page, `${shots}/short-ship-dialog-en-dark.png`);
    await dialog.getByTestId("confirm-short-ship").click();
    await seeToast(page, "success", en("admin.shortShip.done", { total: formatMoney(5_000, "en", profile) }));
    // The new totals, and the difference refunded to the card through the stand-in
    await expect(page.getByTestId("grand-total")).toHaveText(formatMoney(5_000, "en", profile));
    await expect(page.getByTestId("order-totals")).toContainText(
      `${en("admin.orders.refunded")}${formatMoney(15_000, "en", profile)}`,
    );
    // The history says it in words, never as a message key
    const history = page.getByTestId("order-history");
    await expect(history).toContainText(en("orderHistory.shortShipped"));
    await expect(history).not.toContainText("orderHistory.");
    // The stand-in took the refund: the provider's, confirmed
    expect(await sale.refundsSent()).toEqual([{ amount: 15_000, method: "provider", state: "done" }]);
    expect(await sale.stock()).toBe(23);
    await photograph(page, `${shots}/short-shipped-en-dark.png`);
  } finally {
    await sale.remove();
  }
});

test("an admin adds a return after the return period by overriding it, and its history says so", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const id = token();
  const sale = await deliveredOrder(id, {
    locale: "en",
    unitPrice: 2_500,
    quantity: 6,
    stock: 10,
    deliveredDaysAgo: 30,
  });
  try {
    await openAdmin(page, `/en/admin-panel/secure/order/${sale.orderId}`);
    await page.getByTestId("order-add-return").click();
    await expect(page).toHaveURL(new RegExp(`/refunds/add\\?order=${sale.orderId}$`));
    const form = page.getByTestId("refund-form");
    await form
      .getByLabel(en("admin.refunds.lineQuantity", { item: `\u2068Returned towel ${id}\u2069`, max: "6" }))
      .fill("2");
    await form.getByLabel(en("returns.reason")).fill("Wrong colour delivered");
    await form.getByRole("button", { name: en("admin.refunds.add") }).click();
    // The closed period is said at the override, not only in a passing toast
    const override = form.getByLabel(en("admin.refunds.overrideWindow"));
    await expect(override).toHaveAttribute("aria-invalid", "true");
    const closed = en("returns.periodOver", { date: "" });
    await expect(form.locator("[data-field-error]")).toContainText(closed);
    await photograph(page, `${shots}/add-period-over-en-light.png`);
    await override.check();
    await form.getByRole("button", { name: en("admin.refunds.add") }).click();
    await seeToast(page, "success", en("admin.refunds.added"));
    await expect(page.getByTestId("refund-detail")).toBeVisible();
    await expect(statusOf(page)).toHaveText(en("refundStatus.requested"));
    const entry = page.getByTestId("refund-history").getByTestId("history-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(en("refunds.windowOverridden", { date: "" }));
    await expect(page.getByTestId("refund-line")).toContainText(`Returned towel ${id}`);
    await expect(page.getByTestId("refund-value")).toHaveText(formatMoney(5_000, "en", profile));
  } finally {
    await sale.remove();
  }
});

test("axe finds nothing on the returns list, add and detail screens and the short-shipping card", async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL);
  const id = token();
  const returned = await deliveredOrder(id, {
    locale: "ar",
    unitPrice: 2_500,
    quantity: 10,
    stock: 40,
    deliveredDaysAgo: 2,
    returned: 3,
  });
  const open = await deliveredOrder(`${id}s`, {
    locale: "en",
    unitPrice: 2_500,
    quantity: 5,
    stock: 10,
    deliveredDaysAgo: 0,
    status: "processing",
  });
  const shot = (name: string) => async (page: Page, pass: { locale: string; theme: string }) => {
    await photograph(page, `${shots}/${name}-${pass.locale}-${pass.theme}-desktop.png`);
  };
  try {
    const failures = await tourAdminScreens(
      page,
      [
        { path: "/refunds", prepare: shot("list") },
        { path: `/refunds?status=requested&order=${returned.orderId}` },
        { path: "/refunds/add", prepare: shot("add") },
        { path: `/refunds/add?order=${open.orderId}`, label: "the add screen with an order chosen" },
        { path: `/refunds/${returned.refundId}`, prepare: shot("detail") },
        {
          path: `/refunds/${returned.refundId}`,
          label: "the reject question",
          prepare: async (page) => {
            await page.getByTestId("move-rejected").click();
            await expect(page.getByTestId("status-dialog")).toBeVisible();
          },
        },
        {
          path: `/order/${open.orderId}`,
          label: "the order's short-shipping card",
          prepare: async (page, pass) => {
            const card = page.getByTestId("short-shipping");
            await expect(card).toBeVisible();
            await photograph(card, `${shots}/short-shipping-card-${pass.locale}-${pass.theme}-desktop.png`);
          },
        },
      ],
      { overflow: true },
    );
    expect(failures).toEqual([]);
  } finally {
    await returned.remove();
    await open.remove();
  }
});
