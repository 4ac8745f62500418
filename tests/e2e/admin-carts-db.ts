import { cartProducts } from "./cart-db.ts";
import { freshCustomer } from "./forms-db.ts";
import { openE2eDb } from "./db.ts";

// Issue #21 item 5 (decision 0093): a cart left a week ago by a fresh customer of its own, as the
// mirror and the scheduled job would have written it (one line of a seeded product), so parallel
// tests never remind the same cart. `remove` deletes the cart, the emails to the customer and the
// customer.

const day = 86_400_000;

export async function leftCart(locale: "ar" | "en") {
  const customer = await freshCustomer();
  const product = (await cartProducts(locale)).single;
  const quantity = product.minOrderQuantity * 2;
  const client = openE2eDb();
  try {
    const found = await client.execute({ sql: "select id from customers where email = ?", args: [customer.email] });
    const customerId = Number(found.rows[0]?.id);
    const items = [
      { id: `${product.id}`, productId: product.id, variantId: null, choiceIds: [], quantity, price: product.price },
    ];
    await client.batch(
      [
        { sql: "update customers set locale = ? where id = ?", args: [locale, customerId] },
        {
          sql: `insert into carts (customer_id, items, total_items, cart_total, state, updated_at)
                values (?, ?, ?, ?, 'left', ?)`,
          args: [customerId, JSON.stringify(items), quantity, quantity * product.price, Date.now() - 9 * day],
        },
      ],
      "write",
    );
    return {
      customerId,
      email: customer.email,
      product,
      /** The emails queued to the customer (the outbox's payloads). */
      async emails() {
        const again = openE2eDb();
        try {
          const { rows } = await again.execute({
            sql: "select payload from outbox where json_extract(payload, '$.to') = ? order by id",
            args: [customer.email],
          });
          return rows.map((row) => JSON.parse(String(row.payload)) as { subject: string; text: string });
        } finally {
          again.close();
        }
      },
      async remove() {
        const again = openE2eDb();
        try {
          await again.batch(
            [
              { sql: "delete from outbox where json_extract(payload, '$.to') = ?", args: [customer.email] },
              { sql: "delete from carts where customer_id = ?", args: [customerId] },
            ],
            "write",
          );
        } finally {
          again.close();
        }
        await customer.remove();
      },
    };
  } finally {
    client.close();
  }
}
