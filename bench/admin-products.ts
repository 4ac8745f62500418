// The admin product list's part of `npm run bench` (issue #11 "Measure": product list API p95
// with 20,000 products, search, sort, page, ≤ 50 ms locally; decision 0057). As the demo admin,
// signed in through the API, each request of the list is sent back to back on one keep-alive
// connection for the measurement's length and timed to its last byte, as bench/checkout.ts does.
import { createClient } from "@libsql/client";

export interface AdminListCase {
  name: string;
  /** `floor`: the admin profile, a request with the session check and no list, for comparison. */
  kind: "floor" | "page" | "sort" | "search" | "filter";
  path: string;
  status: number;
  /** How many products the list says match (its `total`). */
  total: number;
  p50: number;
  p95: number;
  samples: number;
}

export interface AdminProductsBench {
  products: number;
  cases: AdminListCase[];
  /** The slowest list case's p95, the figure the target is about. */
  worstP95: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Signs the demo admin in (decision 0012: the HttpOnly admin cookie) and answers its cookie header. */
async function signInAdmin(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/admin/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

/** `send()` back to back for `seconds` on one connection, each answer timed to its last byte. */
async function measure(seconds: number, send: () => Promise<Response>) {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await (await send()).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  return { p50: round(at(0.5)), p95: round(at(0.95)), samples: samples.length };
}

/**
 * Measures `GET /api/admin/products` against a running Worker at `origin` whose database the
 * libSQL server at `databaseUrl` serves: the first page and deep pages, every sort, searches
 * (a common English and Arabic word, an SKU prefix, a whole SKU, a variant's code, one with the
 * title order) and the filters.
 */
export async function measureAdminProducts(options: {
  origin: string;
  databaseUrl: string;
  email: string;
  password: string;
  seconds: number;
}): Promise<AdminProductsBench> {
  const { origin, seconds } = options;
  const client = createClient({ url: options.databaseUrl });
  const value = async (sql: string) => String((await client.execute(sql)).rows[0]?.[0] ?? "");
  const products = Number(await value("select count(*) from products"));
  // Words as the seed writes them: the commonest first word of a title in each language
  const commonWord = (locale: string) =>
    value(`select substr(title, 1, instr(title || ' ', ' ') - 1) as word from product_translations
      where locale = '${locale}' group by word order by count(*) desc limit 1`);
  const [english, arabic, sku, variantCode, brandId, categoryId] = await Promise.all([
    commonWord("en"),
    commonWord("ar"),
    value("select sku from products order by id limit 1 offset 4321"),
    value("select code from product_variants order by id limit 1 offset 777"),
    value("select brand_id from products group by brand_id order by count(*) desc limit 1"),
    value(
      "select parent_id from categories where parent_id is not null group by parent_id order by count(*) desc limit 1",
    ),
  ]);
  client.close();
  const lastPage = Math.ceil(products / 20);
  const q = encodeURIComponent;
  const cases: Omit<AdminListCase, "status" | "total" | "p50" | "p95" | "samples">[] = [
    { name: "floor: the admin profile (session check, no list)", kind: "floor", path: "/api/admin/profile/show" },
    { name: "first page (last edited first)", kind: "page", path: "" },
    { name: "page 100", kind: "page", path: "?page=100" },
    { name: "last page, 100 a page", kind: "page", path: `?page=${Math.ceil(products / 100)}&perPage=100` },
    { name: "last page", kind: "page", path: `?page=${lastPage}` },
    { name: "by title (ar)", kind: "sort", path: "?sort=title" },
    { name: "by title descending, page 500", kind: "sort", path: "?sort=-title&page=500" },
    { name: "by SKU, page 250", kind: "sort", path: "?sort=sku&page=250" },
    { name: "by price descending", kind: "sort", path: "?sort=-price" },
    { name: "by quantity, page 300", kind: "sort", path: "?sort=quantity&page=300" },
    { name: "by status", kind: "sort", path: "?sort=status" },
    { name: "by creation", kind: "sort", path: "?sort=createdAt&page=50" },
    { name: `common English word "${english}"`, kind: "search", path: `?search=${q(english)}` },
    { name: `common Arabic word "${arabic}", by title`, kind: "search", path: `?search=${q(arabic)}&sort=title` },
    { name: `"${english}", by price, page 20`, kind: "search", path: `?search=${q(english)}&sort=price&page=20` },
    { name: "SKU prefix", kind: "search", path: `?search=${q(sku.slice(0, 4))}` },
    { name: "a whole SKU, by title", kind: "search", path: `?search=${q(sku)}&sort=title` },
    { name: "a variant's code", kind: "search", path: `?search=${q(variantCode)}` },
    { name: "a word nothing has", kind: "search", path: "?search=zzzqqq" },
    { name: "unavailable, by price", kind: "filter", path: "?status=unavailable&sort=price" },
    { name: "available, by price", kind: "filter", path: "?status=available&sort=-price&page=40" },
    { name: "out of stock", kind: "filter", path: "?availability=out_of_stock" },
    { name: "largest brand, by title", kind: "filter", path: `?brandId=${brandId}&sort=title` },
    { name: "category with sub-categories", kind: "filter", path: `?categoryId=${categoryId}&sort=-updatedAt` },
    {
      name: `brand and "${english}", by quantity`,
      kind: "filter",
      path: `?brandId=${brandId}&search=${q(english)}&sort=-quantity`,
    },
  ];
  const cookie = await signInAdmin(origin, options.email, options.password);
  const headers = { cookie, "accept-language": "ar" };
  const measured: AdminListCase[] = [];
  for (const entry of cases) {
    const url = entry.kind === "floor" ? `${origin}${entry.path}` : `${origin}/api/admin/products${entry.path}`;
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { data?: { total: number } };
    for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers })).arrayBuffer();
    const result = {
      ...entry,
      status: first.status,
      total: body.data?.total ?? -1,
      ...(await measure(seconds, () => fetch(url, { headers }))),
    };
    measured.push(result);
    console.log(`admin products ${entry.name}: ${JSON.stringify(result)}`);
  }
  const lists = measured.filter((entry) => entry.kind !== "floor");
  return { products, cases: measured, worstP95: Math.max(...lists.map((entry) => entry.p95)) };
}
