import { demoAccounts } from "../../db/seed/accounts.ts";
import { openE2eDb } from "./db.ts";

/**
 * A customer of its own in the e2e database, for journeys that change what they save (the profile,
 * addresses, the password, the approval form) or need a state the seed lacks (`unverified`: signed
 * up, email not confirmed, SPEC §4; `pending`: form uploaded, waiting for the admin), without touching the seeded accounts, so tests run in
 * parallel. It borrows the seeded approved customer's password hash (signs in with that password,
 * costs no hashing); `remove` deletes every row it added.
 */
export async function freshCustomer(
  state: "approved" | "pending" | "not_submitted" | "unverified" = "approved",
  profile = process.env.PROFILE ?? "testing_v1",
) {
  const status = state === "unverified" ? "not_submitted" : state;
  const client = openE2eDb(profile);
  const token = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12);
  const email = `forms-${token}@jumla.test`;
  const companyNumber = `7${token}`;
  try {
    const { rows } = await client.execute({
      sql: "select password_hash from customers where email = ?",
      args: [demoAccounts.approvedCustomer.email],
    });
    const inserted = await client.execute({
      sql: `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
              country, city, email_verified_at, approval_status, approval_form_key, can_see_prices, registered_at,
              updated_at)
            values ('Salma', 'Al-Harbi', 'Harbi Trading', ?, ?, ?, ?, 'SA', 'Riyadh', ?, ?, ?, ?, ?, ?) returning id`,
      args: [
        companyNumber,
        `058${token.slice(-7)}`,
        email,
        String(rows[0]?.password_hash),
        state === "unverified" ? null : Date.now(),
        status,
        status === "approved" || status === "pending" ? `private/approval-forms/e2e-${token}.pdf` : null,
        status === "approved" ? 1 : 0,
        Date.now(),
        Date.now(),
      ],
    });
    const customerId = Number(inserted.rows[0]?.id);
    return {
      email,
      password: demoAccounts.approvedCustomer.password,
      companyNumber,
      async remove() {
        const again = openE2eDb(profile);
        try {
          await again.batch(
            [
              { sql: "delete from sessions where user_kind = 'customer' and user_id = ?", args: [customerId] },
              { sql: "delete from addresses where customer_id = ?", args: [customerId] },
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
