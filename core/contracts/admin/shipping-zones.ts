// Shipping zones in the back office (SPEC §3 Shipping zone: name, image, definition method,
// cities included or excluded, rates; §5 "each min must be above the previous max"; §8 "Cannot
// delete first or last rate"; issue #21 item 1, decision 0091): /api/admin/shipping-zones.
import { type } from "arktype";
import type { Bounds } from "../../checkout/zone-polygon.ts";
import {
  zoneCityRules,
  zoneDefinitionMethods,
  type ZoneCityRule,
  type ZoneDefinitionMethod,
} from "../../checkout/delivery.ts";
import { count, money, nullableId, optionalMoney, position, requiredText } from "../../validation/rules.ts";
import { adminListQuery, type AdminImage } from "../admin-resources.ts";
import { entityId, rejectEach, repeatedIds, type Problem } from "./item-lists.ts";

/** The most corners a drawn zone may have, and the most rate bands and cities one zone may list. */
export const maxZoneCorners = 1_000;
export const maxZoneRates = 50;
export const maxZoneCities = 500;

const Corner = type({ lat: "-90 <= number <= 90", lng: "-180 <= number <= 180" })
  .onUndeclaredKey("delete")
  .configure({ message: "admin.shippingZones.polygon.open" });

/** A rate band: its id when it exists already, the order amounts it covers, its charge and days. */
const RateInput = type({
  "id?": entityId,
  minOrderAmount: money(),
  // Null: no upper bound (the last band only)
  "maxOrderAmount?": optionalMoney(),
  charge: money(),
  minDeliveryDays: count(),
  maxDeliveryDays: count(),
}).onUndeclaredKey("delete");
export type RateInput = typeof RateInput.infer;

const ZoneFields = type({
  name: requiredText({ max: 100 }),
  "imageId?": nullableId("errors.invalidInput"),
  definitionMethod: type.enumerated(...zoneDefinitionMethods).configure({ message: "errors.invalidInput" }),
  // Decision 0091: between zones covering an address alike, the higher priority wins
  "priority?": position(),
  // A drawn zone's corners (the ring closes by itself); checked against the profile's region by the API
  "polygon?": Corner.array().atMostLength(maxZoneCorners).or("null"),
  // A general zone's cities, each included or excluded; none: the zone covers everywhere
  "cities?": type({ cityId: entityId, rule: type.enumerated(...zoneCityRules) })
    .onUndeclaredKey("delete")
    .array()
    .atMostLength(maxZoneCities),
  // In order of the amounts they cover
  rates: RateInput.array().atMostLength(maxZoneRates),
}).onUndeclaredKey("delete");

/**
 * SPEC §3/§5 rate bands (decision 0091): at least one; each band's max (when it has one) above its
 * min, the min delivery days not above the max; each min above the previous band's max, so only the
 * last band may be open-ended. A city is named once.
 */
export function zoneProblems(zone: Pick<typeof ZoneFields.infer, "rates" | "cities">): Problem[] {
  if (zone.rates.length === 0) return [[["rates"], "admin.shippingZones.rates.required"]];
  const problems: Problem[] = [];
  zone.rates.forEach((rate, index) => {
    const max = rate.maxOrderAmount ?? null;
    if (max !== null && max <= rate.minOrderAmount) {
      problems.push([["rates", index, "maxOrderAmount"], "admin.shippingZones.rates.maxBelowMin"]);
    }
    if (rate.maxDeliveryDays < rate.minDeliveryDays) {
      problems.push([["rates", index, "maxDeliveryDays"], "admin.shippingZones.rates.daysOrder"]);
    }
    const previous = zone.rates[index - 1];
    if (!previous) return;
    const previousMax = previous.maxOrderAmount ?? null;
    if (previousMax === null || rate.minOrderAmount <= previousMax) {
      problems.push([["rates", index, "minOrderAmount"], "admin.shippingZones.rates.order"]);
    }
  });
  const seen = new Set<number>();
  (zone.cities ?? []).forEach((city, index) => {
    if (seen.has(city.cityId)) problems.push([["cities", index, "cityId"], "validation.duplicate"]);
    seen.add(city.cityId);
  });
  return [...problems, ...repeatedIds("rates", zone.rates)];
}

/** A zone as the admin writes it: name, image, method, priority, polygon or cities, and its rate bands. */
export const ShippingZoneInput = ZoneFields.narrow((zone, ctx) => rejectEach(zoneProblems(zone), ctx));
export type ShippingZoneInput = typeof ZoneFields.infer;

/** PATCH: any of the fields, the rates and cities (when given) being the whole list. */
export const ShippingZonePatch = ZoneFields.partial().narrow(
  (zone, ctx) => zone.rates === undefined || rejectEach(zoneProblems({ rates: zone.rates, cities: zone.cities }), ctx),
);
export type ShippingZonePatch = typeof ShippingZonePatch.infer;

export const shippingZoneSorts = ["name", "priority", "createdAt"] as const;
export const ShippingZoneListQuery = adminListQuery(shippingZoneSorts);

export interface LatLngRow {
  lat: number;
  lng: number;
}

export interface RateRow {
  id: number;
  minOrderAmount: number;
  maxOrderAmount: number | null;
  charge: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
}

/** A row of the list: a drawn zone carries its corners for the thumbnail. */
export interface ShippingZoneRow {
  id: number;
  name: string;
  image: AdminImage | null;
  definitionMethod: ZoneDefinitionMethod;
  priority: number;
  polygon: LatLngRow[] | null;
  rateCount: number;
  cityCount: number;
  createdAt: number;
}

/** One zone, as the edit screen reads it and writes it back. */
export interface ShippingZoneDetail {
  id: number;
  name: string;
  imageId: number | null;
  image: AdminImage | null;
  definitionMethod: ZoneDefinitionMethod;
  priority: number;
  polygon: LatLngRow[] | null;
  cities: { cityId: number; rule: ZoneCityRule }[];
  rates: RateRow[];
  createdAt: number;
  updatedAt: number;
}

/** What the zone form offers in this profile (GET /api/admin/shipping-zone-context). */
export interface ShippingZoneContext {
  /** SPEC §9 isAdminPolygonDrawable: whether zones may be drawn on a map. */
  canDraw: boolean;
  /** The profile's region, where the map opens and every corner must lie. */
  bounds: Bounds;
  /** SPEC §9 hasCityData: the cities a general zone includes or excludes (none without city data). */
  cities: { id: number; name: string }[];
  /** Every drawn zone, shown faintly behind the one edited. */
  drawn: { id: number; name: string; polygon: LatLngRow[] }[];
}
