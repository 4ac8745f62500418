import { createHash } from "node:crypto";
import { createClient } from "@libsql/client";
import type { BrowserContext } from "@playwright/test";

// Issue #11: what the admin-app journeys do to the e2e database directly: end a session on the
// server (as an expiry or a sign-out elsewhere would), and remove the measure units they made.

const profile = () => process.env.PROFILE ?? "testing_v1";

/** The e2e database, waiting its turn while the server writes (SQLITE_BUSY otherwise). */
async function openDb() {
  const client = createClient({ url: `file:.data/${profile()}.db` });
  await client.execute("pragma busy_timeout = 10000");
  return client;
}

/**
 * Ends the browser's admin session server-side: its row is deleted (sessions store only the
 * SHA-256 of the cookie's token, decision 0012), so the next admin call answers 401.
 */
export async function endAdminSession(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === "jumla_admin" || c.name === "__Host-jumla_admin");
  if (!cookie) throw new Error("no admin session cookie");
  const id = createHash("sha256").update(cookie.value).digest("hex");
  const client = await openDb();
  try {
    const { rowsAffected } = await client.execute({ sql: "delete from sessions where id = ?", args: [id] });
    if (rowsAffected !== 1) throw new Error("the admin session was not found");
  } finally {
    client.close();
  }
}

/** Deletes the measure units whose code starts with `prefix`, and their names. */
export async function removeMeasureUnits(prefix: string): Promise<void> {
  const client = await openDb();
  try {
    await client.batch(
      [
        {
          sql: "delete from measure_unit_translations where measure_unit_id in (select id from measure_units where code like ?)",
          args: [`${prefix}%`],
        },
        { sql: "delete from measure_units where code like ?", args: [`${prefix}%`] },
      ],
      "write",
    );
  } finally {
    client.close();
  }
}
