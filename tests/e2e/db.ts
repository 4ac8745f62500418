import { createClient, type Client } from "@libsql/client";

/**
 * The e2e profile's database file, which the running server writes too, for a test's own rows and
 * reads. One connection, so a pragma such as `foreign_keys = on` holds for every later call (the
 * client pools connections by default), which waits up to 10 s for the server's transactions
 * instead of failing with SQLITE_BUSY.
 */
export function openE2eDb(profile = process.env.PROFILE ?? "testing_v1"): Client {
  return createClient({ url: `file:.data/${profile}.db`, timeout: 10_000, concurrency: 1 });
}

/** A seeded product no test edits or deletes, for tests that need any product page: the
 *  catalogue's first card can be another test's new product, deleted while a test looks at it. */
export const seededProductPath = "/productDetails/everyday-modal-boxer-shorts-grey-und00002";

/** Reads the e2e profile's seeded database directly, so assertions compare against real rows. */
export async function featuredTitles(
  locale: "ar" | "en",
  profile = process.env.PROFILE ?? "testing_v1",
): Promise<string[]> {
  const client = openE2eDb(profile);
  try {
    const { rows } = await client.execute({
      sql: `select t.title from products p join product_translations t on t.product_id = p.id and t.locale = ?
            where p.is_featured = 1 and p.status = 'available' order by p.id desc limit 12`,
      args: [locale],
    });
    return rows.map((row) => String(row.title));
  } finally {
    client.close();
  }
}
