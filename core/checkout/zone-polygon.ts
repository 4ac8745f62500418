// Shipping zones drawn as polygons (issue #21 item 1, decision 0091): the one place a ring is
// checked (closed, at least three corners, not crossing itself, inside the profile's region) and
// turned into the GeoJSON geometry the geometry library reads. Pure: the API and the screen share it.
import kinks from "@turf/kinks";
import type { Polygon } from "geojson";
import type { Profile } from "../profiles.ts";
import type { ValidationMessage } from "../validation/messages.ts";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Each region's bounding box (the country and its islands, a little margin): a zone drawn outside
 * it is refused. The map also opens on it.
 */
export const regionBounds: Readonly<Record<Profile["region"], Bounds>> = {
  SA: { south: 16, west: 34.4, north: 32.3, east: 55.8 },
  GB: { south: 49.8, west: -8.7, north: 60.9, east: 1.9 },
};

const isSame = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/**
 * The ring as stored: its corners once each, without the closing repeat of the first (a ring
 * given closed, GeoJSON's way, or open is closed on save), and without a corner repeated twice in
 * a row (a double click).
 */
export function ringCorners(ring: readonly LatLng[]): LatLng[] {
  const corners = ring.filter((point, i) => i === 0 || !isSame(point, ring[i - 1] as LatLng));
  const first = corners[0];
  const last = corners.at(-1);
  return first && last && corners.length > 1 && isSame(first, last) ? corners.slice(0, -1) : corners;
}

/** The ring as a GeoJSON polygon ([lng, lat], closed), which the geometry library reads. */
export function toGeoJson(ring: readonly LatLng[]): Polygon {
  const corners = ringCorners(ring);
  const closed = corners.length > 0 ? [...corners, corners[0] as LatLng] : corners;
  return { type: "Polygon", coordinates: [closed.map((point) => [point.lng, point.lat])] };
}

/**
 * The ring's area on the plane of latitude and longitude, longitude shrunk by the cosine of the
 * ring's mean latitude (square degrees of latitude): enough to tell a smaller zone from a larger one.
 */
export function ringArea(ring: readonly LatLng[]): number {
  const corners = ringCorners(ring);
  if (corners.length < 3) return 0;
  const middle = corners.reduce((sum, point) => sum + point.lat, 0) / corners.length;
  const scale = Math.cos((middle * Math.PI) / 180);
  let twice = 0;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] as LatLng;
    twice += a.lng * scale * b.lat - b.lng * scale * a.lat;
  });
  return Math.abs(twice) / 2;
}

/** The ring's bounding box. */
export function ringBounds(ring: readonly LatLng[]): Bounds {
  return {
    south: Math.min(...ring.map((point) => point.lat)),
    west: Math.min(...ring.map((point) => point.lng)),
    north: Math.max(...ring.map((point) => point.lat)),
    east: Math.max(...ring.map((point) => point.lng)),
  };
}

const isWithin = (point: LatLng, box: Bounds) =>
  point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;

/**
 * What is wrong with a drawn zone, or null: fewer than three distinct corners or no area (it
 * cannot close around anything), edges crossing each other, or a corner outside the region.
 */
export function polygonProblem(ring: readonly LatLng[], region: Profile["region"]): ValidationMessage | null {
  const corners = ringCorners(ring);
  const distinct = new Set(corners.map((point) => `${point.lat},${point.lng}`));
  if (distinct.size < 3) return "admin.shippingZones.polygon.open";
  // A corner visited twice touches the ring to itself, which the library's crossings do not count
  if (distinct.size < corners.length || kinks(toGeoJson(corners)).features.length > 0) {
    return "admin.shippingZones.polygon.crossing";
  }
  if (ringArea(corners) === 0) return "admin.shippingZones.polygon.open";
  if (!corners.every((point) => isWithin(point, regionBounds[region]))) return "admin.shippingZones.polygon.outside";
  return null;
}
