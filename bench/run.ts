import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent, get, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { startLocalServer } from "../db/local-server.ts";
import { demoAccounts } from "../db/seed/accounts.ts";
import { startBuiltWorker, type BuiltWorker } from "../scripts/built-worker.ts";
import { chromiumPath } from "../scripts/chromium.ts";
import { measureAdminJs } from "./admin-js.ts";
import { measureBurst, type BurstBench } from "./burst.ts";
import { measureAdminProducts, type AdminProductsBench } from "./admin-products.ts";
import { measureMatrix } from "./admin-matrix.ts";
import { measureCheckout, type CheckoutBench } from "./checkout.ts";
import { benchListCount, listBuyer, preparePriceBooks } from "./price-books.ts";
import { measureOrderDesk, orderDeskSummary, type OrderDeskBench } from "./order-desk.ts";
import { measureSalesShell, salesShellTargetMs } from "./sales-shell.ts";
import { guestProductJsTarget, measurePageWeights, pageWeightTable } from "./page-weights.ts";

/**
 * `npm run bench` (not a test, ARCHITECTURE.md §7; issue #9 "Measure"): the built Worker in
 * workerd (scripts/built-worker.ts, as `npm start` serves it) over the embedded libSQL server with the 20,000-product seed. For home,
 * a category, a search and a product page in ar and en, as a guest and as a signed-in approved
 * buyer who sees prices (signed in through the real API: session, price claim and account
 * cookies), it reports, uncached (`PAGE_CACHE=off`, same build) and cached:
 * - latency p50/p95 from one keep-alive connection, each request timed with `performance.now()`
 *   from sending it to its last byte (sub-millisecond; not autocannon's whole-millisecond histogram),
 * - requests per second from `BENCH_CONNECTIONS` connections (autocannon),
 * - database round trips, as the answer's `Server-Timing` (`db;…;desc=<n>`) says (before it
 *   existed: the libSQL server's pipeline count for one request),
 * - next to the static asset of the same size: the page's own bytes written under
 *   `dist/client/_bench/` and served by the same Worker's assets, asked with the same
 *   `Accept-Encoding`, so both travel in the same encoding;
 * and the Worker bundle's gzip size (`wrangler deploy --dry-run`, as `npm run deploy -- --dry-run`)
 * and the JS and CSS each page loads in Chromium per role (gzip, bench/page-weights.ts). Every request carries a browser's
 * `Accept-Encoding`. Then the checkout (bench/checkout.ts, issue #10): quote and place-order
 * latency and throughput at 1 and 16 connections, and the oversell invariant under load. Then the
 * admin product list (bench/admin-products.ts, issue #11): p50/p95 of its pages, sorts, searches
 * and filters. Then the admin app's initial JavaScript (gzip) for the
 * admin login and a resource list (bench/admin-js.ts). Then the order desk (bench/order-desk.ts, issue
 * #20): the order list's, an order's and the CSV export's cost over `BENCH_ORDERS` (100,000) seeded
 * orders, in a database of its own, and the dashboard's over the same orders (issue #21, decision 0090). Then the
 * salesperson's area shell served by its service worker offline: first paint on a throttled phone
 * (bench/sales-shell.ts, issue #22, decision 0097). A third role, `list`, is a buyer on two of 50 price
 * lists (bench/price-books.ts, issue #23 item 3, decision 0105): their cached pages beside the static
 * asset, and their quote and place-order (`checkoutOnList`); `BENCH_ONLY=price-books` measures only
 * that, with the shelf buyer's product and category pages beside it. `BENCH_ONLY=checkout`, `BENCH_ONLY=admin-products`,
 * `BENCH_ONLY=order-desk` or `BENCH_ONLY=page-weights` (the storefront's JS and CSS per page and
 * role) measures only that part.
 * Results: bench/results/latest.json and tables.
 */
const profile = process.env.PROFILE ?? "testing_v1";
const products = Number(process.env.BENCH_PRODUCTS ?? 20000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const output = process.env.BENCH_OUTPUT ?? "bench/results/latest.json";
const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://127.0.0.1:${port}`;
const dbFile = `.data/bench-${profile}.db`;
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };
/** What Chromium sends. */
const acceptEncoding = "gzip, deflate, br, zstd";
const roles = ["guest", "buyer", "list"] as const;
type Role = (typeof roles)[number];

