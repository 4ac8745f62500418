// Issue #19 item 4, decision 0073: a buyer comes back to an order still waiting for its card
// payment (its first provider page left unpaid), sees until when it waits, and pays through "Pay
// now": a new page at the provider's stand-in for the same order, the first one no longer payable.
// Or cancels it from the same place, without script. Arabic and English, through each provider.
import { expect, test } from "@playwright/test";
import { freshCustomer } from "./forms-db.ts";
import { initOrder, openPayment } from "./payments-db.ts";
import { signIn } from "./sign-in.ts";

const cases = [
  {
    gateway: "stripe",
    locale: "en",
    prefix: "/en",
    dir: "ltr",
    waiting: "Waiting for your payment",
    payNow: "Pay now",
    paid: "Payment received",
    pending: "Pending",
  },
  {
    gateway: "moyasar",
    locale: "ar",
    prefix: "",
    dir: "rtl",
    waiting: "بانتظار دفعتك",
    payNow: "ادفع الآن",
    paid: "تم استلام الدفعة",
    pending: "قيد الانتظار",
  },
] as const;

for (const { gateway, locale, prefix, dir, waiting, payNow, paid, pending } of cases) {
  test(`pays a waiting order from its page through a new ${gateway} page (${locale})`, async ({ page, baseURL }) => {
    const customer = await freshCustomer();
    const order = await initOrder(customer.email, gateway, locale);
    try {
      await signIn(page, baseURL, customer);
      // The first page (opened at checkout), left without paying
      const first = await openPayment(page, baseURL, order.orderId);

      await page.goto(`${prefix}/dashboard/orders/${order.orderId}`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const panel = page.getByTestId("awaiting-payment");
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(waiting);
      // Until when it waits: a time of day and a DD/MM/YYYY date
      await expect(panel).toContainText(/\d{2}:\d{2}.*\d{2}\/\d{2}\/\d{4}/);

      await panel.getByRole("button", { name: payNow }).click();
      await expect(page).not.toHaveURL(/\/dashboard\//);
      expect(page.url()).not.toBe(first);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/success/${order.token}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(paid, { timeout: 15_000 });

      // The first page takes no payment any more
      await page.goto(first);
      await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);

      await page.goto(`${prefix}/dashboard/orders/${order.orderId}`);
      await expect(page.getByTestId("order-status")).toHaveText(pending);
      await expect(page.getByTestId("awaiting-payment")).toHaveCount(0);
    } finally {
      await order.remove();
      await customer.remove();
    }
  });
}

test("cancels a waiting order from its page, without script too (en)", async ({ browser, baseURL }) => {
  const customer = await freshCustomer();
  const order = await initOrder(customer.email, "moyasar", "en");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signIn(page, baseURL, customer);
    await openPayment(page, baseURL, order.orderId);
    await page.goto(`/en/dashboard/orders/${order.orderId}`);
    const panel = page.getByTestId("awaiting-payment");
    // Without script, paying says what it needs; cancelling is a plain form
    await expect(panel.getByRole("button", { name: "Pay now" })).toBeHidden();
    await expect(panel.locator("noscript p")).toHaveText(
      "Paying needs JavaScript: turn it on in your browser, then reload this page.",
    );
    await panel.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByTestId("order-cancelled")).toHaveText(
      "The order is cancelled and its items are back on sale.",
    );
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("awaiting-payment")).toHaveCount(0);
  } finally {
    await context.close();
    await order.remove();
    await customer.remove();
  }
});
