import { describe, expect, it } from "vitest";
import { deliveryDateRange, findRate, findZone, isPointInPolygon, prepareZones, type ZoneRule } from "./delivery.ts";

const square = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 10, lng: 10 },
  { lat: 10, lng: 0 },
];

describe("isPointInPolygon", () => {
  it.each([
    [{ lat: 5, lng: 5 }, true],
    [{ lat: 11, lng: 5 }, false],
    [{ lat: 5, lng: -1 }, false],
    [{ lat: 9.99, lng: 0.01 }, true],
    // Decision 0091: the border belongs to the zone, edges and corners alike
    [{ lat: 0, lng: 5 }, true],
    [{ lat: 5, lng: 10 }, true],
    [{ lat: 10, lng: 10 }, true],
    [{ lat: 0, lng: 0 }, true],
    [{ lat: 10.0001, lng: 10 }, false],
    [{ lat: 5, lng: 10.0001 }, false],
  ])("%j inside the square: %s", (point, expected) => {
    expect(isPointInPolygon(point, square)).toBe(expected);
  });
});

const riyadh = 1;
const buraidah = 2;
const jeddah = 3;
const zones: ZoneRule[] = [
  { id: 1, definitionMethod: "polygon", polygon: square, priority: 0, cities: [] },
  { id: 2, definitionMethod: "general", polygon: null, priority: 0, cities: [{ cityId: riyadh, rule: "include" }] },
  { id: 3, definitionMethod: "general", polygon: null, priority: 0, cities: [{ cityId: buraidah, rule: "include" }] },
  {
    id: 4,
    definitionMethod: "general",
    polygon: null,
    priority: 0,
    cities: [
      { cityId: riyadh, rule: "exclude" },
      { cityId: buraidah, rule: "exclude" },
    ],
  },
];

describe("findZone", () => {
  it.each([
    {
      name: "a location inside the polygon picks the polygon zone",
      place: { cityId: riyadh, location: { lat: 5, lng: 5 } },
      zone: 1,
    },
    { name: "an included city outside the polygon", place: { cityId: riyadh, location: { lat: 50, lng: 5 } }, zone: 2 },
    { name: "an included city without a location", place: { cityId: buraidah, location: null }, zone: 3 },
    { name: "another city falls to the excluding zone", place: { cityId: jeddah, location: null }, zone: 4 },
    { name: "an unknown city falls to the excluding zone", place: { cityId: null, location: null }, zone: 4 },
  ])("$name", ({ place, zone }) => {
    expect(findZone(prepareZones(zones), place)?.id).toBe(zone);
  });

  it("finds none when no zone covers the address", () => {
    expect(findZone(prepareZones(zones.slice(0, 3)), { cityId: jeddah, location: null })).toBeNull();
  });

  it("lets a zone without cities cover everywhere, after closer zones", () => {
    const everywhere: ZoneRule = { id: 9, definitionMethod: "general", polygon: null, priority: 0, cities: [] };
    expect(findZone(prepareZones([everywhere]), { cityId: null, location: null })?.id).toBe(9);
    expect(findZone(prepareZones([everywhere, ...zones]), { cityId: jeddah, location: null })?.id).toBe(4);
  });
});

describe("findZone between overlapping zones (decision 0091)", () => {
  const drawn = (id: number, polygon: ZoneRule["polygon"], priority = 0): ZoneRule => ({
    id,
    definitionMethod: "polygon",
    polygon,
    priority,
    cities: [],
  });
  // A big square, a small square inside its corner, and the small one drawn again
  const big = drawn(1, square);
  const small = drawn(2, [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 4 },
    { lat: 4, lng: 4 },
    { lat: 4, lng: 0 },
  ]);
  const smallAgain = { ...small, id: 3 };
  it.each([
    { name: "inside both: the smaller polygon", zones: [big, small], point: { lat: 2, lng: 2 }, zone: 2 },
    { name: "the order zones come in does not matter", zones: [small, big], point: { lat: 2, lng: 2 }, zone: 2 },
    { name: "inside the big one only", zones: [big, small], point: { lat: 8, lng: 8 }, zone: 1 },
    { name: "on the small one's edge: still the small one", zones: [big, small], point: { lat: 4, lng: 2 }, zone: 2 },
    { name: "on a corner both share", zones: [big, small], point: { lat: 0, lng: 0 }, zone: 2 },
    {
      name: "a priority beats a smaller area",
      zones: [drawn(1, square, 5), small],
      point: { lat: 2, lng: 2 },
      zone: 1,
    },
    {
      name: "the same area and priority: the lowest id",
      zones: [smallAgain, small],
      point: { lat: 2, lng: 2 },
      zone: 2,
    },
    { name: "outside every polygon", zones: [big, small], point: { lat: 20, lng: 20 }, zone: null },
  ])("$name", ({ zones: overlapping, point, zone }) => {
    expect(findZone(prepareZones(overlapping), { cityId: null, location: point })?.id ?? null).toBe(zone);
  });

  it("lets a priority choose between general zones that include the same city", () => {
    const first: ZoneRule = { ...zones[1], priority: 0 } as ZoneRule;
    const second: ZoneRule = { ...first, id: 7, priority: 1 };
    expect(findZone(prepareZones([first, second]), { cityId: riyadh, location: null })?.id).toBe(7);
    expect(findZone(prepareZones([first, { ...second, priority: 0 }]), { cityId: riyadh, location: null })?.id).toBe(2);
  });
});

describe("findRate", () => {
  const rates = [
    { id: 1, minOrderAmount: 0, maxOrderAmount: 99_999, charge: 2_500, minDeliveryDays: 1, maxDeliveryDays: 2 },
    { id: 2, minOrderAmount: 100_000, maxOrderAmount: 299_999, charge: 1_500, minDeliveryDays: 1, maxDeliveryDays: 3 },
    { id: 3, minOrderAmount: 300_000, maxOrderAmount: null, charge: 0, minDeliveryDays: 1, maxDeliveryDays: 4 },
  ];
  it.each([
    [0, 1],
    [99_999, 1],
    [100_000, 2],
    [299_999, 2],
    [300_000, 3],
    [90_000_000, 3],
  ])("an amount of %i falls in band %i", (amount, id) => {
    expect(findRate(rates, amount)?.id).toBe(id);
  });

  it("finds none when the bands leave a gap", () => {
    expect(
      findRate(
        [rates[0], rates[2]].filter((rate) => rate !== undefined),
        150_000,
      ),
    ).toBeNull();
  });
});

it("gives delivery dates as days after the day of placing", () => {
  const placedAt = Date.UTC(2026, 10, 23, 15, 30);
  expect(deliveryDateRange(placedAt, { minDeliveryDays: 1, maxDeliveryDays: 3 })).toEqual({
    earliest: Date.UTC(2026, 10, 24),
    latest: Date.UTC(2026, 10, 26),
  });
});
