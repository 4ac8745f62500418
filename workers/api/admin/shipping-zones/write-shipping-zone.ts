import { asc, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ringCorners, polygonProblem } from "../../../../core/checkout/zone-polygon.ts";
import type {
  RateInput,
  ShippingZoneInput,
  ShippingZonePatch,
} from "../../../../core/contracts/admin/shipping-zones.ts";
import { getProfile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { cities, galleryImages, shippingRates, shippingZones, zoneCities } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ResourceRequest } from "../resource-routes.ts";
import { insertedId, missingIds, refusingTaken, refusingUnknown, type Translate } from "../resource-kit.ts";

type Statement = BatchItem<"sqlite">;
type ZoneShape = Pick<ShippingZoneInput, "definitionMethod" | "polygon" | "cities">;

/**
 * The zone's shape as the profile allows it (decision 0091): a polygon only where admins may draw
 * one (`isAdminPolygonDrawable`), closed, not crossing itself and inside the profile's region;
 * cities only from the profile's list. Refused at the field.
 */
async function refuseShape(r: ResourceRequest, zone: ZoneShape) {
  const profile = getProfile(r.env.PROFILE);
  const fields: Record<string, string> = {};
  if (zone.definitionMethod === "polygon") {
    if (!profile.flags.isAdminPolygonDrawable) {
      fields["definitionMethod"] = r.t("admin.shippingZones.polygon.unavailable");
    } else {
      const problem = polygonProblem(zone.polygon ?? [], profile.region);
      if (problem) fields["polygon"] = r.t(problem);
    }
  }
  const given = zone.cities ?? [];
  const missing = await missingIds(
    r.db,
    cities,
    given.map((city) => city.cityId),
  );
  given.forEach((city, index) => {
    if (missing.has(city.cityId)) fields[`cities.${index}.cityId`] = r.t("admin.unknownItem");
  });
  if (Object.keys(fields).length > 0) throw new AppError("invalid_input", fields);
}

/** The zone's row as written: a general zone keeps no polygon, a drawn one its corners once each. */
function zoneValues(zone: ZoneShape & Partial<Pick<ShippingZoneInput, "name" | "imageId" | "priority">>) {
  return {
    ...(zone.name === undefined ? {} : { name: zone.name }),
    ...(zone.imageId === undefined ? {} : { imageId: zone.imageId }),
    ...(zone.priority === undefined ? {} : { priority: zone.priority }),
    definitionMethod: zone.definitionMethod,
    polygon: zone.definitionMethod === "polygon" ? ringCorners(zone.polygon ?? []) : null,
  };
}

/** The statements that give a zone exactly these cities (none for a drawn zone) and rate bands. */
function contentWrites(db: Db, zoneId: number | SQL<number>, zone: ZoneShape, rates: readonly RateInput[]) {
  const zoneCityRows = zone.definitionMethod === "general" ? (zone.cities ?? []) : [];
  return [
    ...(typeof zoneId === "number"
      ? [
          db.delete(zoneCities).where(eq(zoneCities.zoneId, zoneId)),
          db.delete(shippingRates).where(eq(shippingRates.zoneId, zoneId)),
        ]
      : []),
    ...(zoneCityRows.length ? [db.insert(zoneCities).values(zoneCityRows.map((city) => ({ ...city, zoneId })))] : []),
    db.insert(shippingRates).values(
      rates.map((rate) => ({
        ...(rate.id === undefined ? {} : { id: rate.id }),
        zoneId,
        minOrderAmount: rate.minOrderAmount,
        maxOrderAmount: rate.maxOrderAmount ?? null,
        charge: rate.charge,
        minDeliveryDays: rate.minDeliveryDays,
        maxDeliveryDays: rate.maxDeliveryDays,
      })),
    ),
  ];
}

/** A zone's name may be taken and its image may be gone: both refused at their fields. */
function refusing<T>(db: Db, write: () => Promise<T>, imageId: number | null | undefined, t: Translate) {
  return refusingTaken(
    () =>
      refusingUnknown(
        db,
        write,
        { imageId: { table: galleryImages, id: imageId, message: "validation.image.required" } },
        t,
      ),
    { "shipping_zones.name": "name" },
    t,
  );
}

/** Creates a zone with its cities and rate bands in one batch; answers its id. */
export async function createShippingZone(r: ResourceRequest, input: ShippingZoneInput) {
  await refuseShape(r, input);
  const { db } = r;
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db
          .insert(shippingZones)
          .values({ ...zoneValues(input), name: input.name })
          .returning({ id: shippingZones.id }),
        ...contentWrites(db, insertedId(shippingZones), input, input.rates),
      ]),
    input.imageId,
    r.t,
  );
  if (!created) throw new Error("The shipping zone insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT) or changes (PATCH) a zone. The rate bands, when given, are the whole list: a band
 * keeps its id, new ones have none, and the first and last bands stored cannot be left out (SPEC
 * §8 "Cannot delete first or last rate"; their amounts may change). A PATCH's shape is checked as
 * the zone will be (its given fields over the stored ones).
 */
export async function updateShippingZone(r: ResourceRequest, id: number, input: ShippingZonePatch) {
  const { db, t } = r;
  const [[stored], storedCities, storedRates] = await db.batch([
    db.select().from(shippingZones).where(eq(shippingZones.id, id)),
    db.select({ cityId: zoneCities.cityId, rule: zoneCities.rule }).from(zoneCities).where(eq(zoneCities.zoneId, id)),
    db
      .select({ id: shippingRates.id })
      .from(shippingRates)
      .where(eq(shippingRates.zoneId, id))
      .orderBy(asc(shippingRates.minOrderAmount)),
  ]);
  if (!stored) throw new AppError("not_found");
  const shape: ZoneShape = {
    definitionMethod: input.definitionMethod ?? stored.definitionMethod,
    polygon: input.polygon === undefined ? stored.polygon : input.polygon,
    cities: input.cities ?? storedCities,
  };
  await refuseShape(r, shape);
  const rates = input.rates;
  if (rates) {
    const storedIds = new Set(storedRates.map((rate) => rate.id));
    const unknown = rates.flatMap((rate, index) =>
      rate.id !== undefined && !storedIds.has(rate.id) ? [[`rates.${index}.id`, t("admin.unknownItem")]] : [],
    );
    if (unknown.length > 0) throw new AppError("invalid_input", Object.fromEntries(unknown));
    const kept = new Set(rates.map((rate) => rate.id));
    const ends = [storedRates[0], storedRates.at(-1)].flatMap((rate) => (rate ? [rate.id] : []));
    if (ends.some((end) => !kept.has(end))) throw new AppError("rate_first_last", undefined, undefined, "rates");
  }
  const storedRateRows = rates ? [] : await db.select().from(shippingRates).where(eq(shippingRates.zoneId, id));
  const statements: Statement[] = [
    db
      .update(shippingZones)
      .set({ ...zoneValues({ ...input, ...shape }), updatedAt: Date.now() })
      .where(eq(shippingZones.id, id)),
    ...contentWrites(db, id, shape, rates ?? storedRateRows),
  ];
  await refusing(db, () => db.batch(statements as [Statement, ...Statement[]]), input.imageId, t);
}

/** Deletes a zone with its cities and rate bands; placed orders keep its name (their snapshot). */
export async function deleteShippingZone(db: Db, id: number) {
  const [deleted] = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
  if (!deleted) throw new AppError("not_found");
}
