import { Hono } from "hono";
import { catalogueChanges } from "../../lib/catalogue-changes.ts";
import type { ApiEnv } from "../env.ts";

/**
 * A router for an admin domain that writes catalogue data (products, categories, brands, menus,
 * slides, tags, units, options, settings, company profile, content pages …): every successful
 * write through it bumps the catalogue version and drains the search queue (decision 0025).
 * tests/api/catalogue-changes.test.ts fails for any route that writes catalogue rows without it.
 * @example export const brands = catalogueRoutes().post("/", access("admin"), validate(Brand), createBrand)
 */
export function catalogueRoutes() {
  return new Hono<ApiEnv>().use(catalogueChanges());
}
