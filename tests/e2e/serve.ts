import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { createClient } from "@libsql/client";
import { startLocalStack } from "../../scripts/local-stack.ts";
import { startPaymentStandIns } from "../../scripts/stand-ins/index.ts";

/**
 * The e2e server: the built Worker (not the dev server) in workerd via `wrangler dev`, over the
 * embedded libSQL server with the seeded demo data. Playwright starts and stops it.
 */
const profile = process.env.PROFILE ?? "testing_v1";
const port = process.env.E2E_PORT ?? "4322";
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };

if (process.env.E2E_SKIP_BUILD !== "1") execFileSync("astro", ["build"], { stdio: "inherit", env });
// KV holds the catalogue version: each run starts from none, as in CI. The kept pages go with the
// version they were filed under (a page kept by an earlier run over another database would
// otherwise answer again). R2 (the seeded images) stays.
rmSync(".wrangler/state/v3/kv", { recursive: true, force: true });
rmSync(".wrangler/state/v3/cache", { recursive: true, force: true });
// The page cache's storage must exist before workerd starts, or every cached page answers 500.
mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
const stack = await startLocalStack({ profile, siteOrigin: `http://127.0.0.1:${port}` });
// Rate-limit counters live in the database (decision 0072): each run starts from none, as with KV.
const database = createClient({ url: stack.databaseUrl });
await database.execute("delete from rate_limits");
database.close();
// Both card providers' stand-ins, whatever the profile: the payment journeys pay through each.
const standIns = await startPaymentStandIns(stack.siteOrigin);
const worker = spawn(
  "wrangler",
  [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    ".wrangler/state",
    "--var",
    `DATABASE_URL:${stack.databaseUrl}`,
    "--var",
    `SITE_ORIGIN:${stack.siteOrigin}`,
    ...Object.entries(standIns.vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ],
  { stdio: "inherit", env },
);
const stop = () => worker.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.on("exit", async (code) => {
  await Promise.all([stack.close(), standIns.close()]);
  process.exit(code ?? 0);
});
