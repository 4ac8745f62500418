import { Hono } from "hono";
import {
  ShippingZoneInput,
  ShippingZoneListQuery,
  ShippingZonePatch,
} from "../../../../core/contracts/admin/shipping-zones.ts";
import { ok } from "../../../lib/http/respond.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { resourceRoutes } from "../resource-routes.ts";
import {
  getShippingZone,
  listShippingZoneNames,
  listShippingZones,
  shippingZoneContext,
} from "./list-shipping-zones.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { createShippingZone, deleteShippingZone, updateShippingZone } from "./write-shipping-zone.ts";

/**
 * Lookups beside /api/admin/shipping-zones, not under it: a static `/shipping-zones/names` next to
 * `/shipping-zones/:id` kept the app off Hono's RegExpRouter (decision 0079).
 * - GET /api/admin/shipping-zone-names: every zone by name, for the order desk's filter (decision 0081).
 * - GET /api/admin/shipping-zone-context: what the zone form offers in this profile (decision 0091):
 *   whether zones are drawn, the region the map opens on, the profile's cities, and the drawn zones
 *   (shown faintly behind the one edited, so overlaps are seen).
 */
export const shippingZoneLookups = new Hono<ApiEnv>()
  .get("/shipping-zone-names", access("admin"), async (c) => ok(c, await listShippingZoneNames(c.var.db)))
  .get("/shipping-zone-context", access("admin"), async (c) =>
    ok(c, await shippingZoneContext(c.var.db, getProfile(c.env.PROFILE), requestLocale(c.req.raw, c.env))),
  );

/**
 * /api/admin/shipping-zones (SPEC §3 Shipping zone; the admin "shipping-zones" screens, decision
 * 0091). Not catalogue data: no cached page shows a zone, and the quote notices a change by the
 * zones' own version (workers/api/checkout/zone-cache.ts).
 */
export const shippingZoneRoutes = resourceRoutes({
  contracts: { listQuery: ShippingZoneListQuery, input: ShippingZoneInput, patch: ShippingZonePatch },
  isCatalogue: false,
  list: (r, query) => listShippingZones(r.db, query),
  read: (r, id) => getShippingZone(r.db, id),
  create: (r, input) => createShippingZone(r, input),
  update: (r, id, { input }) => updateShippingZone(r, id, input),
  remove: (r, id) => deleteShippingZone(r.db, id),
});
