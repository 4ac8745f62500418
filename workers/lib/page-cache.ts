import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { LRUCache } from "lru-cache";
import { ProductQueryFields } from "../../core/contracts/catalogue.ts";
import { resolveLocale } from "../../i18n/routing.ts";
import type { Profile } from "../../core/profiles.ts";
import { dbServerTiming } from "./db.ts";
import { isPriceBook, requestPriceBook, type PriceBook } from "./price-claim.ts";
import { sessionRefreshCookieNames } from "./shopper-cookies.ts";

/** KV key of the catalogue version; every catalogue or content write bumps it (docs/decisions/0004). */
export const catalogueVersionKey = "catalogue-version";

/** How long the edge keeps a rendered page; writes invalidate sooner by bumping the version. */
const edgeTtlSeconds = 600;

/** SPEC §2 pages that are personal or transactional: never stored in a shared cache. */
const privatePrefixes = [
  "/login",
  "/register",
  "/reset",
  "/password",
  "/dashboard",
  "/sales",
  "/cart",
  "/quick-order",
  "/checkout",
  "/order-summary",
  "/thank-you",
  "/success",
  "/failure",
  "/admin-panel",
  "/review/add",
  "/verify-email",
  "/approval-form",
  "/dev",
];

/** Whether a path (with or without locale prefix) may be served from the shared page cache. */
export function isCacheablePath(pathname: string, profile: Profile): boolean {
  const resolution = resolveLocale(pathname, profile);
  if (resolution.kind === "redirect") return false;
  const { path } = resolution;
  return !privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The query parameters shared pages read (issue #19 item 3): the catalogue's filters and pager
 * (`/products`, `/category/…`, their JSON twins; `page` on `/blogs` too), the notices a plain form
 * post comes back with (`done`, `saved`, `already`) and `/redirect`'s `to`. Any other (`utm_*`,
 * `gclid`, `fbclid`, a cache-buster) is dropped before the page renders and from its cache key, so
 * campaign links share one kept page and no page repeats a parameter another visitor sent.
 */
export const pageQueryParameters: ReadonlySet<string> = new Set([
  ...Object.keys(ProductQueryFields),
  "done",
  "saved",
  "already",
  "to",
]);

/** The address a shared page renders and is kept for: `url` with only the parameters pages read. */
export function sharedPageUrl(url: URL): URL {
  const shared = new URL(url);
  for (const name of new Set(url.searchParams.keys())) {
    if (!pageQueryParameters.has(name)) shared.searchParams.delete(name);
  }
  return shared;
}

/**
 * The cache key: profile, build, catalogue version, price book (decision 0105), stored encoding, path and the
 * query with its parameters sorted. The build is part of it because a page names its build's
 * /_astro/ assets: after a deploy, pages from the previous build must never be served. `vary` adds
 * what else the answer depends on (the JSON twins' language, which comes from Accept-Language, not
 * the path). Each page is kept once per encoding (docs/decisions/0044). `url` is already
 * `sharedPageUrl`'s: only the parameters pages read.
 * @example pageCacheKey(url, profile, "0.1.0+abc", "7", "c12g3") // …/v7/c12g3/gzip/en/category/towels?page=2
 */
export function pageCacheKey(
  url: URL,
  profile: Profile,
  build: string,
  version: string,
  book: PriceBook = "plain",
  vary = "",
  encoding: PageEncoding = "gzip",
): Request {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => a.localeCompare(b)));
  const search = query.size > 0 ? `?${query}` : "";
  const base = `https://page-cache.jumla.internal/${profile.key}/${encodeURIComponent(build)}/v${version}/${book}/${encoding}`;
  return new Request(`${base}${vary ? `/${encodeURIComponent(vary)}` : ""}${url.pathname}${search}`);
}

/** The encodings a kept page is stored in; an identity client gets the gzip copy decoded (docs/decisions/0044). */
export const pageEncodings = ["gzip", "br"] as const;
export type PageEncoding = (typeof pageEncodings)[number];

