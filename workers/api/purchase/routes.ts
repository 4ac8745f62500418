import { Hono } from "hono";
import { getDb } from "../../lib/db.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access, readShopperSession } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { getPurchaseProduct } from "./get-purchase-product.ts";

/**
 * Adding to the cart (issue #10 item 2): the live purchase data of a product beside its cached
 * page (decision 0050). Personal (prices, stock) and of the moment, so never cached.
 */
export const purchase = new Hono<ApiEnv>().use(noStore()).get("/products/:id", access("public"), async (c) => {
  const shopper = readShopperSession(c).then((found) => found?.shopper ?? null);
  return ok(c, await getPurchaseProduct(getDb(c.env), requestLocale(c.req.raw, c.env), pathId(c), shopper));
});
