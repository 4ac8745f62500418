import { describe, expect, it } from "vitest";
import { polygonProblem, ringArea, ringCorners, type LatLng } from "./zone-polygon.ts";

// Around Riyadh (the SA region) and London (GB)
const riyadh = [
  { lat: 24.6, lng: 46.6 },
  { lat: 24.6, lng: 46.8 },
  { lat: 24.8, lng: 46.8 },
  { lat: 24.8, lng: 46.6 },
];
const london = riyadh.map((point) => ({ lat: point.lat + 26.9, lng: point.lng - 46.7 }));

describe("polygonProblem", () => {
  it.each([
    { name: "an open ring, closed on save", ring: riyadh, region: "SA", problem: null },
    { name: "a ring given closed", ring: [...riyadh, riyadh[0]], region: "SA", problem: null },
    { name: "London in GB", ring: london, region: "GB", problem: null },
    { name: "a double click's repeated corner", ring: [riyadh[0], ...riyadh], region: "SA", problem: null },
    {
      name: "two corners: it cannot close",
      ring: riyadh.slice(0, 2),
      region: "SA",
      problem: "admin.shippingZones.polygon.open",
    },
    { name: "nothing drawn", ring: [], region: "SA", problem: "admin.shippingZones.polygon.open" },
    {
      name: "three corners on a line: no area",
      ring: [
        { lat: 24.6, lng: 46.6 },
        { lat: 24.7, lng: 46.7 },
        { lat: 24.8, lng: 46.8 },
      ],
      region: "SA",
      problem: "admin.shippingZones.polygon.open",
    },
    {
      name: "a bow tie crosses itself",
      ring: [riyadh[0], riyadh[2], riyadh[1], riyadh[3]],
      region: "SA",
      problem: "admin.shippingZones.polygon.crossing",
    },
    {
      name: "a ring touching itself at a corner",
      ring: [riyadh[0], riyadh[1], riyadh[2], riyadh[0], { lat: 24.5, lng: 46.5 }, { lat: 24.5, lng: 46.6 }],
      region: "SA",
      problem: "admin.shippingZones.polygon.crossing",
    },
    { name: "Riyadh outside GB", ring: riyadh, region: "GB", problem: "admin.shippingZones.polygon.outside" },
    { name: "London outside SA", ring: london, region: "SA", problem: "admin.shippingZones.polygon.outside" },
    {
      name: "one corner past the border",
      ring: [...riyadh.slice(0, 3), { lat: 33, lng: 46.6 }],
      region: "SA",
      problem: "admin.shippingZones.polygon.outside",
    },
  ] as const)("$name", ({ ring, region, problem }) => {
    const corners = (ring as readonly (LatLng | undefined)[]).filter((point) => point !== undefined);
    expect(polygonProblem(corners, region)).toBe(problem);
  });
});

describe("ringCorners and ringArea", () => {
  it("keeps each corner once, without the closing repeat", () => {
    expect(ringCorners([...riyadh, riyadh[0]].filter((point) => point !== undefined))).toEqual(riyadh);
    expect(ringCorners(riyadh)).toEqual(riyadh);
  });

  it("gives the same area whichever way the ring runs, smaller rings less", () => {
    const area = ringArea(riyadh);
    expect(area).toBeGreaterThan(0);
    expect(ringArea([...riyadh].reverse())).toBeCloseTo(area, 12);
    expect(ringArea(riyadh.slice(0, 3))).toBeLessThan(area);
  });
});