/**
 * Which stored encoding answers a client, from its Accept-Encoding (RFC 9110 §12.5.3): the
 * highest-weighted of gzip and br (`*` stands for both), ties going to the one the client lists
 * first — as the edge itself picks, so it never re-encodes our answer — or identity when it takes
 * neither. Browsers list gzip first (`gzip, deflate, br, zstd`) and get gzip.
 * @example answerEncoding("gzip, deflate, br, zstd") // "gzip"
 * @example answerEncoding("br;q=1, gzip;q=0.8") // "br"
 * @example answerEncoding(null) // "identity"
 */
export function answerEncoding(accept: string | null | undefined): PageEncoding | "identity" {
  const weights = new Map<string, { q: number; at: number }>();
  (accept ?? "").split(",").forEach((element, at) => {
    const [coding = "", ...params] = element.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (coding && !weights.has(coding)) weights.set(coding, { q: q ? Number(q.slice(2)) || 0 : 1, at });
  });
  const wildcard = weights.get("*");
  const best = pageEncodings
    .map((encoding) => ({ encoding, ...(weights.get(encoding) ?? wildcard ?? { q: 0, at: Infinity }) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.at - b.at)[0];
  return best?.encoding ?? "identity";
}

/**
 * The client's own Accept-Encoding. On Cloudflare (and in wrangler's emulation of it) the request
 * header a Worker sees is the edge's, not the browser's; the browser's is `cf.clientAcceptEncoding`.
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  return cf?.clientAcceptEncoding ?? request.headers.get("accept-encoding");
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A rendered page in every stored encoding. Done once, when the page is kept (after the answer,
 * in `waitUntil`); every hit then passes the bytes through without compressing again.
 */
async function encodePage(body: ArrayBuffer): Promise<Record<PageEncoding, ArrayBuffer>> {
  const input = new Uint8Array(body);
  const toBuffer = (bytes: Uint8Array) =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(input, { level: 9 }),
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
      },
    }),
  ]);
  return { gzip: toBuffer(gzipped), br: toBuffer(brotli) };
}

/**
 * How long an isolate trusts the catalogue version it last read before asking KV again. A cached
 * page then costs one cache lookup and no KV read; a write made in another isolate shows within
 * this time (KV itself takes up to a minute to reach other locations; docs/decisions/0004).
 */
export const versionMemoMs = 5_000;

/** The version each KV namespace held when this isolate last read or wrote it. */
const versionMemo = new WeakMap<KVNamespace, { version: string; readAt: number }>();

/** The current catalogue version (in KV, "0" before the first write). */
export async function getCatalogueVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const memo = versionMemo.get(kv);
  if (memo && now - memo.readAt < versionMemoMs) return memo.version;
  const version = (await kv.get(catalogueVersionKey)) ?? "0";
  versionMemo.set(kv, { version, readAt: now });
  return version;
}

/**
 * Invalidates every cached catalogue and content page at once: old keys are never asked for
 * again and age out. Product, category, menu, slide, settings and content writes call this. A new
 * version is the time and 48 random bits, never the old one read and incremented: two writes at
 * once each file a version no other writer can give, so a page rendered between them can never
 * come back under the later one's version (issue #19 item 2).
 */
export async function bumpCatalogueVersion(kv: KVNamespace): Promise<string> {
  const random = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(6)));
  const next = `${Date.now().toString(36)}.${random}`;
  await kv.put(catalogueVersionKey, next);
  versionMemo.set(kv, { version: next, readAt: Date.now() });
  return next;
}

let storage: Promise<Cache> | undefined;

/** The Cache API store of pages, opened once per isolate rather than on every request. */
export function pageCacheStorage(): Promise<Cache> {
  return (storage ??= caches.open("pages"));
}

/** The header a render names its price book in; the cache reads it and never passes it on. */
export const bookHeader = "x-price-book";

/** Where an answer came from, for `Server-Timing` (`cache;desc=…`). */
export type CacheOutcome = "hit memory" | "hit edge" | "miss" | "bypass" | "off";

/**
 * A `Server-Timing` value (W3C Server Timing): where the answer came from and what the database
 * cost, e.g. `cache;desc="hit memory", db;dur=0;desc=0` or `cache;desc=miss, db;dur=4.2;desc=2`
 * (`desc` of `db` is the round-trip count, `dur` the milliseconds any was in flight).
 * @example serverTiming("miss", { roundTrips: 2, busyMs: 4.2 })
 */
