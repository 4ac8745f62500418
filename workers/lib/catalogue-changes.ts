// Catalogue changes (issue #9 item 7; decisions 0004, 0010, 0025): after a write to what shoppers
// see (products, categories, brands, menus, slides, tags, units, options, settings, the company
// profile, content pages …) the cached pages must go and the search index must follow.
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import type { RequestVariables } from "../api/env.ts";
import { syncProductSearch } from "../../db/sync-product-search.ts";
import { bumpCatalogueVersion } from "./page-cache.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one hook after a catalogue write: bumps the catalogue version (every cached page is
 * orphaned at once) and drains the search queue the triggers filled. The version is bumped
 * before the answer leaves, so the writer's next page is fresh; a failed drain is only logged,
 * because the queue keeps the products for the next drain (the scheduled job's or a later write's).
 */
export async function afterCatalogueChange(env: Pick<Env, "KV">, db: Db) {
  await bumpCatalogueVersion(env.KV);
  try {
    await syncProductSearch(db);
  } catch (error) {
    console.error("Search index drain after a catalogue write failed; the queue keeps it", error);
  }
}

/**
 * Middleware: runs `afterCatalogueChange` once a state-changing request (anything but GET, HEAD,
 * OPTIONS) has succeeded (2xx or a redirect), unless the route said it changed nothing
 * (`c.set("catalogueUnchanged", true)`: a CSV import's dry run). Attached by `catalogueRoutes()` to
 * every admin domain that writes catalogue data, so such a route gets it by construction.
 */
export function catalogueChanges(): MiddlewareHandler<{ Bindings: Env; Variables: RequestVariables }> {
  return async (c, next) => {
    await next();
    if (safeMethods.has(c.req.method) || c.error || c.res.status >= 400) return;
    if (c.get("catalogueUnchanged")) return;
    await afterCatalogueChange(c.env, c.var.db);
  };
}
