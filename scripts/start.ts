import { serveBuiltShop } from "./serve-built-shop.ts";

/**
 * `npm start`: the shop as it deploys (the built Worker in workerd, no dev toolbar) on
 * http://localhost:4321 with the demo data. It builds when the sources changed since the last
 * build (`npm start -- --build` always does); the first start also migrates and seeds the
 * profile's database. `PROFILE=v_1_ npm start` runs another profile, `PORT=4400` another port.
 * `npm run dev` (scripts/dev.ts) is the dev server instead: changes show without a build.
 */
const port = Number(process.env.PORT ?? 4321);
const started = performance.now();
const shop = await serveBuiltShop({
  ip: "127.0.0.1",
  port,
  siteOrigin: `http://localhost:${port}`,
  build: process.argv.includes("--build") ? "always" : "if-stale",
  standIns: "card-profiles",
});
process.on("SIGINT", shop.stop);
process.on("SIGTERM", shop.stop);
// Said once the Worker answers.
void (async () => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        const seconds = Math.round((performance.now() - started) / 1000);
        console.log(`\nJumla (${shop.profile}) is ready on http://localhost:${port} after ${seconds} s.\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
process.exit(await shop.exited);
