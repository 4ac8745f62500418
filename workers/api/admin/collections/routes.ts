import { Hono } from "hono";
import { AdminCollectionQuery, CollectionVoid, type CollectionReceipt } from "../../../../core/contracts/sales.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { confirmCollection, voidCollection } from "../../collections/change-collection.ts";
import { readReceipt } from "../../collections/collection-rows.ts";
import { listCollections } from "../../collections/list-collections.ts";
import type { ApiEnv } from "../../env.ts";

/** Any collection's receipt, or 404. */
async function receipt(db: Db, id: number, locale: Locale): Promise<CollectionReceipt> {
  const found = await readReceipt(db, id, undefined, locale);
  if (!found) throw new AppError("not_found");
  return found;
}

/**
 * The office's side of collections (issue #22 item 6, decision 0094), mounted on
 * /api/admin/collections: the list to reconcile (filters salesperson, customer, method, state,
 * days; sorts; paging; counts per state), a receipt, POST /{id}/confirm (the money arrived: its
 * allocations become the orders' payments) and POST /{id}/void `{ reason }` (recorded ones only).
 * Every write answers the receipt as it is now.
 */
export const collectionDesk = new Hono<ApiEnv>()
  .get("/", access("admin"), validate(AdminCollectionQuery, { target: "query" }), async (c) =>
    ok(c, await listCollections(c.var.db, c.req.valid("query"), undefined)),
  )
  .get("/:id", access("admin"), async (c) => ok(c, await receipt(c.var.db, pathId(c), requestLocale(c.req.raw, c.env))))
  .post("/:id/confirm", access("admin"), async (c) => {
    const id = pathId(c);
    await confirmCollection(c.var.db, id, c.var.admin);
    return ok(c, await receipt(c.var.db, id, requestLocale(c.req.raw, c.env)));
  })
  .post("/:id/void", access("admin"), validate(CollectionVoid), async (c) => {
    const id = pathId(c);
    const { id: adminId, name } = c.var.admin;
    await voidCollection(c.var.db, id, c.req.valid("json").reason, { kind: "admin", id: adminId, name });
    return ok(c, await receipt(c.var.db, id, requestLocale(c.req.raw, c.env)));
  });
