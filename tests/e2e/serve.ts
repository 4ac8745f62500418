import { serveBuiltShop } from "../../scripts/serve-built-shop.ts";

/**
 * The e2e server: the built Worker (not the dev server) over the seeded demo data, started as
 * `npm start` starts it (scripts/serve-built-shop.ts), with both card providers' stand-ins
 * whatever the profile: the payment journeys pay through each. Playwright starts and stops it.
 */
const port = Number(process.env.E2E_PORT ?? 4322);
const shop = await serveBuiltShop({
  ip: "127.0.0.1",
  port,
  siteOrigin: `http://127.0.0.1:${port}`,
  build: process.env.E2E_SKIP_BUILD === "1" ? "never" : "always",
  standIns: "always",
});
process.on("SIGINT", shop.stop);
process.on("SIGTERM", shop.stop);
process.exit(await shop.exited);
