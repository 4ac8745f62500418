// The order desk's query cost (issue #20 "Measure", decisions 0080 and 0084): the admin orders list
// with filters and search, one order's detail and the CSV export, against 100,000 orders; and the
// dashboard's (issue #21 "Measure", decision 0090) and the salesperson's customer list and a
// customer's statement (issue #22 "Measure", decision 0094: 2,000 customers) over the same orders.
//
//   node bench/order-desk.ts [--orders 100000] [--seconds 3]      (or BENCH_ONLY=order-desk npm run bench)
//     [--db .data/order-desk.db]  seed that file once and reuse it (migrated) on later runs
//     [--only list|detail|csv|dashboard|sales] [--case <part of a list or dashboard case's name>]
//     [--plans]                   print SQLite's plan (EXPLAIN QUERY PLAN) of every statement a case sends
//
// Not a test and not the whole stack: it seeds a throw-away database as `npm run db:seed --
// --orders N` does (db/seed/order-history.ts: four years, every status, 2,000 buyers, several
// salespeople, three catalogue lines an order, payments, returns, notes, shipments), serves it
// with the embedded libSQL HTTP server the dev stack uses, and times the API's own functions
// (listOrders, readOrder, exportOrdersCsv) over Hrana HTTP as the Worker calls them, each case back
// to back for `--seconds`. The Worker's routing, session check and JSON writing are not in these
// figures (bench/admin-products.ts measures those for a list: about 1-2 ms).
import { sql } from "drizzle-orm";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { DashboardQuery } from "../core/contracts/admin/dashboard.ts";
import { OrderListQuery } from "../core/contracts/admin/orders.ts";
import { SalesCustomerQuery, StatementQuery } from "../core/contracts/sales.ts";
import { getProfile } from "../core/profiles.ts";
import { createDb } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { startLocalServer } from "../db/local-server.ts";
import { seedDatabase, type SeedBucket } from "../db/seed/index.ts";
import { orderHistoryNow } from "../db/seed/order-history.ts";
import { useTranslations } from "../i18n/index.ts";
import { readDashboard } from "../workers/api/admin/dashboard/read-dashboard.ts";
import { customerStatement } from "../workers/api/admin/customers/statement.ts";
import { exportOrdersCsv } from "../workers/api/admin/orders/export-orders-csv.ts";
import { listSalesCustomers } from "../workers/api/sales/list-customers.ts";
import { readSalesCustomer } from "../workers/api/sales/read-customer.ts";
import { listOrders } from "../workers/api/admin/orders/list-orders.ts";
import { readOrder } from "../workers/api/admin/orders/read-order.ts";

const day = 86_400_000;
const profile = getProfile("testing_v1");
/** The seed's files go nowhere: only the database is measured. */
const noBucket = { put: async () => null } as unknown as SeedBucket;

export interface OrderDeskBench {
  orders: number;
  seededSeconds: number;
  results: { case: string; total?: number; roundTrips: number; p50: number; p95: number; samples: number }[];
  csv: { rows: number; bytes: number; ms: number; pages: number; rssGrowthMb: number; heapPeakGrowthMb: number };
  worstListP95: number;
  detailP95: number;
  /** The dashboard's worst p95 over its cases (issue #21: at most 100 ms). */
  worstDashboardP95: number;
  /** The salesperson's customer list and a customer's statement, worst p95 (issue #22: at most 50 ms). */
  worstSalesP95: number;
  /** The machine's 1-minute load average before and after the measurements (a shared machine's figures need it). */
  load: { before: number; after: number };
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
  // Too short for the trigram index, and found nowhere: the page reads every order to fill itself
  ["search: two letters, no match", { search: "Zq" }],
];

/**
 * The dashboard's periods (decision 0090), ending on the seeded history's last day: the default 30
 * days by day, a quarter by week, and the widest period the API allows by month with its longest top lists.
 */
const dashboardCases: [string, (to: string) => Record<string, string>][] = [
  ["30 days by day (the default)", () => ({})],
  ["90 days by week", (to) => ({ from: daysBefore(to, 89), to, interval: "week" })],
  ["366 days by month, top 20", (to) => ({ from: daysBefore(to, 365), to, interval: "month", top: "20" })],
];
const daysBefore = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * day).toISOString().slice(0, 10);

