import { Hono } from "hono";
import { CustomerSearch } from "../../../core/contracts/cart.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { listSalespersonCustomers } from "./list-salesperson-customers.ts";

/**
 * /api/salesperson: the signed-in salesperson's own calls (SPEC §6). For now the customers the
 * cart lets them order for (SPEC §2 "the cart lets a salesperson select the customer"); the rest
 * of their area (returns, collections) is a later issue.
 */
export const salesperson = new Hono<ApiEnv>()
  .use(noStore())
  .get("/customers", access("salesperson"), validate(CustomerSearch, { target: "query" }), async (c) =>
    ok(c, await listSalespersonCustomers(c.var.db, c.var.shopper.id, c.req.valid("query").search ?? null)),
  );
