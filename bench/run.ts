import { randomBytes } from "node:crypto";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalServer } from "../db/local-server.ts";

/**
 * `npm run bench` (not a test, ARCHITECTURE.md §7): the built Worker in workerd over the embedded
 * libSQL server with the 20,000-product seed. For home, a category, a search and a product page
 * in ar and en it reports throughput and latency uncached and cached next to a static asset
 * served by the same Worker, database round trips per page, gzip bytes of JS and CSS each page
 * loads, and Lighthouse mobile performance and accessibility. Results: bench/results/latest.json.
 */
const profile = process.env.PROFILE ?? "testing_v1";
const products = Number(process.env.BENCH_PRODUCTS ?? 20000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = 4330;
const origin = `http://127.0.0.1:${port}`;
const dbFile = `.data/bench-${profile}.db`;
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };

async function count(sql: string): Promise<number> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    return Number((await client.execute(sql)).rows[0]?.[0] ?? 0);
  } catch {
    return 0;
  } finally {
    client.close();
  }
}

async function firstValue(sql: string, args: string[]): Promise<string> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    return String((await client.execute({ sql, args })).rows[0]?.[0] ?? "");
  } finally {
    client.close();
  }
}

if ((await count("select count(*) from products")) < products) {
  console.log(`Seeding ${products} products into ${dbFile}…`);
  execFileSync(
    "node",
    ["db/seed/index.ts", "--products", String(products), "--profile", profile, "--url", `file:${dbFile}`],
    {
      stdio: "inherit",
      env,
    },
  );
}
if (process.env.BENCH_SKIP_BUILD !== "1") execFileSync("astro", ["build"], { stdio: "inherit", env });

const slug = (table: string, locale: string) =>
  firstValue(`select slug from ${table} where locale = ? order by 1 limit 1`, [locale]);
const searchWord = async (locale: string) =>
  (
    await firstValue("select title from product_translations where locale = ? order by product_id limit 1", [locale])
  ).split(" ")[0] ?? "";

const pages: { name: string; locale: "ar" | "en"; path: string }[] = [];
for (const locale of ["ar", "en"] as const) {
  const prefix = locale === "ar" ? "" : "/en";
  pages.push(
    { name: "home", locale, path: `${prefix}/` },
    {
      name: "category",
      locale,
      path: `${prefix}/category/${encodeURIComponent(await slug("category_translations", locale))}`,
    },
    { name: "search", locale, path: `${prefix}/products?search=${encodeURIComponent(await searchWord(locale))}` },
    {
      name: "product",
      locale,
      path: `${prefix}/productDetails/${encodeURIComponent(await slug("product_translations", locale))}`,
    },
  );
}
/**
 * Baselines served by the same Worker: a tiny static asset, the static asset closest in size to
 * the pages (chosen once the pages' sizes are known), and the Worker's floor, a 404 it answers
 * with no I/O. Static assets never run the Worker's code; the floor shows what running it costs.
 */
const baseline = "/favicon.svg";
const workerFloor = "/media/not-a-key";
const staticAssets = readdirSync("dist/client/_astro").map((name) => ({
  path: `/_astro/${name}`,
  bytes: statSync(`dist/client/_astro/${name}`).size,
}));

const db = await startLocalServer({ file: dbFile });

async function startWorker(isCacheOff: boolean): Promise<ChildProcess> {
  // As tests/e2e/serve.ts: no rate-limit counters from earlier runs, and the cache's storage ready.
  rmSync(".wrangler/state/v3/kv", { recursive: true, force: true });
  mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", ".wrangler/state"];
  args.push("--var", `DATABASE_URL:${db.url}`, "--var", `SITE_ORIGIN:${origin}`, "--log-level", "error");
  // Signed-in buyers' price claims (docs/decisions/0027) need the signing secret, as in deployments.
  args.push("--var", `CLAIM_SECRET:${randomBytes(48).toString("base64url")}`);
  if (isCacheOff) args.push("--var", "PAGE_CACHE:off");
  const worker = spawn("wrangler", args, { stdio: "ignore", env });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return worker;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the Worker did not start");
}

async function stopWorker(worker: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => worker.once("exit", resolve));
  worker.kill("SIGTERM");
  await exited;
}

interface Load {
  status: number;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Latency from one connection (the time a request takes, not time spent queueing behind others
 * on two cores), throughput from several.
 */
async function load(path: string): Promise<Load> {
  const first = await fetch(origin + path);
  const { status } = first;
  const bytes = (await first.arrayBuffer()).byteLength;
  const latency = await autocannon({ url: origin + path, connections: 1, duration: seconds });
  const throughput = await autocannon({ url: origin + path, connections, duration: seconds });
  return {
    status,
    bytes,
    rps: Math.round(throughput.requests.average),
    p50: latency.latency.p50,
    p99: latency.latency.p99,
  };
}

/** A few requests first, so the isolate is compiled and warm before anything is measured. */
async function warm(path: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) await (await fetch(origin + path)).text();
}

