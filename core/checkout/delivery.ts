// Delivery at checkout (SPEC §3 Shipping zone and rates; issue #10 item 5): which zone covers an
// address, which rate band of that zone the order amount falls in, and the delivery date range.
// Pure rules; the API reads the zones, their cities and rates and calls them (decision 0046).

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ZoneRule {
  id: number;
  definitionMethod: "general" | "polygon";
  polygon: readonly LatLng[] | null;
  /** General zones: the cities they name, each included or excluded (zone_cities). */
  cities: readonly { cityId: number; rule: "include" | "exclude" }[];
}

export interface AddressPlace {
  /** The address's city in the profile's city list, when known (by id, or found by its name). */
  cityId: number | null;
  location: LatLng | null;
}

/**
 * Whether `point` lies inside `polygon` (ray casting over latitude and longitude as plane
 * coordinates: zones are a city's size, where the earth's curve does not matter).
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let isInside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) isInside = !isInside;
  }
  return isInside;
}

/**
 * How closely a zone covers an address, or null when it does not: a polygon that holds the
 * address's location (3), a general zone that includes its city (2), a general zone that lists
 * only exclusions and does not exclude it (1), a general zone with no cities at all (0: it
 * covers everywhere). A zone with included cities covers those only.
 */
export function zoneCoverage(zone: ZoneRule, place: AddressPlace): number | null {
  if (zone.definitionMethod === "polygon") {
    return zone.polygon && place.location && isPointInPolygon(place.location, zone.polygon) ? 3 : null;
  }
  const included = zone.cities.filter((city) => city.rule === "include").map((city) => city.cityId);
  const excluded = zone.cities.filter((city) => city.rule === "exclude").map((city) => city.cityId);
  if (included.length > 0) return place.cityId !== null && included.includes(place.cityId) ? 2 : null;
  if (excluded.length > 0) return place.cityId === null || !excluded.includes(place.cityId) ? 1 : null;
  return 0;
}

/** The zone that delivers to an address: the closest cover, then the lowest id; null when none does. */
export function findZone<Z extends ZoneRule>(zones: readonly Z[], place: AddressPlace): Z | null {
  let best: { zone: Z; coverage: number } | null = null;
  for (const zone of zones) {
    const coverage = zoneCoverage(zone, place);
    if (coverage === null) continue;
    if (!best || coverage > best.coverage || (coverage === best.coverage && zone.id < best.zone.id)) {
      best = { zone, coverage };
    }
  }
  return best?.zone ?? null;
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
