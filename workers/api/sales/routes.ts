import { Hono } from "hono";
import {
  CollectionInput,
  CollectionVoid,
  SalesCollectionQuery,
  SalesCustomerQuery,
  SalesOrderQuery,
  SalesReturnQuery,
  SalesCustomerRegistration,
  SalesReturnRequest,
  type CollectionReceipt,
} from "../../../core/contracts/sales.ts";
import { approvalFormMaxBytes } from "../../../core/contracts/account.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import type { Db } from "../../../db/client.ts";
import type { Locale } from "../../../core/profiles.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { appUrl } from "../../lib/http/app-url.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { largeBody } from "../../lib/http/read-body.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { brake } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { approvalFormMultipartOverhead } from "../account/approval-file.ts";
import { access } from "../auth/access.ts";
import { accountLimits } from "../auth/limits.ts";
import type { Shopper } from "../auth/shopper.ts";
import { collectionScope, voidCollection, type CollectionActor } from "../collections/change-collection.ts";
import { readReceipt } from "../collections/collection-rows.ts";
import { emailReceipt } from "../collections/email-receipt.ts";
import { listCollections } from "../collections/list-collections.ts";
import { recordCollection } from "../collections/record-collection.ts";
import type { ApiEnv } from "../env.ts";
import { salesOrderLists } from "../order-lists/routes.ts";
import { salesQuotes } from "../quotes/routes.ts";
import { listSalesCustomers } from "./list-customers.ts";
import { listSalesOrders } from "./list-orders.ts";
import { readSalesOrder } from "./read-order.ts";
import { readSalesCustomer } from "./read-customer.ts";
import { registerSalesCustomer } from "./register-customer.ts";
import { listSalesReturns, requestSalesReturn } from "./returns.ts";
import { salesStats } from "./stats.ts";

/** The signed-in salesperson as who moves a collection. */
const salespersonActor = (shopper: Shopper): CollectionActor => ({
  kind: "salesperson",
  id: shopper.id,
  name: `${shopper.firstName} ${shopper.lastName}`,
});

/** One of the salesperson's receipts, or 404. */
async function receipt(db: Db, id: number, shopper: Shopper, locale: Locale): Promise<CollectionReceipt> {
  const found = await readReceipt(db, id, collectionScope(salespersonActor(shopper)), locale);
  if (!found) throw new AppError("not_found");
  // A colleague's collection of a customer now theirs is shown, not voided (decision 0094)
  return { ...found, canVoid: found.canVoid && found.salesperson.id === shopper.id };
}

/**
 * /api/sales: the signed-in salesperson's own area (SPEC §6 "manages own customers, returns,
 * collections"; issue #22, decision 0094). Everything is scoped to their customers: another
 * salesperson's customer, order, return or collection answers 404 as if it did not exist.
 * Orders for a customer go through POST /api/orders with `customerId`.
 */
export const sales = new Hono<ApiEnv>()
  .use(noStore())
  .get("/customers", access("salesperson"), validate(SalesCustomerQuery, { target: "query" }), async (c) =>
    ok(c, await listSalesCustomers(c.var.db, c.var.shopper.id, c.req.valid("query"), c.env.PROFILE)),
  )
  .post(
    "/customers",
    access("salesperson"),
    // Refused while streaming, before a byte of an oversized form is buffered (as the customer's upload)
    largeBody(approvalFormMaxBytes + approvalFormMultipartOverhead, "file_too_large"),
    validate(SalesCustomerRegistration),
    async (c) => {
      await brake(c, [[accountLimits.registerPerSalesperson, String(c.var.shopper.id)]]);
      const locale = requestLocale(c.req.raw, c.env);
      const id = await registerSalesCustomer(c.var.db, await workerPasswordHasher(), c.req.valid("json"), {
        salespersonId: c.var.shopper.id,
        t: useTranslations(locale),
        profileLanguage: getProfile(c.env.PROFILE).language,
        env: c.env,
        resetUrl: (token, address, emailLocale) =>
          appUrl(c, `/password/reset/${token}/${encodeURIComponent(address)}`, emailLocale),
      });
      const created = await readSalesCustomer(c.var.db, c.var.shopper.id, id, c.env.PROFILE);
      return ok(c, created.customer, { status: 201 });
    },
  )
  .get("/customers/:id", access("salesperson"), async (c) =>
    ok(c, await readSalesCustomer(c.var.db, c.var.shopper.id, pathId(c), c.env.PROFILE)),
  )
  // Decision 0099: the order lists the salesperson keeps for one of their customers
  .route("/customers/:customerId/lists", salesOrderLists)
  .route("/quotes", salesQuotes)
  .get("/orders", access("salesperson"), validate(SalesOrderQuery, { target: "query" }), async (c) =>
    ok(c, await listSalesOrders(c.var.db, c.var.shopper.id, c.req.valid("query"))),
  )
  .get("/orders/:id", access("salesperson"), async (c) =>
    ok(
      c,
      await readSalesOrder(c.var.db, c.var.shopper.id, pathId(c), {
        locale: requestLocale(c.req.raw, c.env),
        isOrderRefundable: getProfile(c.env.PROFILE).flags.isOrderRefundable,
      }),
    ),
  )
  .get("/returns", access("salesperson"), validate(SalesReturnQuery, { target: "query" }), async (c) =>
    ok(c, await listSalesReturns(c.var.db, c.var.shopper.id, c.req.valid("query"))),
  )
  .post("/returns", access("salesperson"), validate(SalesReturnRequest), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const created = await requestSalesReturn(c.var.db, c.var.shopper.id, c.req.valid("json"), {
      t: useTranslations(locale),
      profile: getProfile(c.env.PROFILE),
      locale,
    });
    return ok(c, created, { status: 201 });
  })
  .get("/collections", access("salesperson"), validate(SalesCollectionQuery, { target: "query" }), async (c) =>
    ok(c, await listCollections(c.var.db, c.req.valid("query"), collectionScope(salespersonActor(c.var.shopper)))),
  )
  .post("/collections", access("salesperson"), validate(CollectionInput), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const id = await recordCollection(c.var.db, c.req.valid("json"), {
      salespersonId: c.var.shopper.id,
      profile: c.env.PROFILE,
      locale,
      t: useTranslations(locale),
    });
    return ok(c, await receipt(c.var.db, id, c.var.shopper, locale), { status: 201 });
  })
  .get("/collections/:id", access("salesperson"), async (c) =>
    ok(c, await receipt(c.var.db, pathId(c), c.var.shopper, requestLocale(c.req.raw, c.env))),
  )
  .post("/collections/:id/void", access("salesperson"), validate(CollectionVoid), async (c) => {
    const id = pathId(c);
    await voidCollection(c.var.db, id, c.req.valid("json").reason, salespersonActor(c.var.shopper));
    return ok(c, await receipt(c.var.db, id, c.var.shopper, requestLocale(c.req.raw, c.env)));
  })
  .post("/collections/:id/email", access("salesperson"), async (c) => {
    const sentTo = await emailReceipt(c.var.db, pathId(c), salespersonActor(c.var.shopper), c.env.PROFILE);
    return ok(c, { sentTo }, { status: 202 });
  })
  .get("/stats", access("salesperson"), async (c) =>
    ok(c, await salesStats(c.var.db, c.var.shopper.id, c.env.PROFILE)),
  );