async function roundTrips(path: string): Promise<number> {
  const before = db.pipelines;
  await (await fetch(origin + path)).text();
  return db.pipelines - before;
}

// Uncached: same build, PAGE_CACHE=off.
let worker = await startWorker(true);
const uncached = new Map<string, Load>();
const trips = new Map<string, number>();
for (const page of pages) {
  await warm(page.path);
  trips.set(page.path, await roundTrips(page.path));
  uncached.set(page.path, await load(page.path));
  console.log(`uncached ${page.path}: ${JSON.stringify(uncached.get(page.path))}, ${trips.get(page.path)} round trips`);
}
const baselineUncached = await load(baseline);
await stopWorker(worker);

// Cached: the normal build; the first request fills the cache.
worker = await startWorker(false);
const cached = new Map<string, Load>();
for (const page of pages) {
  await warm(page.path);
  cached.set(page.path, await load(page.path));
  console.log(`cached ${page.path}: ${JSON.stringify(cached.get(page.path))}`);
}
const baselineCached = await load(baseline);
const pageBytes = [...cached.values()].reduce((sum, page) => sum + page.bytes, 0) / cached.size;
const sizedAsset = staticAssets.reduce((best, asset) =>
  Math.abs(asset.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? asset : best,
).path;
const sizedCached = await load(sizedAsset);
const floorCached = await load(workerFloor);

// Bytes and Lighthouse, from what Chromium actually loads.
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
const gzipBytes = async (url: string) => gzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer())).length;
const inlineScriptBytes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag]) => !tag.includes("application/ld+json"))
    .reduce((sum, [, body]) => sum + gzipSync(body ?? "").length, 0);

const audits: Record<string, { performance: number; accessibility: number; jsGzip: number; cssGzip: number }> = {};
for (const page of pages) {
  // A run that errors (Lighthouse scores it null) is retried once, and reported as -1 if it errors again.
  let lhr;
  for (let attempt = 0; attempt < 2 && (lhr?.categories.performance?.score ?? null) === null; attempt += 1) {
    const result = await lighthouse(origin + page.path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    lhr = result?.lhr;
    if (lhr?.runtimeError)
      console.error(`lighthouse ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const requests =
    (lhr?.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  let jsGzip = inlineScriptBytes(await (await fetch(origin + page.path)).text());
  let cssGzip = 0;
  for (const request of requests) {
    if (request.resourceType === "Script") jsGzip += await gzipBytes(request.url);
    if (request.resourceType === "Stylesheet") cssGzip += await gzipBytes(request.url);
  }
  audits[page.path] = {
    performance: Math.round((lhr?.categories.performance?.score ?? -0.01) * 100),
    accessibility: Math.round((lhr?.categories.accessibility?.score ?? -0.01) * 100),
    jsGzip,
    cssGzip,
  };
  console.log(`lighthouse ${page.path}: ${JSON.stringify(audits[page.path])}`);
}
chrome.kill();
await stopWorker(worker);
await db.close();

const rows = pages.map((page) => {
  const u = uncached.get(page.path);
  const c = cached.get(page.path);
  const a = audits[page.path];
  return {
    page: `${page.name} (${page.locale})`,
    path: page.path,
    status: u?.status,
    "uncached rps": u?.rps,
    "uncached p50 ms": u?.p50,
    "uncached p99 ms": u?.p99,
    "cached rps": c?.rps,
    "cached p50 ms": c?.p50,
    "cached p99 ms": c?.p99,
    "db round trips": trips.get(page.path),
    "JS gzip B": a?.jsGzip,
    "CSS gzip B": a?.cssGzip,
    "LH perf": a?.performance,
    "LH a11y": a?.accessibility,
  };
});
const report = {
  date: new Date().toISOString(),
  profile,
  products: await count("select count(*) from products"),
  load: { seconds, connections },
  baseline: { path: baseline, uncached: baselineUncached, cached: baselineCached },
  sizedBaseline: { path: sizedAsset, cached: sizedCached },
  workerFloor: { path: workerFloor, cached: floorCached },
  pages: rows,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
console.table(rows.map(({ path: _path, ...row }) => row));
const describe = (name: string, path: string, load: Load) =>
  console.log(`${name} ${path} (${load.bytes} B): ${load.rps} rps, p50 ${load.p50} ms, p99 ${load.p99} ms`);
describe("static asset", baseline, baselineCached);
describe("static asset of about a page's size", sizedAsset, sizedCached);
describe("Worker floor, a 404 with no I/O", workerFloor, floorCached);
const cachedP50s = [...cached.values()].map((page) => page.p50);
console.log(
  `cached pages p50 ${Math.min(...cachedP50s)}–${Math.max(...cachedP50s)} ms (mean ${Math.round(pageBytes)} B): ` +
    `${(Math.max(...cachedP50s) / Math.max(baselineCached.p50, 1)).toFixed(1)}× the small asset, ` +
    `${(Math.max(...cachedP50s) / Math.max(sizedCached.p50, 1)).toFixed(1)}× the page-sized one (target ≤ 1.5×)`,
);
console.log("Written to bench/results/latest.json");
