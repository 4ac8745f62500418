// The salesperson's installable app (decision 0097): registers the service worker (src/service-worker/sw.ts)
// on the salesperson's pages only. The page that installs it was loaded before the worker ran, so it
// asks the worker to keep itself and the built assets it loads, for the next time there is no network.
const isBuiltAsset = (name: string) =>
  new URL(name).origin === location.origin && new URL(name).pathname.startsWith("/_astro/");

const register = async () => {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (navigator.serviceWorker.controller) return;
  // Once active, the worker claims this page: from then on every fetch goes through it and is kept
  // there. What the page fetched before, and what was still on its way (an island's scripts), the
  // page hands over as each arrives (Workbox's CACHE_URLS message, src/service-worker/sw.ts).
  if (!registration.active) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  }
  const keep = (urlsToCache: (string | [string, RequestInit])[]) =>
    registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
  keep([[location.href, { headers: { accept: "text/html" } }]]);
  new PerformanceObserver((entries) => {
    const assets = entries
      .getEntries()
      .map((entry) => entry.name)
      .filter(isBuiltAsset);
    if (assets.length > 0) keep(assets);
  }).observe({ type: "resource", buffered: true });
};

if ("serviceWorker" in navigator && import.meta.env.PROD) void register().catch(() => undefined);
