// The salesperson's installable app (decision 0097): registers the service worker (src/service-worker/sw.ts)
// on the salesperson's pages only. The page that installs it was loaded before the worker ran, so it
// asks the worker to keep itself and the built assets it loaded, for the next time there is no network.
const register = async () => {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (navigator.serviceWorker.controller) return;
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  await new Promise<void>((resolve) => {
    if (worker?.state === "activated") return resolve();
    worker?.addEventListener("statechange", () => worker.state === "activated" && resolve());
  });
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith("/_astro/"));
  const urlsToCache = [[location.href, { headers: { accept: "text/html" } }], ...assets];
  registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
};

if ("serviceWorker" in navigator && import.meta.env.PROD) void register().catch(() => undefined);
