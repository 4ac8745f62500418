import { createClient } from "@libsql/client";

/**
 * A customer who registered but has not confirmed the email yet (SPEC §4), written straight into
 * the e2e database: the seed has none. It borrows a seeded customer's password hash, so it signs in
 * with that password and costs no hashing; `remove` deletes it and its sessions.
 */
export async function unverifiedCustomer(seededEmail: string, profile = process.env.PROFILE ?? "testing_v1") {
  const client = createClient({ url: `file:.data/${profile}.db` });
  const token = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12);
  const email = `unverified-${token}@jumla.test`;
  try {
    const { rows } = await client.execute({
      sql: "select password_hash from customers where email = ?",
      args: [seededEmail],
    });
    const inserted = await client.execute({
      sql: `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
              approval_status, registered_at, updated_at)
            values ('Huda', 'Al-Shehri', 'Shehri Textiles', ?, ?, ?, ?, 'not_submitted', ?, ?) returning id`,
      args: [`8${token}`, `058${token.slice(-7)}`, email, String(rows[0]?.password_hash), Date.now(), Date.now()],
    });
    const customerId = Number(inserted.rows[0]?.id);
    return {
      email,
      async remove() {
        const again = createClient({ url: `file:.data/${profile}.db` });
        try {
          await again.batch(
            [
              { sql: "delete from sessions where user_kind = 'customer' and user_id = ?", args: [customerId] },
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
