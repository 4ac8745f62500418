// The order desk's query cost (issue #20 "Measure", decisions 0080 and 0084): the admin orders list
// with filters and search, one order's detail and the CSV export, against 100,000 orders.
//
//   node bench/order-desk.ts [--orders 100000] [--seconds 3]      (or BENCH_ONLY=order-desk npm run bench)
//
// Not a test and not the whole stack: it seeds a throw-away database as `npm run db:seed --
// --orders N` does (db/seed/order-history.ts: four years, every status, 2,000 buyers, several
// salespeople, three catalogue lines an order, payments, returns, notes, shipments), serves it
// with the embedded libSQL HTTP server the dev stack uses, and times the API's own functions
// (listOrders, readOrder, exportOrdersCsv) over Hrana HTTP as the Worker calls them, each case back
// to back for `--seconds`. The Worker's routing, session check and JSON writing are not in these
// figures (bench/admin-products.ts measures those for a list: about 1-2 ms).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { OrderListQuery } from "../core/contracts/admin/orders.ts";
import { getProfile } from "../core/profiles.ts";
import { createDb } from "../db/client.ts";
import { startLocalServer } from "../db/local-server.ts";
import { seedDatabase, type SeedBucket } from "../db/seed/index.ts";
import { orderHistoryNow } from "../db/seed/order-history.ts";
import { useTranslations } from "../i18n/index.ts";
import { exportOrdersCsv } from "../workers/api/admin/orders/export-orders-csv.ts";
import { listOrders } from "../workers/api/admin/orders/list-orders.ts";
import { readOrder } from "../workers/api/admin/orders/read-order.ts";

const day = 86_400_000;
const profile = getProfile("testing_v1");
/** The seed's files go nowhere: only the database is measured. */
const noBucket = { put: async () => null } as unknown as SeedBucket;

