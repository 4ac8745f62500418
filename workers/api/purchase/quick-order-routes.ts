import { Hono } from "hono";
import { SkuLookup } from "../../../core/contracts/cart.ts";
import { getDb } from "../../lib/db.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access, readShopperSession } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { lookUpSkus } from "./look-up-skus.ts";

/**
 * POST /api/purchase/lookup, the quick order pad's (issue #10 item 3), beside the purchase routes
 * of workers/api/purchase/routes.ts. Public like the catalogue it reads: titles, case sizes and
 * minimums for anyone; prices for sessions that may see them (SPEC §1), stock and limits for
 * approved buyers and salespeople (issue #10 item 2). A POST: up to 500 codes do not fit a URL.
 */
export const quickOrder = new Hono<ApiEnv>()
  .use(noStore())
  .post("/lookup", access("public"), validate(SkuLookup), async (c) => {
    const db = getDb(c.env);
    const shopper = (await readShopperSession(c))?.shopper;
    const canSeeStock =
      shopper?.kind === "salesperson" || (shopper?.kind === "customer" && shopper.status === "approved");
    const { skus } = c.req.valid("json");
    return ok(
      c,
      await lookUpSkus(db, skus, requestLocale(c.req.raw, c.env), {
        canSeePrices: shopper?.canSeePrices ?? false,
        canSeeStock,
      }),
    );
  });
