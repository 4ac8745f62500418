import { Hono } from "hono";
import { SkuLookup } from "../../../core/contracts/cart.ts";
import { getProfile } from "../../../core/profiles.ts";
import { isoDayOf } from "../../../i18n/dates.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access, readOrdererSession } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { canSeeStock, getPurchaseProduct, purchaseBuyer } from "./get-purchase-product.ts";
import { lookUpSkus } from "./look-up-skus.ts";

/**
 * Adding to the cart (issue #10 items 2, 3): the live purchase data beside the cached catalogue
 * pages (decision 0050). Personal (prices, stock) and of the moment, so never cached. Public like
 * the catalogue: prices for sessions that may see them (SPEC §1), stock and limits for approved
 * buyers, salespeople and an admin taking a phone order (decision 0098). A signed-in customer sees
 * their price lists' prices (decision 0101); a salesperson or admin, who names no customer here,
 * the shelf's.
 */
export const purchase = new Hono<ApiEnv>()
  .use(noStore())
  .get("/products/:id", access("public"), async (c) => {
    const shopper = readOrdererSession(c).then((found) => found?.shopper ?? null);
    const today = isoDayOf(Date.now(), getProfile(c.env.PROFILE));
    return ok(c, await getPurchaseProduct(c.var.db, requestLocale(c.req.raw, c.env), pathId(c), shopper, today));
  })
  // The quick order pad's codes (decision 0051); a POST, as up to 500 codes do not fit a URL
  .post("/lookup", access("public"), validate(SkuLookup), async (c) => {
    const shopper = (await readOrdererSession(c))?.shopper ?? null;
    const { skus } = c.req.valid("json");
    return ok(
      c,
      await lookUpSkus(c.var.db, skus, requestLocale(c.req.raw, c.env), {
        canSeePrices: shopper?.canSeePrices ?? false,
        canSeeStock: canSeeStock(purchaseBuyer(shopper)),
        pricesFor: {
          customerId: shopper?.kind === "customer" ? shopper.id : null,
          today: isoDayOf(Date.now(), getProfile(c.env.PROFILE)),
        },
      }),
    );
  });
