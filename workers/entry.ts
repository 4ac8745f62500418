import { handle } from "@astrojs/cloudflare/handler";
import { api } from "./api/app.ts";
import { deleteExpiredCredentials } from "./jobs/delete-expired-credentials.ts";
import { getDb } from "./lib/db.ts";
import { withSecurityHeaders } from "./lib/security-headers.ts";

/** Paths the Hono app answers; everything else is Astro's or a static asset's. */
const isHonoPath = (pathname: string) =>
  pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/");

/** The one Worker of a profile (ARCHITECTURE.md §1). */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const response = isHonoPath(url.pathname) ? await api.fetch(request, env, ctx) : await handle(request, env, ctx);
    return withSecurityHeaders(response, url);
  },
  async scheduled(_controller, env) {
    const deleted = await deleteExpiredCredentials(getDb(env));
    console.log("Deleted expired credentials", deleted);
  },
} satisfies ExportedHandler<Env>;
