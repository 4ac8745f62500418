import { Hono } from "hono";
import { ShipmentInput } from "../../../../core/contracts/admin/shipments.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { createShipment } from "./create-shipment.ts";

/**
 * Shipments (issue #20 items 1 and 4, decision 0084), mounted on /api/admin/shipments: POST makes
 * an order's shipment through its carrier, once; the order's detail (GET /api/admin/orders/{id})
 * carries it afterwards. A profile without `isShipmentEnabled` (SPEC §9) has no shipments: 404.
 */
export const shipmentRoutes = new Hono<ApiEnv>().post("/", access("admin"), validate(ShipmentInput), async (c) => {
  if (!getProfile(c.env.PROFILE).flags.isShipmentEnabled) throw new AppError("not_found");
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  const shipment = await createShipment(c.var.db, c.req.valid("json"), { admin: c.var.admin, t, env: c.env });
  return ok(c, shipment, { status: 201 });
});
