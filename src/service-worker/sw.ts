// The salesperson's service worker (issue #22 item 4, decision 0097), built by esbuild after
// `astro build` into /sw.js (astro.config.mjs) and registered only by the salesperson's pages
// (src/components/SalesApp.astro). Workbox's router and strategies:
// - the salesperson's pages (./offline-pages.ts): network first, the last answer kept for when the
//   network fails or takes longer than a bad connection should (the area's shell, the last-seen
//   customer list, catalogue, cart and checkout pages); a reload waits for the network;
// - built assets (/_astro/*, named by their hash): cache first;
// - everything else (the API, its writes above all, the back office, sign-in) is not touched.
// Signing in or out drops every kept page first: no user's pages are shown to the next.
import { ExpirationPlugin } from "workbox-expiration";
import { Route, Router } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { isHashedAsset, isKeepable, isOfflinePage, isReload, isSessionChange } from "./offline-pages.ts";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}
declare const self: {
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

export const pageCache = "jumla-sales-pages";
const assetCache = "jumla-sales-assets";

const wholeAnswersOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (isKeepable(response) ? response : null),
};

const isOurs = (url: URL) => url.origin === self.location.origin;
/** A page: a navigation, or the page itself asking its own address to be kept (CACHE_URLS below). */
const isPage = (request: Request) =>
  request.method === "GET" && (request.mode === "navigate" || request.headers.get("accept") === "text/html");

const router = new Router();
const keptPages = { cacheName: pageCache, plugins: [wholeAnswersOnly, new ExpirationPlugin({ maxEntries: 80 })] };
const isKeptPage = (url: URL, request: Request) => isOurs(url) && isPage(request) && isOfflinePage(url.pathname);
// A reload shows the page as it is now, from the kept copy only when the network fails
router.registerRoute(
  new Route(({ url, request }) => isKeptPage(url, request) && isReload(request), new NetworkFirst(keptPages)),
);
router.registerRoute(
  new Route(
    ({ url, request }) => isKeptPage(url, request),
    // A bad connection: after this long, the page kept last time
    new NetworkFirst({ ...keptPages, networkTimeoutSeconds: 4 }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isOurs(url) && isHashedAsset(url.pathname),
    new CacheFirst({ cacheName: assetCache, plugins: [wholeAnswersOnly, new ExpirationPlugin({ maxEntries: 300 })] }),
  ),
);

const dropKept = async () => {
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
};

// Before the router: a sign-in or sign-out passes through untouched, after the kept pages are gone
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (isOurs(url) && isSessionChange(event.request.method, url.pathname)) event.waitUntil(dropKept());
});
router.addFetchListener();
// The first page that registers the worker was loaded before it: it asks for itself and its assets
router.addCacheListener();

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