/** The parts of the bench `--only` picks. */
export const orderDeskParts = ["list", "detail", "csv", "dashboard", "sales"] as const;

/** The salesperson's customer list (their first page, sorted by balance, searched) and its reads. */
const salesListCases: [string, Record<string, string>][] = [
  ["customers: first page", {}],
  ["customers: sort -balance", { sort: "-balance" }],
  ["customers: sort -lastOrderAt, page 5", { sort: "-lastOrderAt", page: "5" }],
  ["customers: search a company word", { search: "Trading" }],
];

/** A statement as Hrana v2 sends it: its SQL (or the id of SQL stored earlier in the pipeline) and its arguments. */
interface HranaStatement {
  sql?: string;
  sql_id?: number;
  args?: unknown[];
  named_args?: unknown[];
}

/** The queries of a Hrana v2 pipeline request's body (`execute` and `batch` steps), with their SQL. */
function statementsOf(body: string): { sql: string; args?: unknown[]; named_args?: unknown[] }[] {
  const { requests = [] } = JSON.parse(body) as {
    requests?: {
      type: string;
      sql?: string;
      sql_id?: number;
      stmt?: HranaStatement;
      batch?: { steps: { stmt: HranaStatement }[] };
    }[];
  };
  const stored = new Map(
    requests.flatMap((request) => (request.type === "store_sql" ? [[request.sql_id, request.sql]] : [])),
  );
  return requests
    .flatMap((request) => (request.stmt ? [request.stmt] : (request.batch?.steps.map((step) => step.stmt) ?? [])))
    .map(({ sql, sql_id: sqlId, ...stmt }) => ({ ...stmt, sql: sql ?? stored.get(sqlId) ?? "" }))
    .filter((stmt) => /^\s*(select|with)\b/i.test(stmt.sql));
}

