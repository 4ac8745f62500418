import { createHash } from "node:crypto";
import { createClient } from "@libsql/client";
import type { BrowserContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../fixtures/catalogue.ts";

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

/**
 * A product without variants for the variant-matrix journey (issue #11), written as the catalogue
 * fixtures write one; `remove` deletes it with whatever variants the test gave it.
 */
export async function productWithoutVariants(token: string) {
  const client = await openDb();
  await client.execute("pragma foreign_keys = on");
  const db = drizzle(client);
  const product = await createProduct(db, {
    title: { en: `Matrix journey shirt ${token}`, ar: `قميص رحلة المتغيرات ${token}` },
    price: 1_250,
    quantity: 5,
  });
  return {
    ...product,
    remove: async () => {
      await db.delete(products).where(eq(products.id, product.id));
      client.close();
    },
  };
}
