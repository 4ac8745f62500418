import { bankTransferOrder } from "./checkout-db.ts";
import { freshCustomer } from "./forms-db.ts";
import { openE2eDb } from "./db.ts";

// Issue #12 (decision 0070): what the content journeys do to the e2e database directly: an approved
// customer with a pending order in a language, for the email that cancelling it sends.

const profile = () => process.env.PROFILE ?? "testing_v1";

/**
 * A fresh approved customer with a pending bank-transfer order placed from the `locale` pages
 * (the order's email is in its language, decision 0048); `remove` deletes both.
 */
export async function pendingOrderIn(locale: "ar" | "en") {
  const customer = await freshCustomer("approved", profile());
  const client = openE2eDb();
  try {
    const { rows } = await client.execute({ sql: "select id from customers where email = ?", args: [customer.email] });
    const customerId = Number(rows[0]?.id);
    const order = await bankTransferOrder(customerId, profile());
    await client.execute({ sql: "update orders set locale = ? where id = ?", args: [locale, order.id] });
    return {
      ...customer,
      order,
      async remove() {
        const again = openE2eDb();
        try {
          const orders = `select id from orders where customer_id = ${customerId}`;
          await again.batch(
            [
              `delete from order_status_history where order_id in (${orders})`,
              `delete from order_lines where order_id in (${orders})`,
              `delete from orders where customer_id = ${customerId}`,
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
