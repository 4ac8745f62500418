import type { Client } from "@libsql/client";
import { openE2eDb } from "./db.ts";

/**
 * A company's people and requests in the e2e database (decision 0103): the set-password link an
 * invitation emailed, the orders as placed, and `remove`, which deletes what the journey added
 * (the colleagues' sessions, tokens and emails, the requests) before the customer goes.
 */
export function companyRows(customerId: number, profile = process.env.PROFILE ?? "testing_v1") {
  const read = async <T>(run: (client: Client) => Promise<T>) => {
    const client = openE2eDb(profile);
    try {
      return await run(client);
    } finally {
      client.close();
    }
  };
  return {
    /** The path of the set-password link emailed to `email` (the outbox's last email to it). */
    invitationPath: (email: string) =>
      read(async (client) => {
        const { rows } = await client.execute({
          sql: "select payload from outbox where json_extract(payload, '$.to') = ? order by id desc limit 1",
          args: [email],
        });
        const { text } = JSON.parse(String(rows[0]?.payload ?? "{}")) as { text?: string };
        const link = /https?:\/\/\S+\/password\/reset\/[a-z2-7]{32}\/\S+/.exec(text ?? "")?.[0];
        if (!link) throw new Error(`No invitation emailed to ${email}`);
        return new URL(link).pathname;
      }),
    /** Who placed and approved the company's orders. */
    orders: () =>
      read(async (client) => {
        const { rows } = await client.execute({
          sql: "select id, placed_by_name, approved_by_name, total_items_count from orders where customer_id = ? order by id desc",
          args: [customerId],
        });
        return rows;
      }),
    remove: () =>
      read(async (client) => {
        const people = `select id from company_people where customer_id = ${customerId}`;
        await client.batch(
          [
            `delete from sessions where user_kind = 'colleague' and user_id in (${people})`,
            `delete from auth_tokens where user_kind = 'colleague' and user_id in (${people})`,
            `delete from outbox where json_extract(payload, '$.to') in (select email from company_people where customer_id = ${customerId})`,
            `delete from order_approvals where customer_id = ${customerId}`,
            `update orders set placed_by_person_id = null, approved_by_person_id = null where customer_id = ${customerId}`,
            `delete from company_people where customer_id = ${customerId}`,
          ],
          "write",
        );
      }),
  };
}
