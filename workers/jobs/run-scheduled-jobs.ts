import { syncProductSearch } from "../../db/sync-product-search.ts";
import type { Db } from "../../db/client.ts";
import { openDb } from "../lib/db.ts";
import { cancelUnpaidOrders } from "./cancel-unpaid-orders.ts";
import { deleteExpiredCredentials } from "./delete-expired-credentials.ts";
import { markLeftCarts } from "./mark-left-carts.ts";
import { deliverOutbox } from "./send-outbox.ts";

/** One scheduled job: a name for the logs and the work, given the Worker's bindings and a database client of its own. */
export interface ScheduledJob {
  name: string;
  run: (env: Env, db: Db) => Promise<unknown>;
}

/** The cron's jobs (ARCHITECTURE.md §1): token clean-up, the email outbox, the search queue, abandoned carts, unpaid orders. */
export const scheduledJobs: readonly ScheduledJob[] = [
  { name: "delete expired credentials", run: (_env, db) => deleteExpiredCredentials(db) },
  { name: "deliver outbox", run: (env, db) => deliverOutbox(env, db) },
  // A catalogue write whose drain failed is indexed here at the latest (decisions 0010, 0025).
  { name: "drain search queue", run: (_env, db) => syncProductSearch(db) },
  // SPEC §4 abandoned carts: active carts untouched for a week become "left" (issue #10 item 11).
  { name: "mark left carts", run: (_env, db) => markLeftCarts(db) },
  // Orders never hold stock for ever: unpaid online orders are cancelled once their payment is
  // overdue (issue #19 item 4, decision 0073).
  { name: "cancel unpaid orders", run: (env, db) => cancelUnpaidOrders(env, db) },
];

export type JobOutcome = { name: string; ok: true; result: unknown } | { name: string; ok: false; error: unknown };

/**
 * Runs every job at once and isolated from the others (issue #9 item 7): a job that throws is
 * logged and reported, and the others still run to the end.
 */
export async function runScheduledJobs(env: Env, jobs: readonly ScheduledJob[] = scheduledJobs): Promise<JobOutcome[]> {
  // `async` turns a job that throws before its first await into a rejection like any other.
  const settled = await Promise.allSettled(jobs.map(async (job) => job.run(env, openDb(env))));
  return jobs.map((job, i) => {
    const outcome = settled[i];
    if (outcome?.status === "fulfilled") {
      console.log(`Scheduled job "${job.name}"`, outcome.value);
      return { name: job.name, ok: true, result: outcome.value };
    }
    const error = outcome?.reason;
    console.error(`Scheduled job "${job.name}" failed`, error);
    return { name: job.name, ok: false, error };
  });
}
