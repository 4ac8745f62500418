import { asc, count, eq, sql } from "drizzle-orm";
import type {
  ShippingZoneContext,
  ShippingZoneDetail,
  ShippingZoneRow,
  shippingZoneSorts,
} from "../../../../core/contracts/admin/shipping-zones.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import { regionBounds } from "../../../../core/checkout/zone-polygon.ts";
import type { Locale, Profile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { listPlaces } from "../../account/list-places.ts";
import { galleryImages, shippingRates, shippingZones, zoneCities } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { adminImage, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

const zone = {
  id: shippingZones.id,
  name: shippingZones.name,
  imageId: shippingZones.imageId,
  imageKey: galleryImages.storageKey,
  definitionMethod: shippingZones.definitionMethod,
  priority: shippingZones.priority,
  polygon: shippingZones.polygon,
  createdAt: shippingZones.createdAt,
};

/** A page of zones, searched by name; a drawn zone's corners come along for its thumbnail. */
export async function listShippingZones(db: Db, query: AdminListQuery<(typeof shippingZoneSorts)[number]>) {
  const window = pageWindow(query);
  const where = searchText(query.search, [shippingZones.name]);
  const [rows, [counted]] = await db.batch([
    db
      .select({
        ...zone,
        rateCount: sql<number>`(select count(*) from ${shippingRates} where ${shippingRates.zoneId} = ${qualified(shippingZones.id)})`,
        cityCount: sql<number>`(select count(*) from ${zoneCities} where ${zoneCities.zoneId} = ${qualified(shippingZones.id)})`,
      })
      .from(shippingZones)
      .leftJoin(galleryImages, eq(galleryImages.id, shippingZones.imageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: shippingZones.name, priority: shippingZones.priority, createdAt: shippingZones.createdAt },
          shippingZones.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(shippingZones).where(where),
  ]);
  const items = rows.map(({ imageId, imageKey, ...row }): ShippingZoneRow => ({
    ...row,
    image: adminImage(imageId, imageKey),
  }));
  return listPage(items, counted?.total ?? 0, window);
}

/** One zone with its cities and its rate bands (by amount), or null. */
export async function getShippingZone(db: Db, id: number): Promise<ShippingZoneDetail | null> {
  const [[row], cities, rates] = await db.batch([
    db
      .select({ ...zone, updatedAt: shippingZones.updatedAt })
      .from(shippingZones)
      .leftJoin(galleryImages, eq(galleryImages.id, shippingZones.imageId))
      .where(eq(shippingZones.id, id)),
    db
      .select({ cityId: zoneCities.cityId, rule: zoneCities.rule })
      .from(zoneCities)
      .where(eq(zoneCities.zoneId, id))
      .orderBy(asc(zoneCities.cityId)),
    db
      .select({
        id: shippingRates.id,
        minOrderAmount: shippingRates.minOrderAmount,
        maxOrderAmount: shippingRates.maxOrderAmount,
        charge: shippingRates.charge,
        minDeliveryDays: shippingRates.minDeliveryDays,
        maxDeliveryDays: shippingRates.maxDeliveryDays,
      })
      .from(shippingRates)
      .where(eq(shippingRates.zoneId, id))
      .orderBy(asc(shippingRates.minOrderAmount)),
  ]);
  if (!row) return null;
  const { imageKey, ...rest } = row;
  return { ...rest, image: adminImage(rest.imageId, imageKey), cities, rates };
}

/** A delivery zone as the order desk names it (SPEC §3 Shipping zone: its name). */
export interface ShippingZoneName {
  id: number;
  name: string;
}

/** Every delivery zone by name: the choices of the orders list's zone filter (decision 0081). */
export async function listShippingZoneNames(db: Db): Promise<ShippingZoneName[]> {
  return db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZones)
    .orderBy(asc(shippingZones.name), asc(shippingZones.id));
}

/** What the zone form offers in a profile (GET /api/admin/shipping-zone-context, decision 0091). */
export async function shippingZoneContext(db: Db, profile: Profile, locale: Locale): Promise<ShippingZoneContext> {
  const [places, drawn] = await Promise.all([
    listPlaces(db, locale, { hasCityData: profile.flags.hasCityData, hasNeighborhoodData: false }),
    db
      .select({ id: shippingZones.id, name: shippingZones.name, polygon: shippingZones.polygon })
      .from(shippingZones)
      .where(eq(shippingZones.definitionMethod, "polygon"))
      .orderBy(asc(shippingZones.name)),
  ]);
  return {
    canDraw: profile.flags.isAdminPolygonDrawable,
    bounds: regionBounds[profile.region],
    cities: places.cities.map(({ id, name }) => ({ id, name })),
    drawn: drawn.flatMap((zone) => (zone.polygon ? [{ ...zone, polygon: zone.polygon }] : [])),
  };
}