export function serverTiming(cache: CacheOutcome, db: { roundTrips: number; busyMs: number }): string {
  const desc = /\s/.test(cache) ? `"${cache}"` : cache;
  return `cache;desc=${desc}, ${dbServerTiming(db)}`;
}

/** The database part of a render's `Server-Timing`, or none. */
function renderedDb(response: Response): { roundTrips: number; busyMs: number } {
  const timing = response.headers.get("server-timing") ?? "";
  const db = /(?:^|,)\s*db;dur=([\d.]+);desc=(\d+)/.exec(timing);
  return db ? { busyMs: Number(db[1]), roundTrips: Number(db[2]) } : { roundTrips: 0, busyMs: 0 };
}

export interface PageCacheOptions {
  profile: Profile;
  /** The build's version (`/version.json`). */
  build: string;
  kv: KVNamespace;
  cache: Cache;
  /** The Worker secret that signs price claims (`CLAIM_SECRET`); unset, signed-in requests render. */
  secret: string | undefined;
  /** `PAGE_CACHE=off`: the benchmark measures uncached rendering of the same build. */
  isDisabled?: boolean;
  /** What else the answer depends on beside its URL: a part of the key, and the request header it comes from. */
  vary?: { key: string; header: string };
  waitUntil: (promise: Promise<unknown>) => void;
  now?: number;
}

/** A stored page as the memory tier keeps it: the encoded bytes, read once, and what goes with them. */
interface HotPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * The first tier: pages this isolate stored or found in the edge cache, kept in memory (at most
 * 8 MiB of encoded bytes, least recently used out first) under the same versioned keys, so a hot
 * page costs neither a KV read nor a Cache API lookup. Invalidation is the same: a new version, new keys.
 */
const hotPages = new LRUCache<string, HotPage>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (page) => page.body.byteLength + 1,
  ttl: edgeTtlSeconds * 1000,
});

async function toHotPage(response: Response): Promise<HotPage> {
  return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
}

/**
 * What a browser is told about a shared page: revalidate every time (a write shows on the next
 * view); a priced page is the browser's own (`private`), and both vary with the cookies that choose
 * the book, so no cache between us and the browser hands a guest's page to a buyer or back, and
 * with Accept-Encoding, which chooses the bytes (docs/decisions/0044).
 */
function browserHeaders(headers: Headers, book: PriceBook, timing: string, options: PageCacheOptions) {
  headers.set("cache-control", book === "plain" ? "public, no-cache" : "private, no-cache");
  headers.set("vary", ["cookie", options.vary?.header, "accept-encoding"].filter(Boolean).join(", "));
  headers.set("server-timing", timing);
}

/**
 * A kept page as the answer to a hit: its stored bytes passed through as they are, with
 * `encodeBody: "manual"` so the runtime sends them without compressing them again; a client that
 * takes neither gzip nor br gets the gzip copy decoded.
 */
