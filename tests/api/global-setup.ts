import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../db/local-server.ts";
import { migrateDatabase } from "../../db/migrate.ts";

declare module "vitest" {
  interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Runs in Node before the workerd tests: a fresh migrated database behind the embedded libSQL
 * HTTP server, so the Worker code under test talks Hrana exactly as it does to Turso.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "jumla-api-"));
  const file = join(dir, "api.db");
  const server = await startLocalServer({ file, port: 0 });
  // Migrated over HTTP as well: vite resolves @libsql/client to its web build here.
  await migrateDatabase(server.url);
  project.provide("databaseUrl", server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
