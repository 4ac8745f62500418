import type { Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { openE2eDb } from "./db.ts";

/**
 * A customer of the demo salesperson with one order placed (bank transfer, unpaid), for the
 * collections journeys (issue #22 item 6, decision 0096). `remove` deletes what the collections
 * made first (their allocations, the order payments a confirmation recorded, the receipts), then
 * the order, the customer and every email to them as placedOrder removes them.
 */
export async function salespersonsOrder(
  page: Page,
  baseURL: string | undefined,
  { locale, reference }: { locale: "ar" | "en"; reference: string },
  profile = process.env.PROFILE ?? "testing_v1",
) {
  const placed = await placedOrder(
    page,
    baseURL,
    { locale, reference, salespersonEmail: demoAccounts.salesperson.email },
    profile,
  );
  return {
    ...placed,
    async remove() {
      const db = openE2eDb(profile);
      try {
        const id = placed.customer.customerId;
        const collections = `select id from collections where customer_id = ${id}`;
        await db.batch(
          [
            `delete from order_payments where order_id in (select id from orders where customer_id = ${id})`,
            `delete from collection_allocations where collection_id in (${collections})`,
            `delete from collections where customer_id = ${id}`,
          ],
          "write",
        );
      } finally {
        db.close();
      }
      await placed.remove();
    },
  };
}