async function firstValue(sql: string, args: string[] = []): Promise<string> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    return String((await client.execute({ sql, args })).rows[0]?.[0] ?? "");
  } catch {
    return "";
  } finally {
    client.close();
  }
}

/** Issue #20 "Measure": the order desk over its own seeded history (no Worker, no catalogue seed needed). */
async function orderDeskBench(): Promise<OrderDeskBench> {
  const bench = await measureOrderDesk({ orders: Number(process.env.BENCH_ORDERS ?? 100_000), seconds });
  console.table(bench.results);
  console.table([bench.csv]);
  console.log(orderDeskSummary(bench));
  return bench;
}
if (process.env.BENCH_ONLY === "order-desk") {
  const orderDesk = await orderDeskBench();
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(output, `${JSON.stringify({ date: new Date().toISOString(), orderDesk }, null, 2)}\n`);
  console.log(`Written to ${output}`);
  process.exit(0);
}

// A fresh clone has no .data yet: libSQL cannot create the file in a missing folder.
mkdirSync(".data", { recursive: true });
const productCount = async () => Number((await firstValue("select count(*) from products")) || 0);
if ((await productCount()) < products) {
  console.log(`Seeding ${products} products into ${dbFile}…`);
  execFileSync(
    "node",
    ["db/seed/index.ts", "--products", String(products), "--profile", profile, "--url", `file:${dbFile}`],
    { stdio: "inherit", env },
  );
} else {
  // A database kept from an earlier run is brought up to the schema the Worker reads
  execFileSync("node", ["db/migrate.ts", "--url", `file:${dbFile}`], { stdio: "inherit", env });
}
const priceBooks = await preparePriceBooks(dbFile);
console.log(`${benchListCount} price lists; the list buyer's book: ${JSON.stringify(priceBooks)}`);
if (process.env.BENCH_SKIP_BUILD !== "1") execFileSync("astro", ["build"], { stdio: "inherit", env });

/** The Worker bundle as a deployment uploads it (the same measure as `npm run deploy -- <profile> --dry-run`). */
function measureBundle() {
  const outdir = join("dist", "bundle", `bench-${profile}`);
  rmSync(outdir, { recursive: true, force: true });
  execFileSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
    stdio: "ignore",
    env,
  });
  const files = readdirSync(outdir, { recursive: true, encoding: "utf8" }).filter(
    (file) => statSync(join(outdir, file)).isFile() && /\.(m?js|wasm)$/.test(file),
  );
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    modules: files.length,
    rawKiB: kib(files.reduce((sum, file) => sum + statSync(join(outdir, file)).size, 0)),
    gzipKiB: kib(files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file))).length, 0)),
  };
}
const bundle = measureBundle();
console.log(`Worker bundle: ${JSON.stringify(bundle)}`);

const slug = (table: string, locale: string) =>
  firstValue(`select slug from ${table} where locale = ? order by 1 limit 1`, [locale]);
const searchWord = async (locale: string) =>
  (
    await firstValue("select title from product_translations where locale = ? order by product_id limit 1", [locale])
  ).split(" ")[0] ?? "";

