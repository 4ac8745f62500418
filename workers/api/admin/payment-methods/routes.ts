import { Hono } from "hono";
import {
  PaymentMethodInput,
  PaymentMethodListQuery,
  PaymentMethodPatch,
  PaymentMethodZonesInput,
} from "../../../../core/contracts/admin/payment-methods.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { translator } from "../resource-kit.ts";
import { getPaymentMethod, listMethodZones, listPaymentMethods } from "./list-payment-methods.ts";
import {
  createPaymentMethod,
  deletePaymentMethod,
  gatewayStates,
  replaceMethodZones,
  updatePaymentMethod,
} from "./write-payment-method.ts";

/**
 * /api/admin/payment-methods (SPEC §3 Payment method; SPEC §2 settings/payment-methods, `/add`,
 * `/{id}` and `/assign-zones/{id}`; decision 0089), on the admin resource convention (decision
 * 0054), and `GET /{id}/zones` and `PUT /{id}/zones` (`{ zoneIds }`): every delivery zone, saying
 * whether the method is offered there; the PUT replaces the method's zones in one batch. Checkout
 * reads the methods on every quote: no catalogue version to bump.
 */
export const paymentMethodRoutes = resourceRoutes({
  contracts: { listQuery: PaymentMethodListQuery, input: PaymentMethodInput, patch: PaymentMethodPatch },
  list: (r, query) => listPaymentMethods(r.db, query, r.locale),
  read: (r, id) => getPaymentMethod(r.db, id),
  create: (r, input) => createPaymentMethod(r, input),
  update: (r, id, { input }) => updatePaymentMethod(r, id, input),
  remove: (r, id) => deletePaymentMethod(r.db, id, r.t),
  isCatalogue: false,
})
  .get("/:id/zones", access("admin"), async (c) => {
    const zones = await listMethodZones(c.var.db, pathId(c));
    if (!zones) throw new AppError("not_found");
    return ok(c, zones);
  })
  .put("/:id/zones", access("admin"), validate(PaymentMethodZonesInput), async (c) => {
    await replaceMethodZones(c.var.db, pathId(c), c.req.valid("json").zoneIds, translator(c));
    return ok(c, (await listMethodZones(c.var.db, pathId(c))) ?? []);
  });

/**
 * GET /api/admin/payment-gateways: which gateways this deployment has keys for, so the payment
 * method form switches an online method on only through one of them (decision 0089).
 */
export const paymentGatewayRoutes = new Hono<ApiEnv>().get("/", access("admin"), (c) => ok(c, gatewayStates(c.env)));
