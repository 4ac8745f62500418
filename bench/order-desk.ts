// The order desk's query cost (issue #20 "Measure", decision 0080): the admin orders list with
// filters and search, one order's detail and the CSV export, against 100,000 orders.
//
//   node bench/order-desk.ts [--orders 100000] [--seconds 3]
//
// Not a test and not the whole stack: it migrates a throw-away database, fills it with a synthetic
// order history (four years, every status, 2,000 customers, ten salespeople, three lines an
// order, payments, returns), serves it with the embedded libSQL HTTP server the dev stack uses,
// and times the API's own functions (listOrders, readOrder, exportOrdersCsv) over Hrana HTTP as
// the Worker calls them, each case back to back for `--seconds`. The Worker's routing, session
// check and JSON writing are not in these figures (bench/admin-products.ts measures those for a
// list: about 1-2 ms).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { OrderListQuery } from "../core/contracts/admin/orders.ts";
import { getProfile } from "../core/profiles.ts";
import { createDb } from "../db/client.ts";
import { startLocalServer } from "../db/local-server.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { useTranslations } from "../i18n/index.ts";
import { exportOrdersCsv } from "../workers/api/admin/orders/export-orders-csv.ts";
import { listOrders } from "../workers/api/admin/orders/list-orders.ts";
import { readOrder } from "../workers/api/admin/orders/read-order.ts";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    seconds: { type: "string", default: "3" },
    // Keep the database (its path is printed) to look at query plans afterwards
    keep: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const orderCount = Number(values.orders);
const seconds = Number(values.seconds);
const customerCount = 2_000;
const day = 86_400_000;
const now = Date.UTC(2026, 10, 20);
const profile = getProfile("testing_v1");

const dir = mkdtempSync(join(tmpdir(), "order-desk-bench-"));
const file = join(dir, "bench.db");
const started = performance.now();
await migrateDatabase(`file:${file}`);
const setup = createClient({ url: `file:${file}` });
// A deterministic history: SQLite's own arithmetic on the row number, no randomness to replay
const statuses = [
  ["completed", 40],
  ["delivered", 15],
  ["shipped", 8],
  ["processing", 6],
  ["pending", 10],
  ["approved", 4],
  ["accepted", 2],
  ["printed", 2],
  ["cancelled", 6],
  ["refused", 2],
  ["rejected", 1],
  ["payment-pending", 2],
  ["init", 2],
] as const;
const statusCase = `case ${statuses
  .reduce<{ sql: string[]; upTo: number }>(
    (acc, [status, share]) => {
      const upTo = acc.upTo + share;
      acc.sql.push(`when (n * 7919) % 100 < ${upTo} then '${status}'`);
      return { sql: acc.sql, upTo };
    },
    { sql: [], upTo: 0 },
  )
  .sql.join(" ")} else 'completed' end`;
await setup.batch(
  [
    // 1…n, the rows every insert below is made from
    "create temp table series (value integer primary key)",
    `insert into series with recursive s(value) as (select 1 union all select value + 1 from s where value < ${Math.max(orderCount, customerCount)})
     select value from s`,
    `insert into salespeople (first_name, last_name, phone, email, password_hash, code)
     select 'Sales', 'Person ' || value, '05000000' || printf('%02d', value), 'sales' || value || '@bench.test', 'x', 'SP-' || value
     from series where value <= 10`,
    `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
       approval_status, approval_form_key, email_verified_at, salesperson_id)
     select 'Buyer', 'Number ' || value, case value % 8 when 0 then 'Al-Noor Trading ' when 1 then 'Gulf Linen Co ' when 2 then 'Riyadh Hotel Supplies '
       when 3 then 'Najd Hospitality ' when 4 then 'Red Sea Resorts ' when 5 then 'Qassim Catering ' when 6 then 'Eastern Clinics '
       else 'Hijaz Housekeeping ' end || value, printf('10%08d', value), printf('05%08d', value),
       'buyer' || value || '@bench.test', 'x', 'approved', 'form.pdf', 1, case when value % 3 = 0 then null else 1 + value % 10 end
     from series where value <= ${customerCount}`,
    `insert into shipping_zones (name) select 'Zone ' || value from series where value <= 5`,
    `insert into payment_methods (name, kind, is_online) values
       ('cash', 'cash', 0), ('transfer', 'bank_transfer', 0), ('cheque', 'check', 0), ('card', 'online', 1)`,
    `insert into orders (order_number, status, customer_id, salesperson_id, customer_name, salesperson_name, address,
       shipping_zone_id, delivery_method, payment_method_id, payment_method_name, payment_token, paid_at,
       purchase_order_reference, locale, currency, unique_items_count, total_items_count, sub_total, vat_total,
       grand_total, placed_at, updated_at)
     select printf('JM-%07d', n), ${statusCase}, c.id, c.salesperson_id, c.first_name || ' ' || c.last_name,
       case when c.salesperson_id is null then null else 'Sales Person' end,
       '{"country":"SA","city":"Riyadh","address1":"King Fahd Rd","address2":null,"postcode":null,"neighbourhood":null}',
       1 + n % 5, 'Zone ' || (1 + n % 5), 1 + n % 4, case n % 4 when 0 then 'Cash' when 1 then 'Bank transfer'
       when 2 then 'Cheque' else 'Card' end, case when n % 4 = 3 then 'tok-' || n end,
       case when n % 4 = 3 and (n * 7919) % 100 < 89 then ${now} - n * ${Math.floor((4 * 365 * day) / orderCount)} end,
       case when n % 5 = 0 then 'PO-' || (n * 31) end, case when n % 2 = 0 then 'ar' else 'en' end, 'SAR', 3, 30,
       10000 + (n * 37) % 900000, 1500, 11500 + (n * 37) % 900000, ${now} - n * ${Math.floor((4 * 365 * day) / orderCount)},
       ${now} - n * ${Math.floor((4 * 365 * day) / orderCount)}
     from (select value as n from series where value <= ${orderCount}) join customers c on c.id = 1 + (n * 13) % ${customerCount}`,
    `insert into order_lines (order_id, title, sku, unit_price, quantity, line_total)
     select o.id, 'Hotel towel ' || k.value, 'TOWEL-' || k.value, 100, 10, 1000
     from orders o join series k on k.value <= 3`,
    `insert into order_status_history (order_id, status, actor, created_at)
     select id, status, 'system', placed_at + 3600000 from orders`,
    // Offline payments (the trigger keeps paid_amount): orders that went out were paid in full,
    // one in three of the others paid a part
    `insert into order_payments (order_id, amount, currency, method, received_on, recorded_by_name)
     select id, case when status in ('shipped', 'delivered', 'completed') then grand_total else grand_total / 3 end,
       'SAR', 'bank_transfer', placed_at, 'Bench'
     from orders where payment_token is null
       and (status in ('shipped', 'delivered', 'completed') or (id % 3 = 0 and status not in ('cancelled', 'refused')))`,
    `insert into refunds (order_id, customer_id, reason, reference_total, status)
     select id, customer_id, 'Damaged', grand_total, case when id % 2 = 0 then 'refunded' else 'requested' end
     from orders where id % 50 in (7, 8) and status in ('delivered', 'completed')`,
    "analyze",
  ],
  "write",
);
setup.close();
const seededMs = performance.now() - started;

