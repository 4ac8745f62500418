import { expect, type Page } from "@playwright/test";
import { openE2eDb } from "./db.ts";

// The card path's fixtures (decision 0049): on the default e2e profile checkout offers no card
// method (testing_v1 takes no cards), so the online order place-order would write is written here.
const profile = process.env.PROFILE ?? "testing_v1";

/** An order in "init" for an online method of `gateway`, with the columns place-order writes. */
export async function initOrder(email: string, gateway: "stripe" | "moyasar", locale: "ar" | "en") {
  const client = openE2eDb(profile);
  const token = `e2e${crypto.randomUUID().replaceAll("-", "")}${Date.now()}`;
  const number = `PAY-${Date.now().toString(36).toUpperCase()}${token.slice(3, 7).toUpperCase()}`;
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
              grand_total, placed_at, updated_at, payment_due_at)
            values (?, 'init', ?, 'Salma Al-Harbi', ?, 'delivery', ?, 'Card', ?, ?, ?, 1, 2, 48050, 48050, ?, ?, ?) returning id`,
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
        // Due a session's lifetime after placing, as place-order writes it (decision 0073)
        Date.now() + 3_600_000,
      ],
    });
    const orderId = Number(order.rows[0]?.id);
    const methodId = Number(method.rows[0]?.id);
    return {
      orderId,
      number,
      token,
      async remove() {
        const again = openE2eDb(profile);
        try {
          await again.batch(
            [
              { sql: "delete from payment_events where order_id = ?", args: [orderId] },
              { sql: "delete from outbox where payload like ?", args: [`%${number}%`] },
              { sql: "delete from order_status_history where order_id = ?", args: [orderId] },
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
export async function openPayment(page: Page, baseURL: string | undefined, orderId: number): Promise<string> {
  const response = await page.request.post("/api/payments/sessions", {
    data: { orderId },
    headers: { origin: String(baseURL) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}