function fromHotPage(
  page: HotPage,
  encoding: PageEncoding | "identity",
  book: PriceBook,
  tier: "memory" | "edge",
  options: PageCacheOptions,
) {
  const headers = new Headers(page.headers);
  browserHeaders(headers, book, serverTiming(`hit ${tier}`, { roundTrips: 0, busyMs: 0 }), options);
  if (encoding === "identity") {
    const decoded = new Blob([page.body]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(decoded, { status: page.status, headers });
  }
  headers.set("content-encoding", encoding);
  return new Response(page.body, { status: page.status, headers, encodeBody: "manual" });
}

/** The same answer with its `Server-Timing` completed by the cache's outcome. */
function withOutcome(response: Response, outcome: CacheOutcome): Response {
  const copy = new Response(response.body, response);
  copy.headers.delete(bookHeader);
  copy.headers.set("server-timing", serverTiming(outcome, renderedDb(response)));
  return copy;
}

/**
 * Serves public GET pages (and the catalogue's JSON twins) from the page cache (ARCHITECTURE.md §4,
 * docs/decisions/0004, 0027, 0105): each is kept once per price book in use (`plain` without
 * prices, `shelf`, or a pair of price lists). The book comes from the request alone (no session
 * cookie: `plain`; a valid price claim: the claim's), so a cached page costs no database round trip
 * for guests and signed-in buyers alike, whatever their price list. A session without a valid claim
 * renders (the render checks the session, renews the claim and names the book it rendered for in
 * `x-price-book`), and that render is kept for the next buyer of that book.
 * Private paths, non-200 answers, answers that say private/no-store or set other cookies are never
 * kept; the claim and account cookies a render renews go to this browser only. A shared page
 * renders, and is kept, for its `sharedPageUrl` (the query parameters pages read, nothing else).
 */
export async function servePageCached(
  request: Request,
  render: (request: Request) => Promise<Response>,
  options: PageCacheOptions,
): Promise<Response> {
  const asked = new URL(request.url);
  if (request.method !== "GET" || !isCacheablePath(asked.pathname, options.profile)) {
    return withOutcome(await render(request), "bypass");
  }
  const url = sharedPageUrl(asked);
  const shared = url.href === asked.href ? request : new Request(url, request);
  if (options.isDisabled) return withOutcome(await render(shared), "off");
  const claimed = await requestPriceBook(request, options.secret, options.now);
  const version = await getCatalogueVersion(options.kv);
  const keyFor = (book: PriceBook, encoding: PageEncoding) =>
    pageCacheKey(url, options.profile, options.build, version, book, options.vary?.key, encoding);
  if (claimed) {
    const encoding = answerEncoding(clientAcceptEncoding(request));
    const key = keyFor(claimed, encoding === "identity" ? "gzip" : encoding);
    const hot = hotPages.get(key.url);
    if (hot) return fromHotPage(hot, encoding, claimed, "memory", options);
    const hit = await options.cache.match(key);
    if (hit) {
      const page = await toHotPage(hit);
      hotPages.set(key.url, page);
      return fromHotPage(page, encoding, claimed, "edge", options);
    }
  }

  const response = await render(shared);
  const rendered = response.headers.get(bookHeader);
  const answer = withOutcome(response, "miss");
  if (!isPriceBook(rendered)) return answer;
  // The cookies a render renews belong to this browser: they go with the answer, never into the cache.
  const refreshCookies = new Set(sessionRefreshCookieNames(url));
  const cookies = answer.headers.getSetCookie();
  const isOwnCookie = (cookie: string) => refreshCookies.has(cookie.slice(0, cookie.indexOf("=")));
  const isStorable =
    answer.status === 200 &&
    !answer.headers.has("content-encoding") &&
    cookies.every(isOwnCookie) &&
    !/private|no-store/i.test(answer.headers.get("cache-control") ?? "");
  if (!isStorable) return answer;
  const stored = new Response(answer.body, answer);
  stored.headers.delete("set-cookie");
  stored.headers.delete("server-timing");
  stored.headers.delete("content-length");
  stored.headers.set("cache-control", `public, max-age=${edgeTtlSeconds}`);
  const copy = stored.clone();
  // Kept encoded, once per stored encoding: the Cache API entry holds the encoded bytes as its body
  // (no Content-Encoding, so no layer decodes or re-encodes them); the encoding is in the key.
  const keep = async () => {
    const encoded = await encodePage(await copy.arrayBuffer());
    await Promise.all(
      pageEncodings.map((encoding) => {
        const key = keyFor(rendered, encoding);
        const page: HotPage = { status: copy.status, headers: [...copy.headers], body: encoded[encoding] };
        hotPages.set(key.url, page);
        return options.cache.put(key, new Response(page.body, { status: page.status, headers: page.headers }));
      }),
    );
  };
  options.waitUntil(keep());
  // This render's own answer streams as it is rendered; the runtime (or the edge) compresses it.
  const browser = new Response(stored.body, stored);
  for (const cookie of cookies) browser.headers.append("set-cookie", cookie);
  browserHeaders(browser.headers, rendered, answer.headers.get("server-timing") ?? "", options);
  return browser;
}