interface Page {
  name: string;
  locale: "ar" | "en";
  path: string;
}
const pages: Page[] = [];
const only = process.env.BENCH_ONLY;
const isPageWeightsOnly = only === "page-weights";
const isPriceBooksOnly = only === "price-books";
for (const locale of only && !isPageWeightsOnly && !isPriceBooksOnly ? [] : (["ar", "en"] as const)) {
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
const label = (page: Page, role: Role) => `${page.name} (${page.locale}, ${role})`;
/** Where the static copy of a page's bytes is served from (dist/client/_bench/<file>.html). */
const staticName = (page: Page, role: Role) => `${role}-${page.name}-${page.locale}`;
const staticDir = "dist/client/_bench";
/** The Worker's floor: a 404 it answers with no I/O. */
const workerFloor = "/media/not-a-key";

const db = await startLocalServer({ file: dbFile });

async function startWorker(isCacheOff: boolean): Promise<BuiltWorker> {
  // As tests/e2e/serve.ts: no rate-limit counters from earlier runs, and the cache's storage ready.
  rmSync(".wrangler/state/v3/kv", { recursive: true, force: true });
  mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
  const vars: Record<string, string> = {
    DATABASE_URL: db.url,
    SITE_ORIGIN: origin,
    // Signed-in buyers' price claims (docs/decisions/0027) need the signing secret, as in deployments.
    CLAIM_SECRET: randomBytes(48).toString("base64url"),
  };
  if (isCacheOff) vars.PAGE_CACHE = "off";
  return await startBuiltWorker({ host: "127.0.0.1", port, vars });
}

/** The cookies of a buyer (the approved demo buyer), signed in through the API as the sign-in form does. */
async function signIn(account: { email: string; password: string } = demoAccounts.approvedCustomer): Promise<string> {
  const { email, password } = account;
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ login: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

/** A role's request headers; a buyer signs in afresh, so its price claim (five minutes) outlives the measurement. */
async function headersFor(role: Role, encoding = acceptEncoding): Promise<Record<string, string>> {
  const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
  if (role === "buyer") headers.cookie = await signIn();
  if (role === "list") headers.cookie = await signIn(listBuyer);
  return headers;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  /** Bytes on the wire (not decoded). */
  bytes: number;
  body: Buffer;
  ms: number;
  headers: IncomingHttpHeaders;
}

/** One request on the keep-alive connection, timed from sending it to its last byte. */
function request(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(origin + path, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          body,
          ms: performance.now() - started,
          headers: response.headers,
        });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

const round = (ms: number, digits = 3) => Math.round(ms * 10 ** digits) / 10 ** digits;

interface Load {
  status: number;
  encoding: string;
  bytes: number;
  rps: number;
  p50: number;
  p95: number;
  samples: number;
}

/**
 * Latency from one connection (the time a request takes, not time spent queueing behind others
 * on two cores), sub-millisecond from `performance.now()`; throughput from several connections.
 */
async function load(path: string, headers: Record<string, string>): Promise<Load> {
  const first = await request(path, headers);
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) samples.push((await request(path, headers)).ms);
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  const throughput = await autocannon({ url: origin + path, headers, connections, duration: seconds });
  return {
    status: first.status,
    encoding: String(first.headers["content-encoding"] ?? "identity"),
    bytes: first.bytes,
    rps: Math.round(throughput.requests.average),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    samples: samples.length,
  };
}

/** A few requests first, so the isolate is compiled and warm (and the cache filled) before anything is measured. */
async function warm(path: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 5; i += 1) await request(path, headers);
  // Kept pages are stored after the answer (waitUntil); give that a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** What one answer says about itself: where it came from and its database round trips. */
async function describeAnswer(path: string, headers: Record<string, string>) {
  const before = db.pipelines;
  const answer = await request(path, headers);
  const counted = db.pipelines - before;
  const timing = String(answer.headers["server-timing"] ?? "");
  const fromTiming = /db;dur=[\d.]+;desc=(\d+)/.exec(timing)?.[1];
  const cache = /cache;desc="?([^,"]+)"?/.exec(timing)?.[1] ?? String(answer.headers["x-page-cache"] ?? "none");
  return { roundTrips: fromTiming === undefined ? counted : Number(fromTiming), cache };
}

interface Measured extends Load {
  roundTrips: number;
  cache: string;
}
const uncached = new Map<string, Measured>();
const cached = new Map<string, Measured>();
const statics = new Map<string, Load>();

// Uncached: same build, PAGE_CACHE=off. Each page's bytes (identity) become its static twin.
const twins = new Map<string, Buffer>();
/** The pages whose latency is measured: none when only their weights are; a product and a category for price books. */
const timedPages = isPageWeightsOnly
  ? []
  : isPriceBooksOnly
    ? pages.filter((page) => page.name === "product" || page.name === "category")
    : pages;
/** The roles measured: the two buyers alone for price books. */
const timedRoles: readonly Role[] = isPriceBooksOnly ? ["buyer", "list"] : roles;
let worker = only && !isPriceBooksOnly ? undefined : await startWorker(true);
for (const page of timedPages) {
  for (const role of timedRoles) {
    const headers = await headersFor(role);
    await warm(page.path, headers);
    const measured = { ...(await describeAnswer(page.path, headers)), ...(await load(page.path, headers)) };
    uncached.set(label(page, role), measured);
    const { "accept-encoding": _, ...identity } = headers;
    twins.set(staticName(page, role), (await request(page.path, identity)).body);
    console.log(`uncached ${label(page, role)}: ${JSON.stringify(measured)}`);
  }
}
if (worker) await worker.stop();
// Written while no Worker runs: the next one serves them as assets.
rmSync(staticDir, { recursive: true, force: true });
mkdirSync(staticDir, { recursive: true });
for (const [name, body] of twins) writeFileSync(`${staticDir}/${name}.html`, body);

