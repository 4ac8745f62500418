import { Hono } from "hono";
import { siteSettings } from "../../../db/schema/index.ts";
import { access, readShopperSession } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { toTheme } from "../../../core/theme.ts";
import { getCategory } from "./get-category.ts";
import { getProductDetails } from "./get-product-details.ts";
import { parseProductQuery } from "./parse-product-query.ts";

/** Every money field the catalogue answers carry; a guest's JSON leaves them out entirely (SPEC §1). */
const priceKeys = new Set(["price", "discountPrice", "priceDelta"]);

/** A JSON body, without price fields unless the session may see prices (docs/decisions/0008). */
function catalogueJson(data: unknown, canSeePrices: boolean): string {
  return JSON.stringify({ data }, canSeePrices ? undefined : (key, value) => (priceKeys.has(key) ? undefined : value));
}

const jsonHeaders = { "content-type": "application/json; charset=utf-8" };

/**
 * JSON twins of the catalogue pages at the URLs SPEC §2 fixes (/api/category/{category},
 * /api/productDetails/{slug}, mounted at /api): the same query functions the Astro pages call, in
 * the language of Accept-Language (SPEC §7). They live with the catalogue's reads (decision 0022).
 */
export const catalogue = new Hono<ApiEnv>()
  .get("/productDetails/:slug", access("public"), async (c) => {
    const db = getDb(c.env);
    const canSeePrices = (await readShopperSession(c))?.shopper.canSeePrices ?? false;
    const product = await getProductDetails(db, requestLocale(c.req.raw, c.env), c.req.param("slug"), {
      canSeePrices,
    });
    if (!product) throw new AppError("not_found");
    return c.body(catalogueJson(product, canSeePrices), 200, jsonHeaders);
  })
  .get("/category/:category", access("public"), async (c) => {
    const db = getDb(c.env);
    const canSeePrices = (await readShopperSession(c))?.shopper.canSeePrices ?? false;
    const settings = await db.select({ theme: siteSettings.theme }).from(siteSettings).limit(1);
    const query = parseProductQuery(new URL(c.req.url).searchParams, { canSeePrices });
    const category = await getCategory(db, requestLocale(c.req.raw, c.env), c.req.param("category"), query, {
      pageSize: toTheme(settings[0]?.theme).perPage,
      canSeePrices,
    });
    if (!category) throw new AppError("not_found");
    return c.body(catalogueJson(category, canSeePrices), 200, jsonHeaders);
  });