/** SQLite's plan for each statement, with its own arguments (EXPLAIN QUERY PLAN), as an indented tree. */
async function queryPlans(url: string, statements: ReturnType<typeof statementsOf>): Promise<string[]> {
  const response = await fetch(`${url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      baton: null,
      requests: [
        ...statements.map((stmt) => ({ type: "execute", stmt: { ...stmt, sql: `explain query plan ${stmt.sql}` } })),
        { type: "close" },
      ],
    }),
  });
  const { results } = (await response.json()) as {
    results: { response?: { result?: { rows: { value: string }[][] } }; error?: { message: string } }[];
  };
  return statements.map((stmt, index) => {
    const depth = new Map<string, number>([["0", 0]]);
    const lines = (results[index]?.response?.result?.rows ?? []).map(([id, parent, , detail]) => {
      const level = (depth.get(String(parent?.value)) ?? 0) + 1;
      depth.set(String(id?.value), level);
      return `${"  ".repeat(level)}${String(detail?.value)}`;
    });
    const error = results[index]?.error?.message;
    return `${stmt.sql.slice(0, 160)}…\n${error ? `  ${error}` : lines.join("\n")}`;
  });
}

/** Seeds `orders` orders into a throw-away database (or `db`, once) and measures the order desk's reads over it. */
export async function measureOrderDesk(options: {
  orders: number;
  seconds: number;
  /** Only this part of the bench (list, detail or csv). */
  only?: (typeof orderDeskParts)[number];
  /** Only the list and dashboard cases whose name contains this. */
  cases?: string;
  /** Print SQLite's query plan of every statement each case sends. */
  plans?: boolean;
  keep?: boolean;
  /** A database file to seed once and reuse (seeding 100,000 orders takes minutes); migrated when reused. */
  db?: string;
}): Promise<OrderDeskBench> {
  const { orders: orderCount, seconds } = options;
  const dir = options.db === undefined ? mkdtempSync(join(tmpdir(), "order-desk-bench-")) : undefined;
  const file = options.db ?? join(dir ?? "", "bench.db");
  // libSQL cannot create a file in a missing folder (a fresh clone has no .data)
  mkdirSync(dirname(file), { recursive: true });
  const isReused = options.db !== undefined && existsSync(file);
  if (isReused) await migrateDatabase(`file:${file}`);
  const seeded = isReused
    ? undefined
    : await seedDatabase({ url: `file:${file}`, products: 200, orders: orderCount, bucket: noBucket });
  const server = await startLocalServer({ file });
  // Every pipeline the API's functions send: round trips per request, and the statements for --plans
  let sent: string[] | null = null;
  const db = createDb({
    url: server.url,
    fetch: async (input, init) => {
      if (sent && input instanceof Request) sent.push(await input.clone().text());
      return fetch(input, init);
    },
  });
  /** One call's round trips (and, with --plans, its statements' plans printed under `name`). */
  const roundTrips = async (name: string, run: () => Promise<unknown>) => {
    const bodies: string[] = [];
    sent = bodies;
    await run();
    sent = null;
    if (options.plans) {
      console.log(`\n## ${name}`);
      for (const plan of await queryPlans(server.url, bodies.flatMap(statementsOf))) console.log(plan);
    }
    return bodies.length;
  };
  const t = useTranslations("en");
  const loadBefore = loadavg()[0] ?? 0;
  const isMeasured = (part: (typeof orderDeskParts)[number]) => options.only === undefined || options.only === part;
  try {
    const results: OrderDeskBench["results"] = [];
    const cases = listCases.filter(([name]) => isMeasured("list") && (!options.cases || name.includes(options.cases)));
    for (const [name, search] of cases) {
      const query = OrderListQuery.assert(search);
      const page = await listOrders(db, query, profile);
      results.push({
        case: `list: ${name}`,
        total: page.total,
        roundTrips: await roundTrips(name, () => listOrders(db, query, profile)),
        ...(await measure(() => listOrders(db, query, profile), seconds)),
      });
    }
    const detailId = Math.floor(orderCount / 2);
    const detail = isMeasured("detail")
      ? {
          roundTrips: await roundTrips("detail", () => readOrder(db, detailId)),
          ...(await measure(() => readOrder(db, detailId), seconds)),
        }
      : undefined;
    if (detail) results.push({ case: "detail", ...detail });

    // The export of about 10,000 orders (the newest days that hold them), read to its end, the
    // heap sampled at every chunk: a stream that held the list would grow with it
    const span = Math.floor((4 * 365 * day) / orderCount) * 10_000;
    const from = new Date(orderHistoryNow - span).toISOString().slice(0, 10);
    const csvQuery = OrderListQuery.assert({ from, to: new Date(orderHistoryNow).toISOString().slice(0, 10) });
    let exported: OrderDeskBench["csv"] = { rows: 0, bytes: 0, ms: 0, pages: 0, rssGrowthMb: 0, heapPeakGrowthMb: 0 };
    for (let attempt = 0; attempt < (isMeasured("csv") ? 3 : 0); attempt += 1) {
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
    // The dashboard as of the history's last day (its default period ends "today")
    const dashboard = dashboardCases.filter(
      ([name]) => isMeasured("dashboard") && (!options.cases || name.includes(options.cases)),
    );
    const historyDay = new Date(orderHistoryNow).toISOString().slice(0, 10);
    for (const [name, search] of dashboard) {
      const query = DashboardQuery.assert(search(historyDay));
      const read = () => readDashboard(db, query, { profile, locale: "en", now: orderHistoryNow });
      const figures = await read();
      results.push({
        case: `dashboard: ${name}`,
        total: figures.totals.orders,
        roundTrips: await roundTrips(`dashboard: ${name}`, read),
        ...(await measure(read, seconds)),
      });
    }
    // The salesperson with the most customers (about 2,000 ÷ 3 × 2 ÷ the seed's salespeople), and
    // their customer with the most orders, for the detail and the statement
    if (isMeasured("sales")) {
      const [busiest] = await db.all<{ id: number; customers: number }>(sql`select salesperson_id as id,
        count(*) as customers from customers where salesperson_id is not null group by 1 order by 2 desc limit 1`);
      const [buyer] = await db.all<{ id: number; orders: number }>(sql`select o.customer_id as id, count(*) as orders
        from orders o join customers c on c.id = o.customer_id where c.salesperson_id = ${busiest?.id ?? 0}
        group by 1 order by 2 desc limit 1`);
      const salespersonId = busiest?.id ?? 0;
      const customerId = buyer?.id ?? 0;
      const historyYear = new Date(orderHistoryNow).getUTCFullYear();
      const reads: [string, () => Promise<{ total?: number }>][] = [
        ...salesListCases.map(([name, search]): [string, () => Promise<{ total?: number }>] => {
          const query = SalesCustomerQuery.assert(search);
          return [name, () => listSalesCustomers(db, salespersonId, query, "testing_v1")];
        }),
        [
          `customer detail (${buyer?.orders ?? 0} orders)`,
          async () => (await readSalesCustomer(db, salespersonId, customerId, "testing_v1"), {}),
        ],
        [
          "statement: all time",
          async () => ({
            total: (await customerStatement(db, customerId, {}, { profile: "testing_v1", locale: "en" })).entries
              .length,
          }),
        ],
        [
          "statement: one year",
          async () => ({
            total: (
              await customerStatement(
                db,
                customerId,
                StatementQuery.assert({ from: `${historyYear - 1}-01-01`, to: `${historyYear - 1}-12-31` }),
                { profile: "testing_v1", locale: "en" },
              )
            ).entries.length,
          }),
        ],
      ];
      for (const [name, read] of reads.filter(([name]) => !options.cases || name.includes(options.cases))) {
        const first = await read();
        results.push({
          case: `sales: ${name}`,
          ...(first.total === undefined ? { total: busiest?.customers ?? 0 } : { total: first.total }),
          roundTrips: await roundTrips(`sales: ${name}`, read),
          ...(await measure(read, seconds)),
        });
      }
    }
    const worstSalesP95 = results
      .filter((row) => row.case.startsWith("sales"))
      .reduce((max, row) => Math.max(max, row.p95), 0);
    const worstDashboardP95 = results
      .filter((row) => row.case.startsWith("dashboard"))
      .reduce((max, row) => Math.max(max, row.p95), 0);
    const worstListP95 = results
      .filter((row) => row.case.startsWith("list"))
      .reduce((max, row) => Math.max(max, row.p95), 0);
    return {
      orders: orderCount,
      seededSeconds: round((seeded?.orderHistoryMs ?? 0) / 1000),
      results,
      csv: exported,
      worstListP95,
      detailP95: detail?.p95 ?? 0,
      worstDashboardP95,
      worstSalesP95,
      load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    };
  } finally {
    await server.close();
    if (options.keep) console.log(`kept: ${file}`);
    else if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures against the issue's targets, one line. */
export const orderDeskSummary = (bench: OrderDeskBench) =>
  `order desk at ${bench.orders} orders (load ${bench.load.before.toFixed(1)}→${bench.load.after.toFixed(1)}): worst list p95 ${bench.worstListP95} ms (target 50); detail p95 ${bench.detailP95} ms (target 30); CSV of ${bench.csv.rows} orders ${bench.csv.ms} ms (target 2,000), heap peak +${bench.csv.heapPeakGrowthMb} MB; dashboard worst p95 ${bench.worstDashboardP95} ms (target 100); salesperson's customers and statement worst p95 ${bench.worstSalesP95} ms (target 50)`;

function partNamed(name: string): (typeof orderDeskParts)[number] {
  const part = orderDeskParts.find((known) => known === name);
  if (!part) throw new Error(`--only takes ${orderDeskParts.join(", ")}, not ${name}`);
  return part;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      orders: { type: "string", default: "100000" },
      seconds: { type: "string", default: "3" },
      // Keep the database (its path is printed) to look at query plans afterwards
      keep: { type: "boolean", default: false },
      // list, detail, csv, dashboard or sales
      only: { type: "string" },
      // Only the list and dashboard cases whose name contains this
      case: { type: "string" },
      plans: { type: "boolean", default: false },
      // A database file to seed once and reuse
      db: { type: "string" },
    },
  });
  const bench = await measureOrderDesk({
    orders: Number(values.orders),
    seconds: Number(values.seconds),
    keep: values.keep,
    ...(values.db ? { db: values.db } : {}),
    ...(values.only ? { only: partNamed(values.only) } : {}),
    ...(values.case ? { cases: values.case } : {}),
    plans: values.plans,
  });
  console.table(bench.results);
  console.table([bench.csv]);
  console.log(orderDeskSummary(bench));
}
