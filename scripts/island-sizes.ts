import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext } from "playwright-core";
import { chromiumPath } from "./chromium.ts";

/**
 * The JavaScript each form page loads, gzipped (issue #9 A.8; not a test): every script the page
 * fetches, and the part of it that belongs to its islands (the `component-url` and
 * `renderer-url` modules of its `<astro-island>`s and everything they import). Runs against a
 * running shop (`npm start`, or the e2e server) with the seeded demo accounts.
 * Usage: node scripts/island-sizes.ts [baseUrl]
 */
const [baseUrl = "http://127.0.0.1:4321"] = process.argv.slice(2);

/** The form pages, and the demo account each needs (decision 0016, README "Demo accounts"). */
const pages: { path: string; account?: { login: string; password: string } }[] = [
  { path: "/login" },
  { path: "/register" },
  { path: "/reset" },
  { path: `/password/reset/${"a".repeat(32)}/someone%40jumla.test` },
  { path: "/verify-email" },
  { path: "/approval-form", account: { login: "pending@jumla.test", password: "Pending#2026" } },
  { path: "/dashboard/profile", account: { login: "customer@jumla.test", password: "Customer#2026" } },
  { path: "/dashboard/addresses", account: { login: "customer@jumla.test", password: "Customer#2026" } },
  { path: "/contact" },
  { path: "/review/add" },
];

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

async function signIn(context: BrowserContext, account: { login: string; password: string }) {
  await context.request.post(`${baseUrl}/api/auth/login`, {
    headers: { origin: baseUrl, accept: "application/json" },
    data: account,
  });
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const rows: Record<string, string | number>[] = [];
for (const { path, account } of pages) {
  for (const prefix of ["", "/en"]) {
    const context = await browser.newContext();
    if (account) await signIn(context, account);
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${baseUrl}${prefix}${path}`, { waitUntil: "networkidle" });
    const html = await page.content();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
      (sum, [, body]) => sum + gzip(Buffer.from(body ?? "")),
      0,
    );
    // An island's modules: its component and renderer, then whatever they import, transitively.
    const roots = await page.$$eval("astro-island", (islands) =>
      islands.flatMap((island) => [island.getAttribute("component-url"), island.getAttribute("renderer-url")]),
    );
    const island = new Set<string>();
    const queue = roots.filter((url): url is string => Boolean(url)).map((url) => new URL(url, baseUrl).pathname);
    for (let url = queue.pop(); url; url = queue.pop()) {
      if (island.has(url)) continue;
      island.add(url);
      const source = scripts.get(url)?.toString("utf8") ?? "";
      for (const [, spec] of source.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
        if (spec) queue.push(new URL(spec, new URL(url, baseUrl)).pathname);
      }
    }
    const sum = (names: Iterable<string>) =>
      [...names].reduce((total, name) => total + gzip(scripts.get(name) ?? Buffer.alloc(0)), 0);
    rows.push({
      page: `${prefix}${path}`.slice(0, 40),
      islands: roots.length / 2,
      "island JS gzip B": sum(island),
      "all JS gzip B": sum(scripts.keys()) + inline,
    });
    await context.close();
  }
}
await browser.close();
console.table(rows);
