// Delivery at checkout (SPEC §3 Shipping zone and rates; issue #10 item 5): which zone covers an
// address, which rate band of that zone the order amount falls in, and the delivery date range.
// Pure rules; the API reads the zones, their cities and rates and calls them (decision 0046).
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { Polygon } from "geojson";
import { ringArea, ringBounds, toGeoJson, type Bounds, type LatLng } from "./zone-polygon.ts";

export type { LatLng } from "./zone-polygon.ts";

/** SPEC §3 shipping zone definition method: general (cities) or a customised polygon. */
export const zoneDefinitionMethods = ["general", "polygon"] as const;
export type ZoneDefinitionMethod = (typeof zoneDefinitionMethods)[number];

/** SPEC §3 shipping zone: cities included or excluded. */
export const zoneCityRules = ["include", "exclude"] as const;
export type ZoneCityRule = (typeof zoneCityRules)[number];

export interface ZoneRule {
  id: number;
  definitionMethod: ZoneDefinitionMethod;
  polygon: readonly LatLng[] | null;
  /** The admin's tie-break between zones that cover an address alike: the higher wins (decision 0091). */
  priority: number;
  /** General zones: the cities they name, each included or excluded (zone_cities). */
  cities: readonly { cityId: number; rule: ZoneCityRule }[];
}

export interface AddressPlace {
  /** The address's city in the profile's city list, when known (by id, or found by its name). */
  cityId: number | null;
  location: LatLng | null;
}

/**
 * Whether `point` lies inside `polygon` (the polygon library's test, over latitude and longitude
 * as plane coordinates: zones are a city's size, where the earth's curve does not matter). A point
 * on an edge or a corner is inside (decision 0091): a zone's drawn border belongs to it.
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[] | Polygon): boolean {
  const geometry = "type" in polygon ? polygon : toGeoJson(polygon);
  return booleanPointInPolygon([point.lng, point.lat], geometry);
}

/**
 * A zone made ready for many quotes (decision 0091): its polygon as the library's geometry, its
 * bounding box (most addresses are ruled out by it without the full test) and its area, worked
 * out once and kept while the zones do not change.
 */
export interface PreparedZone<Z extends ZoneRule = ZoneRule> {
  zone: Z;
  shape: { geometry: Polygon; bounds: Bounds; area: number } | null;
  included: ReadonlySet<number>;
  excluded: ReadonlySet<number>;
}

/** Prepares zones for `findZone`: once per change of the zones, not once per quote. */
export function prepareZones<Z extends ZoneRule>(zones: readonly Z[]): PreparedZone<Z>[] {
  return zones.map((zone) => ({
    zone,
    shape:
      zone.definitionMethod === "polygon" && zone.polygon && zone.polygon.length >= 3
        ? { geometry: toGeoJson(zone.polygon), bounds: ringBounds(zone.polygon), area: ringArea(zone.polygon) }
        : null,
    included: new Set(zone.cities.filter((city) => city.rule === "include").map((city) => city.cityId)),
    excluded: new Set(zone.cities.filter((city) => city.rule === "exclude").map((city) => city.cityId)),
  }));
}

const isWithin = (point: LatLng, box: Bounds) =>
  point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;

/**
 * How closely a zone covers an address, or null when it does not: a polygon that holds the
 * address's location (3), a general zone that includes its city (2), a general zone that lists
 * only exclusions and does not exclude it (1), a general zone with no cities at all (0: it
 * covers everywhere). A zone with included cities covers those only.
 */
export function zoneCoverage(prepared: PreparedZone, place: AddressPlace): number | null {
  const { zone, shape, included, excluded } = prepared;
  if (zone.definitionMethod === "polygon") {
    if (!shape || !place.location || !isWithin(place.location, shape.bounds)) return null;
    return isPointInPolygon(place.location, shape.geometry) ? 3 : null;
  }
  if (included.size > 0) return place.cityId !== null && included.has(place.cityId) ? 2 : null;
  if (excluded.size > 0) return place.cityId === null || !excluded.has(place.cityId) ? 1 : null;
  return 0;
}

/**
 * The zone that delivers to an address, null when none does (decision 0091): the closest cover
 * (polygon, included city, not excluded, everywhere); between zones that cover alike, the higher
 * priority the admin set, then the smaller polygon (overlapping drawings: the finer one wins),
 * then the lowest id. The checkout's one choice of zone.
 */
export function findZone<Z extends ZoneRule>(zones: readonly PreparedZone<Z>[], place: AddressPlace): Z | null {
  let best: { prepared: PreparedZone<Z>; coverage: number } | null = null;
  for (const prepared of zones) {
    const coverage = zoneCoverage(prepared, place);
    if (coverage === null) continue;
    if (!best || precedes({ prepared, coverage }, best)) best = { prepared, coverage };
  }
  return best?.prepared.zone ?? null;
}

function precedes(a: { prepared: PreparedZone; coverage: number }, b: { prepared: PreparedZone; coverage: number }) {
  if (a.coverage !== b.coverage) return a.coverage > b.coverage;
  if (a.prepared.zone.priority !== b.prepared.zone.priority) return a.prepared.zone.priority > b.prepared.zone.priority;
  const areaA = a.prepared.shape?.area ?? 0;
  const areaB = b.prepared.shape?.area ?? 0;
  if (areaA !== areaB) return areaA < areaB;
  return a.prepared.zone.id < b.prepared.zone.id;
}

export interface RateBand {
  minOrderAmount: number;
  /** Null: open-ended. */
  maxOrderAmount: number | null;
  charge: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
}

/** The band whose [min, max] holds `amount` (both ends included); null when none does. */
export function findRate<R extends RateBand>(rates: readonly R[], amount: number): R | null {
  return (
    [...rates]
      .sort((a, b) => a.minOrderAmount - b.minOrderAmount)
      .find(
        (rate) => amount >= rate.minOrderAmount && (rate.maxOrderAmount === null || amount <= rate.maxOrderAmount),
      ) ?? null
  );
}

const dayMs = 86_400_000;

/** The first and last day the order may arrive, as UTC midnights, counted from `placedAt`. */
export function deliveryDateRange(
  placedAt: number,
  rate: Pick<RateBand, "minDeliveryDays" | "maxDeliveryDays">,
): { earliest: number; latest: number } {
  const today = Math.floor(placedAt / dayMs) * dayMs;
  return { earliest: today + rate.minDeliveryDays * dayMs, latest: today + rate.maxDeliveryDays * dayMs };
}