// Cached: the normal build; the first requests fill the cache. The static twins are assets now.
worker = await startWorker(false);
for (const page of timedPages) {
  for (const role of timedRoles) {
    const headers = await headersFor(role);
    await warm(page.path, headers);
    const measured = { ...(await describeAnswer(page.path, headers)), ...(await load(page.path, headers)) };
    cached.set(label(page, role), measured);
    const twin = await load(`/_bench/${staticName(page, role)}`, { "accept-encoding": acceptEncoding });
    if (twin.status !== 200) throw new Error(`the static twin of ${label(page, role)} answered ${twin.status}`);
    statics.set(label(page, role), twin);
    console.log(`cached ${label(page, role)}: ${JSON.stringify(measured)}; static twin: ${JSON.stringify(twin)}`);
  }
}
const floor = await load(workerFloor, { "accept-encoding": acceptEncoding });
// A product a quote may name alone (no required choice) at its minimum, and a category's JSON twin
const burstProductWhere = `status = 'available' and availability = 'available' and has_variants = 0
  and quantity >= 1000 + min_order_quantity and id not in (select product_id from product_option_groups) order by id limit 1`;
const burstProduct = await firstValue(`select id from products where ${burstProductWhere}`);
const burstQuantity = await firstValue(`select min_order_quantity from products where ${burstProductWhere}`);
const burstCategory = await firstValue("select slug from category_translations where locale = 'en' limit 1");
const burst: BurstBench | null =
  only && only !== "burst"
    ? null
    : await measureBurst({
        origin,
        pages: pages.length > 0 ? pages.map((page) => page.path) : ["/", "/en/"],
        json: ["/api/front/settings", `/api/category/${burstCategory}`],
        buyer: {
          cookie: await signIn(),
          quote: { lines: [{ productId: Number(burstProduct), quantity: Math.max(1, Number(burstQuantity)) }] },
        },
        signIn: { login: demoAccounts.approvedCustomer.email, password: demoAccounts.approvedCustomer.password },
      });
const checkout: CheckoutBench | null =
  only === "admin-products" || only === "burst" || isPageWeightsOnly
    ? null
    : await measureCheckout({
        origin,
        databaseUrl: db.url,
        cookie: await signIn(),
        email: demoAccounts.approvedCustomer.email,
        seconds,
        // Beside the list buyer's: the shelf buyer's quote and order alone
        isQuoteAndOrderOnly: isPriceBooksOnly,
      });
// Issue #23 "Measure": the same quote and order for the buyer on a price list (50 lists in the database).
const checkoutOnList: CheckoutBench | null =
  only && only !== "checkout" && !isPriceBooksOnly
    ? null
    : await measureCheckout({
        origin,
        databaseUrl: db.url,
        cookie: await signIn(listBuyer),
        email: listBuyer.email,
        seconds,
        isQuoteAndOrderOnly: true,
      });
const adminProducts: AdminProductsBench | null =
  only === "checkout" || only === "burst" || isPageWeightsOnly || isPriceBooksOnly
    ? null
    : await measureAdminProducts({
        origin,
        databaseUrl: db.url,
        email: demoAccounts.admin.email,
        password: demoAccounts.admin.password,
        seconds,
      });

// The JS and CSS each page loads per role, from what Chromium actually fetches (bench/page-weights.ts).
const browser = await chromium.launch({ executablePath: chromiumPath() });
const pageWeights = isPriceBooksOnly ? [] : await measurePageWeights(browser, origin, pages, signIn);
const weightOf = (page: Page, role: Role) =>
  pageWeights.find((weight) => weight.page === page.name && weight.locale === page.locale && weight.role === role);
