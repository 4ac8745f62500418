import { execFileSync, spawn } from "node:child_process";
import { startLocalStack } from "../../scripts/local-stack.ts";

/**
 * The e2e server: the built Worker (not the dev server) in workerd via `wrangler dev`, over the
 * embedded libSQL server with the seeded demo data. Playwright starts and stops it.
 */
const profile = process.env.PROFILE ?? "testing_v1";
const port = process.env.E2E_PORT ?? "4322";
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };

if (process.env.E2E_SKIP_BUILD !== "1") execFileSync("astro", ["build"], { stdio: "inherit", env });
const stack = await startLocalStack({ profile });
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
  ],
  { stdio: "inherit", env },
);
const stop = () => worker.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.on("exit", async (code) => {
  await stack.close();
  process.exit(code ?? 0);
});
