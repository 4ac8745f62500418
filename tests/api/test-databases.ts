import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import Database from "libsql";
import { startLocalServer, type LocalServer } from "../../db/local-server.ts";
import { migrateDatabase } from "../../db/migrate.ts";

// Decisions 0078 and 0106: global setup migrates one template; each Miniflare the pool starts (a
// vitest worker's, or an `ownShop` file's) asks for a copy of it (vitest.config.ts), so no two
// workers' files meet each other's rows.

export interface TestDatabases {
  /** Where a test file's Worker asks for its copy: `POST` answers `{ url }`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Migrates `dir/template.db` once, then serves copies of it: each `POST` copies the template into
 * a new file behind its own libSQL HTTP server and answers that server's URL.
 */
export async function startTestDatabases(dir: string): Promise<TestDatabases> {
  const template = join(dir, "template.db");
  // Migrated over HTTP: vite resolves @libsql/client to its web build inside global setup.
  const migrating = await startLocalServer({ file: template });
  await migrateDatabase(migrating.url);
  await migrating.close();
  // VACUUM INTO writes a consistent copy whatever the template's WAL still holds.
  const source = new Database(template, { readonly: true });

  const copies: LocalServer[] = [];
  let made = 0;
  const broker = createServer((request, response) => {
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    made += 1;
    const file = join(dir, `file-${made}.db`);
    source.exec(`VACUUM INTO '${file}'`);
    startLocalServer({ file }).then(
      (server) => {
        copies.push(server);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ url: server.url }));
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));
  const { port } = broker.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      broker.close();
      source.close();
      await Promise.all(copies.map((copy) => copy.close()));
    },
  };
}

/** A fresh copy of the migrated template, for one Miniflare: its libSQL URL. */
export async function newTestDatabase(brokerUrl: string): Promise<string> {
  const response = await fetch(brokerUrl, { method: "POST" });
  if (!response.ok) throw new Error(`no test database: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return url;
}