// Issue #11: the admin app's initial JavaScript, login and a resource list.
const adminJs = isPageWeightsOnly || isPriceBooksOnly ? [] : await measureAdminJs(browser, origin);
// Issue #11: opening and saving a product's 400-variant matrix in the admin app.
const adminMatrix = isPageWeightsOnly || isPriceBooksOnly ? null : await measureMatrix(browser, origin, db.url);
// Issue #22: the salesperson's area shell from the service worker offline, on a throttled phone.
const salesShell = isPageWeightsOnly || isPriceBooksOnly ? [] : await measureSalesShell(browser, origin);
await browser.close();
await worker.stop();
await db.close();
rmSync(staticDir, { recursive: true, force: true });
const orderDesk = only ? null : await orderDeskBench();

// Every page and role (their weights even when only those were measured); the two buyers' pages alone for price books.
const rows = (isPriceBooksOnly ? timedPages : pages).flatMap((page) =>
  timedRoles.map((role) => {
    const key = label(page, role);
    const u = uncached.get(key);
    const c = cached.get(key);
    const s = statics.get(key);
    return {
      page: key,
      path: page.path,
      status: c?.status,
      "uncached p50 ms": u?.p50,
      "uncached p95 ms": u?.p95,
      "uncached rps": u?.rps,
      "uncached db trips": u?.roundTrips,
      "cached p50 ms": c?.p50,
      "cached p95 ms": c?.p95,
      "cached rps": c?.rps,
      "cached db trips": c?.roundTrips,
      cache: c?.cache,
      "wire B": c?.bytes,
      encoding: c?.encoding,
      "static p50 ms": s?.p50,
      "static p95 ms": s?.p95,
      "static rps": s?.rps,
      "static wire B": s?.bytes,
      "static encoding": s?.encoding,
      "cached/static p50": c && s ? round(c.p50 / s.p50, 2) : undefined,
      "JS gzip B": weightOf(page, role)?.jsGzipBytes,
      "CSS gzip B": weightOf(page, role)?.cssGzipBytes,
    };
  }),
);

const worst = (role: Role, value: (row: (typeof rows)[number]) => number | undefined) =>
  Math.max(...rows.filter((row) => row.page.endsWith(`${role})`)).map((row) => value(row) ?? Infinity));
const guestProductJs = pageWeights
  .filter((weight) => weight.page === "product" && weight.role === "guest")
  .map((weight) => weight.jsGzipBytes);
