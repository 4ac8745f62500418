import { parse } from "hono/utils/cookie";
import { LRUCache } from "lru-cache";
import { resolveLocale } from "../../i18n/routing.ts";
import type { Profile } from "../../core/profiles.ts";
import { sessionCookieName } from "./session.ts";

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
  "/cart",
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
 * The cache key: profile, build, catalogue version, path and the query with its parameters
 * sorted. The build is part of it because a page names its build's /_astro/ assets: after a
 * deploy, pages from the previous build must never be served.
 */
export function pageCacheKey(url: URL, profile: Profile, build: string, version: string): Request {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => a.localeCompare(b)));
  const search = query.size > 0 ? `?${query}` : "";
  const base = `https://page-cache.jumla.internal/${profile.key}/${encodeURIComponent(build)}/v${version}`;
  return new Request(`${base}${url.pathname}${search}`);
}

/**
 * How long an isolate trusts the catalogue version it last read before asking KV again. A cached
 * page then costs one cache lookup and no KV read; a write made in another isolate shows within
 * this time (KV itself takes up to a minute to reach other locations; docs/decisions/0004).
 */
export const versionMemoMs = 5_000;

/** The version each KV namespace held when this isolate last read or wrote it. */
const versionMemo = new WeakMap<KVNamespace, { version: string; readAt: number }>();

/** The current catalogue version (a counter in KV, "0" before the first write). */
export async function getCatalogueVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const memo = versionMemo.get(kv);
  if (memo && now - memo.readAt < versionMemoMs) return memo.version;
  const version = (await kv.get(catalogueVersionKey)) ?? "0";
  versionMemo.set(kv, { version, readAt: now });
  return version;
}

/**
 * Invalidates every cached catalogue and content page at once: old keys are never asked for
 * again and age out. Product, category, menu, slide, settings and content writes call this.
 */
export async function bumpCatalogueVersion(kv: KVNamespace): Promise<string> {
  const next = String(Number((await kv.get(catalogueVersionKey)) ?? "0") + 1);
  await kv.put(catalogueVersionKey, next);
  versionMemo.set(kv, { version: next, readAt: Date.now() });
  return next;
}

/**
 * Whether the request carries a session cookie of either kind. Presence is enough to decide
 * without a database round trip: such a request may show prices or a name, so it renders fresh.
 */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("cookie");
  if (!header) return false;
  const url = new URL(request.url);
  const cookies = parse(header);
  return (["shopper", "admin"] as const).some((kind) => Boolean(cookies[sessionCookieName(kind, url)]));
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

export interface PageCacheOptions {
  profile: Profile;
  /** The build's version (`/version.json`). */
  build: string;
  kv: KVNamespace;
  cache: Cache;
  /** A request that carries a session renders fresh: its page may show prices or a name. */
  isPersonal: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** A stored page as the memory tier keeps it: the bytes, read once, and what goes with them. */
interface HotPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * The first tier: pages this isolate stored or found in the edge cache, kept in memory (at most
 * 8 MiB, least recently used out first) under the same versioned keys, so a hot page costs
 * neither a KV read nor a Cache API lookup. Invalidation is the same: a new version, new keys.
 */
const hotPages = new LRUCache<string, HotPage>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (page) => page.body.byteLength + 1,
  ttl: edgeTtlSeconds * 1000,
});

async function toHotPage(response: Response): Promise<HotPage> {
  return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
}

/** A kept page as the answer to a hit: browsers revalidate, and the header says which path served. */
function fromHotPage(page: HotPage): Response {
  const headers = new Headers(page.headers);
  headers.set("cache-control", "public, no-cache");
  headers.set("x-page-cache", "HIT");
  return new Response(page.body, { status: page.status, headers });
}

/**
 * Serves public GET pages from the edge cache (ARCHITECTURE.md §4): a guest's page is the same for
 * every guest, so it is rendered once per catalogue version. Personal requests, private paths,
 * non-200 answers and answers that set cookies or say private/no-store always bypass the cache.
 * Browsers revalidate every time (`no-cache`) so a write is visible on the next page view.
 */
export async function servePageCached(request: Request, render: () => Promise<Response>, options: PageCacheOptions) {
  const url = new URL(request.url);
  if (request.method !== "GET" || options.isPersonal || !isCacheablePath(url.pathname, options.profile)) {
    return render();
  }
  const key = pageCacheKey(url, options.profile, options.build, await getCatalogueVersion(options.kv));
  const hot = hotPages.get(key.url);
  if (hot) return fromHotPage(hot);
  const hit = await options.cache.match(key);
  if (hit) {
    const page = await toHotPage(hit);
    hotPages.set(key.url, page);
    return fromHotPage(page);
  }

  const response = await render();
  const cacheControl = response.headers.get("cache-control") ?? "";
  const isStorable =
    response.status === 200 && !response.headers.has("set-cookie") && !/private|no-store/i.test(cacheControl);
  if (!isStorable) return response;
  const stored = withHeaders(response, { "cache-control": `public, max-age=${edgeTtlSeconds}` });
  const copy = stored.clone();
  options.waitUntil(
    Promise.all([options.cache.put(key, stored.clone()), toHotPage(copy).then((page) => hotPages.set(key.url, page))]),
  );
  return withHeaders(stored, { "cache-control": "public, no-cache", "x-page-cache": "MISS" });
}
