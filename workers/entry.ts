import { handle } from "@astrojs/cloudflare/handler";
import { api } from "./api/app.ts";
import { runScheduledJobs } from "./jobs/run-scheduled-jobs.ts";
import { dropInlineIslandStyle } from "./lib/drop-inline-island-style.ts";
import { pageCacheStorage, servePageCached } from "./lib/page-cache.ts";
import { getProfile } from "../core/profiles.ts";
import { withSecurityHeaders } from "./lib/security-headers.ts";

/** Paths the Hono app answers; everything else is Astro's or a static asset's. */
const isHonoPath = (pathname: string) =>
  pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/");

/** The one Worker of a profile (ARCHITECTURE.md §1). */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const response = isHonoPath(url.pathname)
      ? await api.fetch(request, env, ctx)
      : await servePageCached(request, async (page) => dropInlineIslandStyle(await handle(page, env, ctx)), {
          profile: getProfile(env.PROFILE),
          build: __APP_VERSION__,
          kv: env.KV,
          cache: await pageCacheStorage(),
          secret: env.CLAIM_SECRET,
          // PAGE_CACHE=off lets the benchmark measure uncached rendering of the same build.
          isDisabled: env.PAGE_CACHE === "off",
          waitUntil: (promise) => ctx.waitUntil(promise),
        });
    return withSecurityHeaders(response, url);
  },
  async scheduled(_controller, env) {
    // Each job runs isolated from the others; failures are logged, never stop the rest.
    await runScheduledJobs(env);
  },
} satisfies ExportedHandler<Env>;
