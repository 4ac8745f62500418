import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../db/local-server.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { startMoyasarStandIn } from "../../scripts/stand-ins/moyasar.ts";
import { startStripeStandIn } from "../../scripts/stand-ins/stripe.ts";
import { testPaymentKeys } from "../fixtures/payments.ts";

declare module "vitest" {
  interface ProvidedContext {
    databaseUrl: string;
    /** A second database no other test file writes to, for tests that watch every write (catalogue changes). */
    isolatedDatabaseUrl: string;
    /** The payment stand-ins (decision 0049); their webhooks go nowhere: tests sign their own. */
    stripeApiUrl: string;
    moyasarApiUrl: string;
  }
}

/**
 * Runs in Node before the workerd tests: fresh migrated databases behind the embedded libSQL
 * HTTP server, so the Worker code under test talks Hrana exactly as it does to Turso.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "jumla-api-"));
  const servers = await Promise.all(
    ["api.db", "isolated.db"].map(async (name) => {
      const server = await startLocalServer({ file: join(dir, name), port: 0 });
      // Migrated over HTTP as well: vite resolves @libsql/client to its web build here.
      await migrateDatabase(server.url);
      return server;
    }),
  );
  const [shared, isolated] = servers;
  if (!shared || !isolated) throw new Error("the test databases did not start");
  project.provide("databaseUrl", shared.url);
  project.provide("isolatedDatabaseUrl", isolated.url);
  const nowhere = "http://127.0.0.1:9/webhook";
  const standIns = [
    await startStripeStandIn({
      secretKey: testPaymentKeys.STRIPE_SECRET_KEY,
      webhookSecret: testPaymentKeys.STRIPE_WEBHOOK_SECRET,
      webhookUrl: nowhere,
    }),
    await startMoyasarStandIn({
      secretKey: testPaymentKeys.MOYASAR_SECRET_KEY,
      webhookSecret: testPaymentKeys.MOYASAR_WEBHOOK_SECRET,
      webhookUrl: nowhere,
    }),
  ] as const;
  project.provide("stripeApiUrl", standIns[0].url);
  project.provide("moyasarApiUrl", standIns[1].url);
  return async () => {
    await Promise.all([...servers, ...standIns].map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}
