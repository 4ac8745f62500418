// Deterministic, bilingual demo data for one profile's database and bucket.
//
//   node db/seed/index.ts [--products 600] [--orders 0] [--profile testing_v1] [--url file:.data/<profile>.db] [--seed jumla]
//
// Migrates first, then replaces the contents of every table in one write transaction, so a failed
// run leaves the previous data in place. Images and PDFs go through
// putObject into the profile's R2 bucket (wrangler's local bucket unless a bucket is passed in).
// `--orders N` adds an order history of N orders for the order desk (./order-history.ts).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createClient, type InStatement } from "@libsql/client";
import { getTableName, is } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { SQLiteTable, getTableConfig } from "drizzle-orm/sqlite-core";
import { migrateDatabase } from "../migrate.ts";
import * as schema from "../schema/index.ts";
import { getProfile, type Profile } from "../../core/profiles.ts";
import { nodePasswordHasher } from "../../core/password-node.ts";
import { buildAccounts } from "./accounts.ts";
import { buildCatalogue } from "./catalogue.ts";
import { buildCommerce } from "./commerce.ts";
import { buildContent } from "./content.ts";
import { createMediaLibrary, type SeedBucket } from "./media.ts";
import { buildNavigation } from "./navigation.ts";
import { orderHistoryNow, orderHistoryStatements } from "./order-history.ts";
import { buildPlaces } from "./places.ts";
import { day, epoch, rowsFor, type SeedContext, type TableRows } from "./plan.ts";
import { createRandom } from "./random.ts";
import { syncProductSearch } from "../sync-product-search.ts";
import type { Db } from "../client.ts";
import { buildSettings } from "./settings.ts";

export { demoAccounts } from "./accounts.ts";
export type { SeedBucket } from "./media.ts";

export const defaultProductCount = 600;

export interface SeedOptions {
  /** libSQL URL: `file:` for a local database, or a Turso URL with `authToken`. */
  url: string;
  authToken?: string;
  /** Profile key (SPEC §9 deployment names); defaults to testing_v1. */
  profile?: string;
  products?: number;
  /** An order history of this many orders (issue #20 "Measure"); none by default. */
  orders?: number;
  /** PRNG seed; the same options always give the same data. */
  seed?: string;
  /** Where images and PDFs go; defaults to the profile's local R2 bucket through wrangler. */
  bucket?: SeedBucket;
}

export interface SeedResult {
  profile: Profile;
  /** Rows inserted per table. */
  counts: Record<string, number>;
  objects: number;
  objectBytes: number;
  /** How long the order history took to write, when one was asked for. */
  orderHistoryMs?: number;
  elapsedMs: number;
}

// SQLite's default limit on bound parameters per statement (SQLITE_MAX_VARIABLE_NUMBER).
const maxParameters = 32_766;

const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);

/** Multi-row INSERTs for the tables, rendered one statement at a time to keep memory flat. */
function* insertStatements(tables: readonly TableRows[]): Generator<InStatement> {
  // Only used to render SQL; no connection is opened.
  const db = drizzle.mock();
  for (const { table, rows } of tables) {
    const perStatement = Math.max(1, Math.floor(maxParameters / getTableConfig(table).columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const query = db
        .insert(table)
        .values(rows.slice(start, start + perStatement) as never)
        .toSQL();
      yield { sql: query.sql, args: query.params as never };
    }
  }
}

async function withBucket<T>(
  profile: Profile,
  bucket: SeedBucket | undefined,
  use: (bucket: SeedBucket) => Promise<T>,
): Promise<T> {
  if (bucket) return use(bucket);
  // Loaded lazily: tests pass their own bucket and never start workerd.
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<Env>({
    configPath: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)),
    environment: profile.key,
    persist: true,
  });
  try {
    return await use(proxy.env.BUCKET);
  } finally {
    await proxy.dispose();
  }
}

