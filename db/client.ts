// The database handle the Cloudflare Worker uses (ARCHITECTURE §1, §2): libSQL over HTTP, the same
// code path for Turso in production and the local .data/ server in development. No Node-only
// imports: this module runs in workerd.
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "./schema/index.ts";

export interface DbConfig {
  url: string;
  authToken?: string;
}

export function createDb(config: DbConfig) {
  const client = createClient(
    config.authToken ? { url: config.url, authToken: config.authToken } : { url: config.url },
  );
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };
