import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../../../db/client.ts";
import { shippingZones } from "../../../../db/schema/index.ts";
import { ok } from "../../../lib/http/respond.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";

/** A delivery zone as the order desk names it (SPEC §3 Shipping zone: its name). */
export interface ShippingZoneName {
  id: number;
  name: string;
}

/** Every delivery zone by name: the choices of the orders list's zone filter. */
export async function listShippingZoneNames(db: Db): Promise<ShippingZoneName[]> {
  return db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZones)
    .orderBy(asc(shippingZones.name), asc(shippingZones.id));
}

/**
 * GET /api/admin/shipping-zones: the zones by name, read-only, for the order desk's filter
 * (decision 0081); their own screens (SPEC §2 `shipping-zones`, `/add`, `/{id}`) come later.
 */
export const shippingZoneList = new Hono<ApiEnv>().get("/", access("admin"), async (c) =>
  ok(c, await listShippingZoneNames(c.var.db)),
);