/** Migrates the database, then replaces its contents with the demo data set. */
export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const profile = getProfile(options.profile ?? "testing_v1");
  const productCount = options.products ?? defaultProductCount;
  if (!Number.isInteger(productCount) || productCount < 1)
    throw new Error(`--products must be a positive integer, got ${productCount}`);
  const orderCount = options.orders ?? 0;
  if (!Number.isSafeInteger(orderCount) || orderCount < 0)
    throw new Error(`--orders must be a whole number, got ${options.orders}`);
  await migrateDatabase(options.url, options.authToken);

  return withBucket(profile, options.bucket, async (bucket) => {
    const random = createRandom(`${options.seed ?? "jumla"}:${profile.key}:${productCount}`);
    const media = createMediaLibrary(bucket, epoch - 200 * day);
    // Each part draws from its own stream, so changing one part leaves the others' data unchanged.
    const context = (part: string): SeedContext => ({ random: random.fork(part), profile, media });
    const hasher = await nodePasswordHasher();

    const settings = await buildSettings(context("settings"), productCount);
    const places = buildPlaces(profile);
    const catalogue = buildCatalogue(context("catalogue"), productCount);
    const commerce = buildCommerce(context("commerce"), places.cityIds);
    const navigation = buildNavigation(context("navigation"), catalogue.summary);
    const content = buildContent(context("content"), productCount);
    const accounts = await buildAccounts(context("accounts"), hasher, places, catalogue.summary.productIds);
    const gallery = await media.flush();

    const tables = [
      rowsFor(schema.galleryImages, gallery),
      ...settings,
      ...places.tables,
      ...catalogue.tables,
      ...accounts,
      ...commerce,
      ...navigation,
      ...content,
    ].filter((entry) => entry.rows.length > 0);
    let orderHistoryMs: number | undefined;
    const client = createClient(
      options.authToken ? { url: options.url, authToken: options.authToken } : { url: options.url },
    );
    // One write transaction: a failed run leaves the previous data in place.
    const transaction = await client.transaction("write");
    try {
      // Foreign keys are checked at commit, when every table is consistent again.
      await transaction.execute("PRAGMA defer_foreign_keys = ON");
      await transaction.batch(allTables.map((table) => `DELETE FROM "${getTableName(table)}"`));
      // Emptying the tables does not reset AUTOINCREMENT counters; explicit ids do not need them.
      await transaction.execute("DELETE FROM sqlite_sequence");
      for (const statement of insertStatements(tables)) await transaction.execute(statement);
      await transaction.commit();
      // The search index is derived in JavaScript from the rows just written (decision 0010).
      await syncProductSearch(drizzle(client, { schema }) as unknown as Db);
      if (orderCount > 0) {
        const begun = performance.now();
        // Written by SQLite from the rows above, in one transaction (decision 0084)
        await client.batch(orderHistoryStatements({ orders: orderCount, now: orderHistoryNow }), "write");
        orderHistoryMs = performance.now() - begun;
      }
    } finally {
      transaction.close();
      client.close();
    }

    const counts: Record<string, number> = {};
    for (const { table, rows } of tables) counts[getTableName(table)] = rows.length;
    return {
      profile,
      counts,
      objects: media.objects.size,
      objectBytes: [...media.objects.values()].reduce((sum, bytes) => sum + bytes, 0),
      ...(orderHistoryMs === undefined ? {} : { orderHistoryMs }),
      elapsedMs: performance.now() - started,
    };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string" },
      orders: { type: "string" },
      profile: { type: "string" },
      url: { type: "string" },
      seed: { type: "string" },
    },
    strict: true,
  });
  const profile = values.profile ?? process.env.PROFILE ?? "testing_v1";
  const url = values.url ?? process.env.DATABASE_URL ?? `file:.data/${profile}.db`;
  const products = values.products === undefined ? defaultProductCount : Number(values.products);
  const result = await seedDatabase({
    url,
    profile,
    products,
    ...(values.orders === undefined ? {} : { orders: Number(values.orders) }),
    ...(values.seed ? { seed: values.seed } : {}),
    ...(process.env.DATABASE_AUTH_TOKEN ? { authToken: process.env.DATABASE_AUTH_TOKEN } : {}),
  });
  const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
  console.log(`Seeded ${result.profile.key} at ${url.split("?")[0]}`);
  for (const [table, count] of Object.entries(result.counts))
    console.log(`  ${table.padEnd(38)} ${String(count).padStart(7)}`);
  console.log(`  ${rows} rows, ${result.objects} stored files (${(result.objectBytes / 1024 / 1024).toFixed(1)} MiB)`);
  if (result.orderHistoryMs !== undefined)
    console.log(`  order history of ${values.orders} orders: ${(result.orderHistoryMs / 1000).toFixed(2)} s`);
  console.log(`Done in ${(result.elapsedMs / 1000).toFixed(2)} s`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
