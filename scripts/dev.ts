import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import { getProfile } from "../core/profiles.ts";
import { startLocalStack } from "./local-stack.ts";
import { startPaymentStandIns } from "./stand-ins/index.ts";

/**
 * `npm start`: the shop on http://localhost:4321 in workerd (Astro dev through the Cloudflare
 * Vite plugin) over the embedded libSQL server. `PROFILE=v_1_ npm start` runs another profile.
 */
// Pages kept by an earlier run may come from another database (npm run db:seed resets it, not the
// catalogue version they were filed under): every start begins with an empty page cache.
rmSync(".wrangler/state/v3/cache", { recursive: true, force: true });
mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
const stack = await startLocalStack();
console.log(`Database for ${stack.profile} at ${stack.databaseUrl}`);
// Card profiles pay through local stand-ins of Stripe and Moyasar (decision 0049): their keys and
// addresses go to .dev.vars next to the database's.
const standIns = getProfile(stack.profile).usesCardPayments ? await startPaymentStandIns(stack.siteOrigin) : null;
if (standIns) {
  appendFileSync(
    ".dev.vars",
    Object.entries(standIns.vars)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(""),
  );
  console.log(
    `Card payments through the stand-ins at ${standIns.vars.STRIPE_API_URL} and ${standIns.vars.MOYASAR_API_URL}`,
  );
}
const astro = spawn("astro", ["dev", "--port", "4321"], {
  stdio: "inherit",
  env: { ...process.env, PROFILE: stack.profile, CLOUDFLARE_ENV: stack.profile },
});
const stop = () => astro.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
astro.on("exit", async (code) => {
  await Promise.all([stack.close(), standIns?.close()]);
  process.exit(code ?? 0);
});
