import { handle } from "@astrojs/cloudflare/handler";
import { api } from "./api/app.ts";

/** The one Worker of a profile: /api/* → Hono, everything else → Astro (ARCHITECTURE.md §1). */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    return handle(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