const targets = {
  "cached p50 ≤ 1.5× static, guest (worst ratio)": worst("guest", (row) => row["cached/static p50"]),
  "cached p50 ≤ 1.5× static, buyer (worst ratio)": worst("buyer", (row) => row["cached/static p50"]),
  "cached p50 ≤ 1.5× static, buyer on a price list (worst ratio)": worst("list", (row) => row["cached/static p50"]),
  "cached buyer on a price list: db round trips (worst)": worst("list", (row) => row["cached db trips"]),
  "uncached buyer ≤ 2 db round trips (worst)": worst("buyer", (row) => row["uncached db trips"]),
  "uncached buyer p50 ≤ 25 ms (worst)": worst("buyer", (row) => row["uncached p50 ms"]),
  "Worker bundle < 824 KiB gzip": bundle.gzipKiB,
  "place-order p95 ≤ 60 ms at 16 connections": checkout?.placeOrder.find((run) => run.connections === 16)?.p95,
  "quote p95 ≤ 30 ms (worst)": checkout ? Math.max(...checkout.quote.map((run) => run.p95)) : undefined,
  [`quote p95, buyer on a price list of ${benchListCount} (worst)`]: checkoutOnList
    ? Math.max(...checkoutOnList.quote.map((run) => run.p95))
    : undefined,
  [`place-order p95 at 16 connections, buyer on a price list of ${benchListCount}`]: checkoutOnList?.placeOrder.find(
    (run) => run.connections === 16,
  )?.p95,
  // Neither is measured when only price books are (quote and place-order alone)
  "quote p95 with 20 drawn zones of 500 corners ≤ 1.2× without (worst ratio)":
    checkout && !isPriceBooksOnly
      ? Math.max(
          ...checkout.quoteWithDrawnZones.map(
            (run) => run.p95 / (checkout.quote.find((plain) => plain.connections === run.connections)?.p95 ?? Infinity),
          ),
        )
      : undefined,
  "no oversell under load (orders + stock left = units, stock ≥ 0)": isPriceBooksOnly
    ? undefined
    : checkout?.oversell.holds,
  "burst: no 5xx in 200 at once and 1,000 in waves (5xx count)": burst?.rounds.reduce(
    (sum, r) => sum + r.serverErrors,
    0,
  ),
  "burst: p95 ms of 200 at once (worst round)": burst ? Math.max(...burst.rounds.map((r) => r.p95)) : undefined,
  "burst: the shop answers normally right after": burst?.isHealthyAfter,
  "admin product list p95 ≤ 50 ms (worst case)": adminProducts?.worstP95,
  "admin initial JS ≤ 300 KB gzip (worst, B)": Math.max(...adminJs.map((page) => page.jsGzipBytes)),
  "admin 400-variant matrix open (ms)": adminMatrix?.openMs,
  "admin 400-variant matrix save (ms)": adminMatrix?.saveMs,
  "order list p95 ≤ 50 ms with filters and search (worst case)": orderDesk?.worstListP95,
  "order detail p95 ≤ 30 ms": orderDesk?.detailP95,
  "order CSV of 10,000 ≤ 2,000 ms (ms)": orderDesk?.csv.ms,
  "dashboard p95 ≤ 100 ms at 100,000 orders (worst period)": orderDesk?.worstDashboardP95,
  "salesperson's customers and statement p95 ≤ 50 ms (worst case)": orderDesk?.worstSalesP95,
  [`salesperson's area shell offline, first paint on a throttled phone ≤ ${salesShellTargetMs} ms (worst p50)`]:
    salesShell.length > 0 ? Math.max(...salesShell.map((run) => run.fcpP50)) : undefined,
  [`guest product page JS ≤ ${guestProductJsTarget / 1000} KB gzip (worst, B)`]: guestProductJs.length
    ? Math.max(...guestProductJs)
    : undefined,
};
const report = {
  date: new Date().toISOString(),
  commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim(),
  profile,
  products: await productCount(),
  load: { seconds, connections, acceptEncoding, latency: "one keep-alive connection, performance.now() per request" },
  bundle,
  workerFloor: { path: workerFloor, ...floor },
  targets,
  pages: rows,
  burst,
  pageWeights,
  checkout,
  checkoutOnList,
  adminJs,
  adminProducts,
  adminMatrix,
  salesShell,
  orderDesk,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
const columns = (pick: string[]) =>
  rows.map((row) => Object.fromEntries(pick.map((column) => [column, row[column as keyof typeof row]])));
console.table(
  columns([
    "page",
    "uncached p50 ms",
    "uncached p95 ms",
    "uncached rps",
    "uncached db trips",
    "JS gzip B",
    "CSS gzip B",
  ]),
);
console.table(
  columns([
    "page",
    "cache",
    "cached p50 ms",
    "cached p95 ms",
    "cached rps",
    "cached db trips",
    "wire B",
    "static p50 ms",
    "static rps",
    "static wire B",
    "cached/static p50",
  ]),
);
for (const [buyer, bench] of [
  ["shelf", checkout],
  ["list", checkoutOnList],
] as const)
  if (bench)
    console.table(
      ["quote", "quoteWithDrawnZones", "placeOrder"].flatMap((name) =>
        (bench[name as "quote" | "quoteWithDrawnZones" | "placeOrder"] ?? []).map((run) => ({
          buyer,
          operation: name,
          connections: run.connections,
          "p50 ms": run.p50,
          "p95 ms": run.p95,
          "per second": run.perSecond,
          statuses: JSON.stringify(run.statuses),
        })),
      ),
    );
// Issue #19 item 9: bytes per page and role.
console.table(pageWeightTable(pageWeights));
if (adminJs.length > 0) console.table(adminJs);
if (salesShell.length > 0) console.table(salesShell);
if (adminProducts)
  console.table(
    adminProducts.cases.map((entry) => ({
      "admin product list": entry.name,
      total: entry.total,
      status: entry.status,
      "p50 ms": entry.p50,
      "p95 ms": entry.p95,
    })),
  );
console.log(`Worker floor ${workerFloor}: p50 ${floor.p50} ms, p95 ${floor.p95} ms, ${floor.rps} rps`);
console.log(`Worker bundle: ${bundle.gzipKiB} KiB gzip (${bundle.rawKiB} KiB raw, ${bundle.modules} modules)`);
for (const [target, value] of Object.entries(targets)) console.log(`${target}: ${value}`);
console.log(`Written to ${output}`);
