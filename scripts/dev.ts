import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import { getProfile } from "../core/profiles.ts";
import { startLocalStack } from "./local-stack.ts";
import { startPaymentStandIns } from "./stand-ins/index.ts";

/**
 * `npm run dev`: the dev server on http://localhost:4321 (Astro dev in workerd through the
 * Cloudflare Vite plugin, with the dev toolbar; a change shows without a build) over the profile's
 * local libSQL server. `npm start` (scripts/start.ts) serves the built Worker instead, as it deploys.
 * `PROFILE=v_1_ npm run dev` runs another profile, `PORT=4400` another port.
 */
// Pages kept by an earlier run may come from another database (npm run db:seed resets it, not the
// catalogue version they were filed under): every start begins with an empty page cache.
rmSync(".wrangler/state/v3/cache", { recursive: true, force: true });
mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
const port = process.env.PORT ?? "4321";
const stack = await startLocalStack({ siteOrigin: `http://localhost:${port}` });
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
const astro = spawn("astro", ["dev", "--port", port], {
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
