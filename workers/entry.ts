import { handle } from "@astrojs/cloudflare/handler";
import { api } from "./api/app.ts";
import { deleteExpiredCredentials } from "./jobs/delete-expired-credentials.ts";
import { getDb } from "./lib/db.ts";

/** Paths the Hono app answers; everything else is Astro's or a static asset's. */
const isHonoPath = (pathname: string) =>
  pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/");

/** The one Worker of a profile (ARCHITECTURE.md §1). */
export default {
  fetch(request, env, ctx) {
    return isHonoPath(new URL(request.url).pathname) ? api.fetch(request, env, ctx) : handle(request, env, ctx);
  },
  async scheduled(_controller, env) {
    const deleted = await deleteExpiredCredentials(getDb(env));
    console.log("Deleted expired credentials", deleted);
  },
} satisfies ExportedHandler<Env>;
