import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startMoyasarStandIn } from "../../scripts/stand-ins/moyasar.ts";
import { startStripeStandIn } from "../../scripts/stand-ins/stripe.ts";
import { testPaymentKeys } from "../fixtures/payments.ts";
import { startTestDatabases } from "./test-databases.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** Where each Miniflare gets its own copy of the migrated template (decisions 0078, 0106). */
    testDatabasesUrl: string;
    /** The payment stand-ins (decision 0049); their webhooks go nowhere: tests sign their own. */
    stripeApiUrl: string;
    moyasarApiUrl: string;
  }
}

/**
 * Runs in Node before the workerd tests: a migrated template database, copied for each Miniflare
 * behind its own embedded libSQL HTTP server (decisions 0078, 0106), so the Worker code under test talks
 * Hrana exactly as it does to Turso.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "jumla-api-"));
  const databases = await startTestDatabases(dir);
  project.provide("testDatabasesUrl", databases.url);
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
    await Promise.all([databases, ...standIns].map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}
