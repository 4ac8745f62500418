// Issue #21 items 1 and 8, decision 0091: shipping zones in the back office. Create, read, list,
// PUT, PATCH, delete; SPEC §5 rate bands ("each min must be above the previous max", max above
// min, days in order) and SPEC §8 "Cannot delete first or last rate"; drawn zones only where the
// profile lets admins draw (testing_v2 here; v_2_ refuses), refused open, crossing or outside the region; a
// change shows in the next checkout quote, and a point inside a drawn zone gets its rate.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  ShippingZoneContext,
  ShippingZoneDetail,
  ShippingZoneRow,
} from "../../core/contracts/admin/shipping-zones.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { addresses, shippingRates, shippingZones } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi, type AdminCall } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import { callCheckout, createBuyer, createDeliveryWorld, createStockedProduct } from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<ShippingZoneDetail & AdminListPage<ShippingZoneRow>>("shipping-zones");
/** The lookups beside the resource: /api/admin/shipping-zone-names and /shipping-zone-context. */
const lookup = (path: string, options: AdminCall = {}) =>
  call(`/api/admin/shipping-zone-${path}`, { cookie: session.cookie, ...options });
const drawable = "testing_v2";
/** A profile whose admins may not draw zones (decision 0006): only cities. */
const plain = "v_2_";

// Three bands: up to 499.99, 500.00–999.99, from 1,000.00
const bands = () => [
  { minOrderAmount: 0, maxOrderAmount: 49_999, charge: 3_000, minDeliveryDays: 1, maxDeliveryDays: 2 },
  { minOrderAmount: 50_000, maxOrderAmount: 99_999, charge: 1_500, minDeliveryDays: 1, maxDeliveryDays: 3 },
  { minOrderAmount: 100_000, maxOrderAmount: null, charge: 0, minDeliveryDays: 2, maxDeliveryDays: 4 },
];

// Around Riyadh (testing_v2 is a Saudi profile)
const square = (lat: number, lng: number, size = 0.1) => [
  { lat, lng },
  { lat, lng: lng + size },
  { lat: lat + size, lng: lng + size },
  { lat: lat + size, lng },
];

const zoneBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Zone ${uniqueToken()}`,
  definitionMethod: "general",
  rates: bands(),
  ...overrides,
});

async function createZone(overrides: Record<string, unknown> = {}, profile?: typeof drawable) {
  const response = await admin("", { body: zoneBody(overrides), profile });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("shipping zones: create, read, list, update, delete", () => {
  it("creates a general zone with its cities and bands and reads it back", async () => {
    const world = await createDeliveryWorld(db);
    const created = await createZone({ cities: [{ cityId: world.city.id, rule: "exclude" }], priority: 3 });
    expect(created).toMatchObject({
      definitionMethod: "general",
      priority: 3,
      polygon: null,
      cities: [{ cityId: world.city.id, rule: "exclude" }],
      rates: bands().map((band) => ({ ...band, id: expect.any(Number) })),
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
    const list = (await json(await admin(`?search=${encodeURIComponent(created.name)}`))).data;
    expect(list.items).toEqual([
      expect.objectContaining({ id: created.id, name: created.name, rateCount: 3, cityCount: 1, polygon: null }),
    ]);
  });

  it("replaces (PUT) and changes (PATCH) a zone, keeping bands by id", async () => {
    const created = await createZone();
    const name = `Renamed ${uniqueToken()}`;
    const rates = created.rates.map((rate, index) => (index === 1 ? { ...rate, charge: 1_000 } : rate));
    const put = (await json(await admin(`/${created.id}`, { method: "PUT", body: zoneBody({ name, rates }) }))).data;
    expect(put).toMatchObject({ name, rates });
    const patch = await admin(`/${created.id}`, { method: "PATCH", body: { priority: 7 } });
    expect((await json(patch)).data).toMatchObject({ name, priority: 7, rates });
  });

  it("refuses a name another zone has", async () => {
    const created = await createZone();
    const response = await admin("", { body: zoneBody({ name: created.name }) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ name: "Already used; choose another" });
  });

  it("refuses a city the profile does not list", async () => {
    const response = await admin("", { body: zoneBody({ cities: [{ cityId: 999_999_999, rule: "include" }] }) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      "cities.0.cityId": "This item no longer exists; reload the page and try again",
    });
  });

  it("deletes a zone with its bands", async () => {
    const created = await createZone();
    expect((await admin(`/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${created.id}`)).status).toBe(404);
    expect(await db.$count(shippingRates, eq(shippingRates.zoneId, created.id))).toBe(0);
  });

  it("keeps the order desk's list of names", async () => {
    const created = await createZone();
    const { data } = await json<{ id: number; name: string }[]>(await lookup("names"));
    expect(data).toContainEqual({ id: created.id, name: created.name });
  });
});

describe("shipping zones: rate bands (SPEC §5)", () => {
  const [first, second, last] = bands() as [
    ReturnType<typeof bands>[number],
    ReturnType<typeof bands>[number],
    ReturnType<typeof bands>[number],
  ];
  it.each([
    {
      name: "a min not above the previous max",
      rates: [first, { ...second, minOrderAmount: 49_999 }, last],
      field: "rates.1.minOrderAmount",
      en: "Each min must be above the previous max",
      ar: "يجب أن يكون كل حد أدنى أكبر من الحد الأعلى السابق",
    },
    {
      name: "an open-ended band before another",
      rates: [{ ...first, maxOrderAmount: null }, second],
      field: "rates.1.minOrderAmount",
      en: "Each min must be above the previous max",
      ar: "يجب أن يكون كل حد أدنى أكبر من الحد الأعلى السابق",
    },
    {
      name: "a max not above its min",
      rates: [{ ...first, maxOrderAmount: 0 }],
      field: "rates.0.maxOrderAmount",
      en: "The max order amount must be above the min.",
      ar: "يجب أن يكون الحد الأعلى لمبلغ الطلب أكبر من الحد الأدنى.",
    },
    {
      name: "fewer max days than min days",
      rates: [{ ...first, minDeliveryDays: 3, maxDeliveryDays: 2 }],
      field: "rates.0.maxDeliveryDays",
      en: "The max delivery days cannot be fewer than the min.",
      ar: "لا يمكن أن تقل أيام التوصيل القصوى عن الدنيا.",
    },
    { name: "no band", rates: [], field: "rates", en: "Add at least one rate.", ar: "أضف سعراً واحداً على الأقل." },
  ])("refuses $name", async ({ rates, field, en, ar }) => {
    for (const [language, text] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const response = await admin("", { body: zoneBody({ rates }), language });
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[field]).toBe(text);
    }
  });

  it("takes the same bands in order, one amount above the other", async () => {
    const created = await createZone({ rates: [first, { ...second, minOrderAmount: 50_000 }, last] });
    expect(created.rates).toHaveLength(3);
  });
});

describe("shipping zones: the first and last band stay (SPEC §8)", () => {
  it.each([
    ["the first", (rates: ShippingZoneDetail["rates"]) => rates.slice(1)],
    ["the last", (rates: ShippingZoneDetail["rates"]) => rates.slice(0, -1)],
  ])("refuses to delete %s band", async (_which, without) => {
    const created = await createZone();
    for (const [language, text] of [
      ["en", "Cannot delete first or last rate"],
      ["ar", "لا يمكن حذف السعر الأول أو الأخير"],
    ] as const) {
      const response = await admin(`/${created.id}`, {
        method: "PATCH",
        body: { rates: without(created.rates) },
        language,
      });
      expect(response.status).toBe(409);
      expect((await json(response)).message).toBe(text);
    }
    expect(await db.$count(shippingRates, eq(shippingRates.zoneId, created.id))).toBe(3);
  });

  it("deletes a band between them, and lets the first band's amounts change", async () => {
    const created = await createZone();
    const [low, , high] = created.rates;
    const rates = [
      { ...low, charge: 2_000 },
      { ...high, minOrderAmount: 50_000 },
    ];
    const response = await admin(`/${created.id}`, { method: "PATCH", body: { rates } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.rates).toEqual(rates);
  });
});

describe("shipping zones: drawn zones (decision 0091)", () => {
  it("refuses a drawn zone where the profile does not let admins draw", async () => {
    const response = await admin("", {
      body: zoneBody({ definitionMethod: "polygon", polygon: square(24.6, 46.6) }),
      profile: plain,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      definitionMethod: "This shop does not draw zones on a map; choose cities instead.",
    });
  });

  it("stores a drawn zone's corners once each, closed or not as given", async () => {
    const ring = square(24.6, 46.6);
    const closed = await createZone({ definitionMethod: "polygon", polygon: [...ring, ring[0]] }, drawable);
    expect(closed.polygon).toEqual(ring);
    expect(closed.cities).toEqual([]);
    const row = (await json(await admin(`?search=${encodeURIComponent(closed.name)}`))).data.items[0];
    expect(row?.polygon).toEqual(ring);
  });

  const [a, b, c, d] = square(24.6, 46.6) as [
    ReturnType<typeof square>[number],
    ReturnType<typeof square>[number],
    ReturnType<typeof square>[number],
    ReturnType<typeof square>[number],
  ];
  it.each([
    {
      name: "an open line of two corners",
      polygon: [a, b],
      en: "Draw at least three corners around an area: the zone must close.",
      ar: "ارسم ثلاث زوايا على الأقل حول مساحة: يجب أن تنغلق المنطقة.",
    },
    {
      name: "a border crossing itself",
      polygon: [a, c, b, d],
      en: "The zone's border crosses itself; draw it without crossing lines.",
      ar: "حدود المنطقة تتقاطع مع نفسها؛ ارسمها دون خطوط متقاطعة.",
    },
    {
      name: "a zone outside the region (London)",
      polygon: square(51.5, -0.2),
      en: "Every corner must lie within the shop's country.",
      ar: "يجب أن تقع كل زاوية داخل بلد المتجر.",
    },
  ])("refuses $name", async ({ polygon, en, ar }) => {
    for (const [language, text] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const response = await admin("", {
        body: zoneBody({ definitionMethod: "polygon", polygon }),
        language,
        profile: drawable,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual({ polygon: text });
    }
  });
});

describe("shipping zones: what the form offers (GET /api/admin/shipping-zone-context)", () => {
  it("tells whether the profile draws, its region, its cities and the drawn zones", async () => {
    const world = await createDeliveryWorld(db);
    const drawn = await createZone({ definitionMethod: "polygon", polygon: square(26, 44) }, drawable);
    const context = (await json<ShippingZoneContext>(await lookup("context", { profile: drawable }))).data;
    expect(context).toMatchObject({ canDraw: true, bounds: { south: 16, west: 34.4, north: 32.3, east: 55.8 } });
    expect(context.cities).toContainEqual({ id: world.city.id, name: `City ${world.city.code.slice(5)}` });
    expect(context.drawn).toContainEqual({ id: drawn.id, name: drawn.name, polygon: square(26, 44) });
    expect((await json<ShippingZoneContext>(await lookup("context", { profile: plain }))).data.canDraw).toBe(false);
  });
});

describe("shipping zones: the next quote follows a change", () => {
  async function quoteWorld() {
    await putSiteSettings(db, { maxQuantityPerProduct: 500 });
    const world = await createDeliveryWorld(db);
    const { cookie, address } = await createBuyer(db, world);
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const quote = async () => {
      const answer = await callCheckout("/api/checkout/quote", cookie, {
        lines: [{ productId: product.id, quantity: 1 }],
        addressId: address.id,
      });
      expect(answer.status, answer.message).toBe(200);
      return (answer.data.deliveryOptions as { zoneId: number; charge: number }[])[0];
    };
    return { world, address, quote };
  }

  it("quotes a new charge after the zone's band changes", async () => {
    const { world, quote } = await quoteWorld();
    expect(await quote()).toMatchObject({ zoneId: world.zone.id, charge: 2_500 });
    const zone = (await json(await admin(`/${world.zone.id}`))).data;
    const rates = zone.rates.map((rate, index) => (index === 0 ? { ...rate, charge: 4_000 } : rate));
    expect((await admin(`/${world.zone.id}`, { method: "PATCH", body: { rates } })).status).toBe(200);
    expect(await quote()).toMatchObject({ zoneId: world.zone.id, charge: 4_000 });
  });

  it("gives a point inside a new drawn zone its rate, and a point outside the city's", async () => {
    const { world, address, quote } = await quoteWorld();
    const drawn = await createZone(
      {
        definitionMethod: "polygon",
        // Its own place: the zones other tests of this file drew are elsewhere
        polygon: square(24.2, 46.2),
        rates: [{ minOrderAmount: 0, maxOrderAmount: null, charge: 777, minDeliveryDays: 0, maxDeliveryDays: 1 }],
      },
      drawable,
    );
    const at = (latitude: number, longitude: number) =>
      db.update(addresses).set({ latitude, longitude }).where(eq(addresses.id, address.id));
    await at(24.25, 46.25);
    expect(await quote()).toMatchObject({ zoneId: drawn.id, charge: 777 });
    // On its border: inside (decision 0091)
    await at(24.2, 46.25);
    expect(await quote()).toMatchObject({ zoneId: drawn.id, charge: 777 });
    await at(24.4, 46.25);
    expect(await quote()).toMatchObject({ zoneId: world.zone.id, charge: 2_500 });
    // Moved away, the zone no longer covers the first point
    const moved = square(25.2, 46.2);
    expect((await admin(`/${drawn.id}`, { method: "PATCH", body: { polygon: moved }, profile: drawable })).status).toBe(
      200,
    );
    await at(24.25, 46.25);
    expect(await quote()).toMatchObject({ zoneId: world.zone.id });
    expect(await db.$count(shippingZones, eq(shippingZones.id, drawn.id))).toBe(1);
  });
});
