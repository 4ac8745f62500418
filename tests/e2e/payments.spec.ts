// Issue #10 item 8, decision 0049: the card path through each provider's local stand-in. An order
// written in "init" for a fresh customer, its payment opened through the API (as place-order will
// open it), paid on the stand-in's hosted page → /success/{token} shows it paid once the webhook
// came; cancelled there → /failure/{token} says "Payment Cancelled". Arabic and English.
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
    paid: "Payment received",
    cancelled: "Payment Cancelled",
  },
  { gateway: "moyasar", locale: "ar", prefix: "", dir: "rtl", paid: "تم استلام الدفعة", cancelled: "تم إلغاء الدفع" },
  {
    gateway: "moyasar",
    locale: "en",
    prefix: "/en",
    dir: "ltr",
    paid: "Payment received",
    cancelled: "Payment Cancelled",
  },
  { gateway: "stripe", locale: "ar", prefix: "", dir: "rtl", paid: "تم استلام الدفعة", cancelled: "تم إلغاء الدفع" },
] as const;

for (const { gateway, locale, prefix, dir, paid, cancelled } of cases) {
  test.describe(`card payment through the ${gateway} stand-in (${locale})`, () => {
    test("paid on the hosted page → /success/{token} shows it paid once the webhook came", async ({
      page,
      baseURL,
    }) => {
      const customer = await freshCustomer();
      const order = await initOrder(customer.email, gateway, locale);
      try {
        await signIn(page, baseURL, customer);
        const url = await openPayment(page, baseURL, order.orderId);
        await page.goto(url);
        await page.getByRole("button", { name: "Pay" }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/success/${order.token}`));
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        // The stand-in's webhook comes a moment after the redirect, as the provider's does: the
        // page says "confirming" meanwhile and reloads itself once it is paid.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(paid, { timeout: 15_000 });
        await expect(page.getByTestId("payment-order")).toHaveText(order.number);
      } finally {
        await order.remove();
        await customer.remove();
      }
    });

    test("cancelled on the hosted page → /failure/{token} says Payment Cancelled", async ({ page, baseURL }) => {
      const customer = await freshCustomer();
      const order = await initOrder(customer.email, gateway, locale);
      try {
        await signIn(page, baseURL, customer);
        await page.goto(await openPayment(page, baseURL, order.orderId));
        await page.getByRole("button", { name: gateway === "stripe" ? "Cancel" : "Back" }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/failure/${order.token}$`));
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByTestId("payment-message")).toHaveText(cancelled);
        await expect(page.getByTestId("payment-order")).toHaveText(order.number);
      } finally {
        await order.remove();
        await customer.remove();
      }
    });
  });
}

test("a declined Moyasar payment cancels the order: /failure/{token} asks for another method", async ({
  page,
  baseURL,
}) => {
  const customer = await freshCustomer();
  const order = await initOrder(customer.email, "moyasar", "en");
  try {
    await signIn(page, baseURL, customer);
    await page.goto(await openPayment(page, baseURL, order.orderId));
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByText("Status: failed")).toBeVisible();
    await page.goto(`/en/failure/${order.token}`);
    await expect(page.getByTestId("payment-message")).toHaveText(
      "Couldn't validate payment, try a different payment method",
    );
    await expect(page.getByTestId("payment-status")).toHaveText("Cancelled");
  } finally {
    await order.remove();
    await customer.remove();
  }
});

test("/failure without an order says why, or Unknown checkout error", async ({ page }) => {
  for (const [path, text] of [
    ["/en/failure?reason=cancelled", "Payment Cancelled"],
    ["/en/failure?reason=invalid", "Couldn't validate payment, try a different payment method"],
    ["/en/failure", "Unknown checkout error"],
    ["/failure", "خطأ غير معروف أثناء إتمام الطلب"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByTestId("payment-message")).toHaveText(text);
  }
});
