import { Hono } from "hono";
import { AbandonedCartListQuery } from "../../../../core/contracts/admin/abandoned-carts.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { appUrl } from "../../../lib/http/app-url.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { listCarts } from "./list-carts.ts";
import { readCart } from "./read-cart.ts";
import { remindCart } from "./remind-cart.ts";

/** The cart of a customer, or 404. */
async function detail(db: Db, customerId: number, request: Request, env: Env) {
  const found = await readCart(db, customerId, requestLocale(request, env));
  if (!found) throw new AppError("not_found");
  return found;
}

/**
 * Abandoned carts (issue #21 items 5 and 8, decision 0093), mounted on /api/admin/abandoned-carts:
 * GET / (the list, with counts per state), GET /{id} (a customer's cart: id is the customer's) and
 * POST /{id}/remind (emails the buyer a link back to their cart, once a week at most; answers the
 * cart as it is now). Read-only otherwise: the customer's browser writes the cart.
 */
export const abandonedCartRoutes = new Hono<ApiEnv>()
  .get("/", access("admin"), validate(AbandonedCartListQuery, { target: "query" }), async (c) =>
    ok(c, await listCarts(c.var.db, c.req.valid("query"))),
  )
  .get("/:id", access("admin"), async (c) => ok(c, await detail(c.var.db, pathId(c), c.req.raw, c.env)))
  .post("/:id/remind", access("admin"), async (c) => {
    const id = pathId(c);
    await remindCart(c.var.db, id, { profileKey: c.env.PROFILE, cartUrl: (locale) => appUrl(c, "/cart", locale) });
    return ok(c, await detail(c.var.db, id, c.req.raw, c.env));
  });
