import { createClient } from "@libsql/client";

/**
 * A second approved customer with orders in the e2e database, for the customer area's order pages
 * (the seed has no orders). It borrows the seeded customer's password hash, so it signs in with
 * that password and costs no hashing; `remove` deletes every row it added, leaving the seed as it was.
 */
export async function customerWithOrders(seededEmail: string, profile = process.env.PROFILE ?? "testing_v1") {
  const client = createClient({ url: `file:.data/${profile}.db` });
  const token = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12);
  const email = `orders-${token}@jumla.test`;
  const phone = `059${token.slice(-7)}`;
  try {
    const { rows } = await client.execute({
      sql: "select password_hash from customers where email = ?",
      args: [seededEmail],
    });
    const hash = String(rows[0]?.password_hash);
    const inserted = await client.execute({
      sql: `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
              email_verified_at, approval_status, approval_form_key, can_see_prices, registered_at, updated_at)
            values ('Omar', 'Al-Zahrani', 'Zahrani Home', ?, ?, ?, ?, ?, 'approved', ?, 1, ?, ?) returning id`,
      args: [
        `9${token}`,
        phone,
        email,
        hash,
        Date.now(),
        `private/approval-forms/e2e-${token}.pdf`,
        Date.now(),
        Date.now(),
      ],
    });
    const customerId = Number(inserted.rows[0]?.id);
    const orderIds: number[] = [];
    const orders = [
      { status: "delivered", total: 125_000 },
      { status: "pending", total: 48_050 },
      { status: "cancelled", total: 20_000 },
    ];
    // Each order's payment result token (/success/{token}, decision 0049)
    const paymentTokens = orders.map((_, index) => `e2e-pay-${token}-${index + 1}`.padEnd(40, "x"));
    for (const [index, order] of orders.entries()) {
      const result = await client.execute({
        sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method,
                payment_method_name, payment_token, currency, unique_items_count, total_items_count, sub_total,
                grand_total, placed_at, updated_at)
              values (?, ?, ?, 'Omar Al-Zahrani', ?, 'delivery', 'Bank transfer', ?, 'SAR', 1, 10, ?, ?, ?, ?) returning id`,
        args: [
          `E2E-${token}-${index + 1}`,
          order.status,
          customerId,
          JSON.stringify({
            country: "Saudi Arabia",
            city: "Riyadh",
            address1: "King Fahd Road 12",
            address2: null,
            postcode: "12333",
            neighbourhood: "Olaya",
          }),
          paymentTokens[index] ?? null,
          order.total,
          order.total,
          Date.now() - (orders.length - index) * 86_400_000,
          Date.now(),
        ],
      });
      const orderId = Number(result.rows[0]?.id);
      orderIds.push(orderId);
      await client.execute({
        sql: `insert into order_lines (order_id, title, sku, unit_price, quantity, line_total)
              values (?, 'Cotton bath towel - White', 'TOWEL-01', ?, 10, ?)`,
        args: [orderId, order.total / 10, order.total],
      });
    }
    return {
      email,
      phone,
      orderIds,
      paymentTokens,
      orderNumbers: orders.map((_, index) => `E2E-${token}-${index + 1}`),
      async remove() {
        const again = createClient({ url: `file:.data/${profile}.db` });
        try {
          await again.batch(
            [
              { sql: "delete from sessions where user_kind = 'customer' and user_id = ?", args: [customerId] },
              { sql: `delete from order_lines where order_id in (${orderIds.join(",")})`, args: [] },
              { sql: "delete from orders where customer_id = ?", args: [customerId] },
              { sql: "delete from customers where id = ?", args: [customerId] },
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
