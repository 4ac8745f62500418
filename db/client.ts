// The database handle the Cloudflare Worker uses (ARCHITECTURE §1, §2): libSQL over HTTP, the same
// code path for Turso in production and the local .data/ server in development. No Node-only
// imports: this module runs in workerd.
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "./schema/index.ts";

export interface DbConfig {
  url: string;
  authToken?: string;
  /** The HTTP client the pipelines go through (a counting one measures round trips). */
  fetch?: typeof fetch;
}

/**
 * A Drizzle handle over libSQL HTTP. The schema is not handed to Drizzle: no code uses its
 * relational queries, and building their config costs half a millisecond per handle, which a
 * handle per request (workers/lib/db.ts) would pay every time.
 */
export function createDb(config: DbConfig) {
  const client = createClient({
    url: config.url,
    ...(config.authToken ? { authToken: config.authToken } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return drizzle(client);
}

export type Db = ReturnType<typeof createDb>;

/** What `db.batch` answers for a tuple of queries: each query's rows, in order. */
export type BatchResults<T extends readonly unknown[]> = { [K in keyof T]: Awaited<T[K]> };
export { schema };