const server = await startLocalServer({ file });
const db = createDb({ url: server.url });
const t = useTranslations("en");

const round = (ms: number) => Math.round(ms * 100) / 100;

/** `run()` back to back for the measurement's length, each timed to its end. */
async function measure(run: () => Promise<unknown>) {
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

const listCases: [string, Record<string, string>][] = [
  ["first page", {}],
  ["page 200", { page: "200" }],
  ["status tab: pending", { status: "pending" }],
  ["sort: -grandTotal", { sort: "-grandTotal" }],
  ["sort: customerName, page 30", { sort: "customerName", page: "30" }],
  ["search: an order number", { search: "JM-0049999" }],
  ["search: a company", { search: "Linen Co 1233" }],
  ["search: a common word (one company in eight)", { search: "Trading" }],
  ["search: a PO reference", { search: "PO-155" }],
  ["search: an email", { search: "buyer77@bench.test" }],
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

const results: { case: string; total?: number; p50: number; p95: number; samples: number }[] = [];
for (const [name, search] of listCases.filter(([name]) => !values.only || name.includes(values.only))) {
  const query = OrderListQuery.assert(search);
  const page = await listOrders(db, query, profile);
  results.push({ case: `list: ${name}`, total: page.total, ...(await measure(() => listOrders(db, query, profile))) });
}
results.push({ case: "detail", ...(await measure(() => readOrder(db, Math.floor(orderCount / 2)))) });

// The export of about 10,000 orders (a date range that holds them), read to its end
const span = Math.floor((4 * 365 * day) / orderCount) * 10_000;
const from = new Date(now - span - day).toISOString().slice(0, 10);
const csvQuery = OrderListQuery.assert({ from, to: new Date(now).toISOString().slice(0, 10) });
let exported = { rows: 0, bytes: 0, ms: 0, pages: 0, rssGrowthMb: 0 };
for (let attempt = 0; attempt < 3; attempt += 1) {
  const rssBefore = process.memoryUsage().rss;
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
  for await (const chunk of stream) bytes += chunk.byteLength;
  const ms = performance.now() - begun;
  if (attempt === 0 || ms < exported.ms) {
    exported = { rows, bytes, ms: round(ms), pages, rssGrowthMb: round((process.memoryUsage().rss - rssBefore) / 1e6) };
  }
}

await server.close();
if (values.keep) console.log(`kept: ${file}`);
else rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({ orders: orderCount, seededSeconds: round(seededMs / 1000), results, csv: exported }, null, 2),
);
const worst = results.filter((row) => row.case.startsWith("list")).reduce((max, row) => Math.max(max, row.p95), 0);
console.log(
  `worst list p95: ${worst} ms (target 50); detail p95: ${results.at(-1)?.p95} ms (target 30); CSV of ${exported.rows} orders: ${exported.ms} ms (target 2,000)`,
);
