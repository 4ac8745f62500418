// Issue #10 item 8, decision 0049: the card path through each provider's local stand-in. An order
// written in "init" for a fresh customer, its payment opened through the API (as place-order will
// open it), paid on the stand-in's hosted page → /success/{token} shows it paid once the webhook
// came; cancelled there → /failure/{token} says "Payment Cancelled". Arabic and English.
import { createClient } from "@libsql/client";
import { expect, test, type Page } from "@playwright/test";
import { freshCustomer } from "./forms-db.ts";
import { signIn } from "./sign-in.ts";

const profile = process.env.PROFILE ?? "testing_v1";

/** An order in "init" for an online method of `gateway`, with the columns place-order writes. */
async function initOrder(email: string, gateway: "stripe" | "moyasar", locale: "ar" | "en") {
  const client = createClient({ url: `file:.data/${profile}.db` });
  await client.execute("pragma busy_timeout = 10000");
  const token = `e2e${crypto.randomUUID().replaceAll("-", "")}${Date.now()}`;
  const number = `PAY-${Date.now().toString(36).toUpperCase()}`;
  try {
    const customer = await client.execute({ sql: "select id from customers where email = ?", args: [email] });
    const method = await client.execute({
      sql: `insert into payment_methods (name, kind, provider, gateway, is_online, active, created_at, updated_at)
            values (?, 'online', ?, ?, 1, 0, ?, ?) returning id`,
      args: [`e2e-${gateway}-${token}`, gateway, gateway, Date.now(), Date.now()],
    });
    const order = await client.execute({
      sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method, payment_method_id,
              payment_method_name, payment_token, locale, currency, unique_items_count, total_items_count, sub_total,
              grand_total, placed_at, updated_at)
            values (?, 'init', ?, 'Salma Al-Harbi', ?, 'delivery', ?, 'Card', ?, ?, ?, 1, 2, 48050, 48050, ?, ?) returning id`,
      args: [
        number,
        Number(customer.rows[0]?.id),
        JSON.stringify({
          country: "SA",
          city: "Riyadh",
          address1: "King Fahd Road 12",
          address2: null,
          postcode: null,
          neighbourhood: null,
        }),
        Number(method.rows[0]?.id),
        token,
        locale,
        gateway === "stripe" ? "GBP" : "SAR",
        Date.now(),
        Date.now(),
      ],
    });
    const orderId = Number(order.rows[0]?.id);
    const methodId = Number(method.rows[0]?.id);
    return {
      orderId,
      number,
      token,
      async remove() {
        const again = createClient({ url: `file:.data/${profile}.db` });
        await again.execute("pragma busy_timeout = 10000");
        try {
          await again.batch(
            [
              { sql: "delete from payment_events where order_id = ?", args: [orderId] },
              { sql: "delete from orders where id = ?", args: [orderId] },
              { sql: "delete from payment_methods where id = ?", args: [methodId] },
            ],
            "write",
          );
        } finally {
          again.close();
        }
      },
    };
  } finally {
    client.close();
  }
}

/** Opens the order's payment as the signed-in buyer; answers the hosted page's URL. */
async function openPayment(page: Page, baseURL: string | undefined, orderId: number): Promise<string> {
  const response = await page.request.post("/api/payments/sessions", {
    data: { orderId },
    headers: { origin: String(baseURL) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

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