export interface OrderDeskBench {
  orders: number;
  seededSeconds: number;
  results: { case: string; total?: number; p50: number; p95: number; samples: number }[];
  csv: { rows: number; bytes: number; ms: number; pages: number; rssGrowthMb: number; heapPeakGrowthMb: number };
  worstListP95: number;
  detailP95: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** `run()` back to back for `seconds`, each timed to its end. */
async function measure(run: () => Promise<unknown>, seconds: number) {
  const samples: number[] = [];
  await run();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const begun = performance.now();
    await run();
    samples.push(performance.now() - begun);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  return { p50: round(at(0.5)), p95: round(at(0.95)), samples: samples.length };
}

/** What a wholesaler looks orders up by, over the seeded history's own names and numbers. */
const listCases: [string, Record<string, string>][] = [
  ["first page", {}],
  ["page 200", { page: "200" }],
  ["status tab: pending", { status: "pending" }],
  ["sort: -grandTotal", { sort: "-grandTotal" }],
  ["sort: customerName, page 30", { sort: "customerName", page: "30" }],
  ["search: an order number", { search: "JM-049999" }],
  ["search: a company", { search: "Linen Co 1225" }],
  ["search: a common word (one company in twelve)", { search: "Trading" }],
  ["search: a PO reference", { search: "PO-155" }],
  ["search: an email", { search: "history.buyer77@jumla.test" }],
  ["search: no match", { search: "nothing-like-this" }],
  ["from/to: one month", { from: "2025-06-01", to: "2025-06-30" }],
  ["salesperson + status", { salesperson: "3", status: "completed" }],
  ["customer", { customer: "42" }],
  ["payment method + zone", { paymentMethod: "2", shippingZone: "3" }],
  ["hasReturn=true", { hasReturn: "true" }],
  ["paymentState=awaiting", { paymentState: "awaiting" }],
  ["paymentState=paid", { paymentState: "paid" }],
  ["paymentState=refunded", { paymentState: "refunded" }],
  ["search + status + awaiting", { search: "Trading", status: "pending", paymentState: "awaiting" }],
  ["search: two letters", { search: "PO" }],
];

/** Seeds `orders` orders into a throw-away database and measures the order desk's reads over it. */
export async function measureOrderDesk(options: {
  orders: number;
  seconds: number;
  only?: string;
  keep?: boolean;
}): Promise<OrderDeskBench> {
  const { orders: orderCount, seconds } = options;
  const dir = mkdtempSync(join(tmpdir(), "order-desk-bench-"));
  const file = join(dir, "bench.db");
  const seeded = await seedDatabase({ url: `file:${file}`, products: 200, orders: orderCount, bucket: noBucket });
  const server = await startLocalServer({ file });
  const db = createDb({ url: server.url });
  const t = useTranslations("en");
  try {
    const results: OrderDeskBench["results"] = [];
    for (const [name, search] of listCases.filter(([name]) => !options.only || name.includes(options.only))) {
      const query = OrderListQuery.assert(search);
      const page = await listOrders(db, query, profile);
      results.push({
        case: `list: ${name}`,
        total: page.total,
        ...(await measure(() => listOrders(db, query, profile), seconds)),
      });
    }
    const detail = await measure(() => readOrder(db, Math.floor(orderCount / 2)), seconds);
    results.push({ case: "detail", ...detail });

    // The export of about 10,000 orders (the newest days that hold them), read to its end, the
    // heap sampled at every chunk: a stream that held the list would grow with it
    const span = Math.floor((4 * 365 * day) / orderCount) * 10_000;
    const from = new Date(orderHistoryNow - span).toISOString().slice(0, 10);
    const csvQuery = OrderListQuery.assert({ from, to: new Date(orderHistoryNow).toISOString().slice(0, 10) });
    let exported: OrderDeskBench["csv"] = { rows: 0, bytes: 0, ms: 0, pages: 0, rssGrowthMb: 0, heapPeakGrowthMb: 0 };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      globalThis.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const begun = performance.now();
      let rows = 0;
      let pages = 0;
      let bytes = 0;
      const stream = exportOrdersCsv(db, csvQuery, {
        t,
        profile,
        onPage: (size) => {
          rows += size;
          pages += 1;
        },
      });
      for await (const chunk of stream) {
        bytes += chunk.byteLength;
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }
      const ms = performance.now() - begun;
      if (attempt === 0 || ms < exported.ms) {
        exported = {
          rows,
          bytes,
          ms: round(ms),
          pages,
          rssGrowthMb: round((process.memoryUsage().rss - rssBefore) / 1e6),
          heapPeakGrowthMb: round((heapPeak - heapBefore) / 1e6),
        };
      }
    }
    const worstListP95 = results
      .filter((row) => row.case.startsWith("list"))
      .reduce((max, row) => Math.max(max, row.p95), 0);
    return {
      orders: orderCount,
      seededSeconds: round((seeded.orderHistoryMs ?? 0) / 1000),
      results,
      csv: exported,
      worstListP95,
      detailP95: detail.p95,
    };
  } finally {
    await server.close();
    if (options.keep) console.log(`kept: ${file}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures against the targets, one line. */
export const orderDeskSummary = (bench: OrderDeskBench) =>
  `order desk at ${bench.orders} orders: worst list p95 ${bench.worstListP95} ms (target 50); detail p95 ${bench.detailP95} ms (target 30); CSV of ${bench.csv.rows} orders ${bench.csv.ms} ms (target 2,000), heap peak +${bench.csv.heapPeakGrowthMb} MB`;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      orders: { type: "string", default: "100000" },
      seconds: { type: "string", default: "3" },
      // Keep the database (its path is printed) to look at query plans afterwards
      keep: { type: "boolean", default: false },
      only: { type: "string" },
    },
  });
  const bench = await measureOrderDesk({
    orders: Number(values.orders),
    seconds: Number(values.seconds),
    keep: values.keep,
    ...(values.only ? { only: values.only } : {}),
  });
  console.log(JSON.stringify(bench, null, 2));
  console.log(orderDeskSummary(bench));
}
