// Applies the committed drizzle-kit migrations (db/migrations) to one database, ARCHITECTURE §2.
// Node only: it reads the migration files from disk and opens local files with @libsql/client.
//
//   node db/migrate.ts [--url <libsql url>] [--auth-token <token>]
//
// The URL defaults to env DATABASE_URL, else file:.data/<PROFILE or testing_v1>.db.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { runMigrationTasks } from "./migration-tasks.ts";
import { syncProductSearch } from "./sync-product-search.ts";
import type { Db } from "./client.ts";
import * as schema from "./schema/index.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const migrationsTable = "__drizzle_migrations";

export interface MigrationResult {
  // Migrations applied by this run
  applied: number;
  // Migrations recorded in the database afterwards
  recorded: number;
  // Migrations in db/migrations
  available: number;
}

export function defaultDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || `file:.data/${env.PROFILE || "testing_v1"}.db`;
}

// The path of a file: URL (file:relative.db, file:/abs.db or file:///abs.db), or null for remote URLs
function localPath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const withoutQuery = url.split("?")[0] ?? url;
  return withoutQuery.startsWith("file://") ? fileURLToPath(withoutQuery) : resolve(withoutQuery.slice("file:".length));
}

// Never print a token passed in the URL's query string
function displayUrl(url: string): string {
  return url.split("?")[0] ?? url;
}

async function recordedCount(client: Client): Promise<number> {
  const table = await client.execute({
    sql: "select count(*) as n from sqlite_master where type = 'table' and name = ?",
    args: [migrationsTable],
  });
  if (Number(table.rows[0]?.n ?? 0) === 0) return 0;
  const rows = await client.execute(`select count(*) as n from "${migrationsTable}"`);
  return Number(rows.rows[0]?.n ?? 0);
}

export async function migrateDatabase(url: string, authToken?: string): Promise<MigrationResult> {
  const path = localPath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  const client = createClient(authToken ? { url, authToken } : { url });
  try {
    const before = await recordedCount(client);
    await migrate(drizzle(client), { migrationsFolder, migrationsTable });
    const db = drizzle(client, { schema }) as unknown as Db;
    // Work SQL cannot do: tasks migrations asked for (0006 re-sanitises stored rich text), then
    // the search index (migration 0001_search queues existing products).
    await runMigrationTasks(db);
    await syncProductSearch(db);
    const recorded = await recordedCount(client);
    return { applied: recorded - before, recorded, available: readMigrationFiles({ migrationsFolder }).length };
  } finally {
    client.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: "string" }, "auth-token": { type: "string" } },
    strict: true,
  });
  const url = values.url ?? defaultDatabaseUrl();
  const authToken = values["auth-token"] ?? process.env.DATABASE_AUTH_TOKEN;
  const result = await migrateDatabase(url, authToken);
  const state = result.applied === 0 ? "already up to date" : `applied ${result.applied} migration(s)`;
  console.log(`${displayUrl(url)}: ${state}; ${result.recorded} of ${result.available} recorded`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
