// Issue #21 items 6 and 8, decision 0090: GET /api/admin/dashboard against a hand-computed
// fixture. The orders sit in a ten-day window of their own (a year no other test places orders in)
// with their own customers, categories, brands and products, so every figure below is summed by
// hand: totals, the average order value, each period of the chart (in the shop's time zone), the
// statuses, returns, the top lists and their order, and the address's bounds.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../core/contracts/admin/dashboard.ts";
import { getProfile } from "../../core/profiles.ts";
import { carts, refundPayments, refunds } from "../../db/schema/index.ts";
import { dayStart, isoDayOf, nextDay } from "../../i18n/dates.ts";
import { useTranslations } from "../../i18n/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createBrand, createCategory, createProduct } from "../fixtures/catalogue.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json } = adminApi<Dashboard>("dashboard");
const settings = adminApi("settings");
const profile = getProfile(env.PROFILE);
const hour = 3_600_000;

// The window: 1 to 10 March of a year between 2040 and 2089, both days included
const year = 2040 + Math.floor(Math.random() * 50);
const from = `${year}-03-01`;
const to = `${year}-03-10`;
const day = (n: number) => `${year}-03-${String(n).padStart(2, "0")}`;

const read = async (query: string, language: "ar" | "en" = "en") => {
  const response = await admin(`?${query}`, { language });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json(response)).data;
};

const world = { categories: [] as number[], brands: [] as number[], customers: [] as number[] };

beforeAll(async () => {
  const [c1, c2] = [await createCategory(db), await createCategory(db)];
  const [b1, b2] = [await createBrand(db), await createBrand(db)];
  const [alia, badr] = [await createCustomer(db), await createCustomer(db)];
  world.categories = [c1.id, c2.id];
  world.brands = [b1.id, b2.id];
  world.customers = [alia.id, badr.id];
  const p1 = await createProduct(db, { categoryId: c1.id, brandId: b1.id });
  const p2 = await createProduct(db, { categoryId: c2.id, brandId: b2.id });
  const p3 = await createProduct(db, { categoryId: c1.id, brandId: b2.id });
  const line = (productId: number, unitPrice: number, quantity: number) => ({ productId, unitPrice, quantity });
  // O1: day 1, completed, 6,000 (P1) + 1,000 (P2)
  const o1 = await createOrder(db, alia.id, {
    status: "completed",
    grandTotal: 7_000,
    placedAt: dayStart(day(1), profile) + 10 * hour,
    lines: [line(p1.id, 3_000, 2), line(p2.id, 1_000, 1)],
  });
  // O2: half an hour into day 2 in the shop's time zone (the day before in UTC east of London)
  await createOrder(db, alia.id, {
    status: "pending",
    grandTotal: 5_000,
    placedAt: dayStart(day(2), profile) + hour / 2,
    lines: [line(p3.id, 5_000, 1)],
  });
  // O3: the window's last millisecond, delivered, 8,000 (P2)
  await createOrder(db, badr.id, {
    status: "delivered",
    grandTotal: 8_000,
    placedAt: dayStart(nextDay(to), profile) - 1,
    lines: [line(p2.id, 2_000, 4)],
  });
  // O4: cancelled: counted by status, not in the sales
  await createOrder(db, badr.id, {
    status: "cancelled",
    grandTotal: 10_000,
    placedAt: dayStart(day(5), profile),
    lines: [line(p1.id, 1_000, 10)],
  });
  // Outside the window: the instant after it and the one before it
  for (const placedAt of [dayStart(nextDay(to), profile), dayStart(from, profile) - 1]) {
    await createOrder(db, alia.id, {
      status: "completed",
      grandTotal: 90_000,
      placedAt,
      lines: [line(p1.id, 45_000, 2)],
    });
  }
  // A return of O1 on day 3, refunded 3,000
  const refund = await createRefund(db, alia.id, o1.id, "Torn", { status: "refunded", referenceTotal: 3_000 });
  const onDay3 = dayStart(day(3), profile);
  await db.update(refunds).set({ createdAt: onDay3 }).where(eq(refunds.id, refund.id));
  await db.update(refundPayments).set({ createdAt: onDay3 }).where(eq(refundPayments.refundId, refund.id));
  // Now, outside any period: a customer waiting for approval, a product low on stock, carts
  await createCustomer(db, { state: "unapproved" });
  await createProduct(db, { quantity: 2 });
  const now = Date.now();
  await db.insert(carts).values([
    {
      customerId: alia.id,
      items: [],
      totalItems: 3,
      cartTotal: 4_321,
      state: "left",
      updatedAt: now - 10 * 86_400_000,
    },
    // Left three weeks ago: not this week's
    { customerId: badr.id, items: [], totalItems: 1, cartTotal: 999, state: "left", updatedAt: now - 21 * 86_400_000 },
  ]);
});

describe("GET /api/admin/dashboard: the figures", () => {
  it("sums the period's sales by hand: totals, average order value, statuses, returns", async () => {
    const data = await read(`from=${from}&to=${to}`);
    expect(data).toMatchObject({ from, to, interval: "day", top: 5 });
    // O1 + O2 + O3; O4 is cancelled, the two others outside
    expect(data.totals).toEqual({ orders: 3, sales: 20_000, averageOrderValue: 6_667 });
    expect(data.statuses).toMatchObject({ completed: 1, pending: 1, delivered: 1, cancelled: 1, processing: 0 });
    expect(Object.values(data.statuses).reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(data.returns).toEqual({ count: 1, refunded: 3_000 });
    expect(data.pendingCustomers).toBe(1);
    expect(data.lowStock).toMatchObject({ threshold: 5, count: 1, items: [{ quantity: 2 }] });
    expect(data.leftCarts).toEqual({ count: 1, value: 4_321 });
  });

  it("puts each order in its day in the shop's time zone, empty days at zero", async () => {
    const { series } = await read(`from=${from}&to=${to}`);
    expect(series.map((period) => period.start)).toEqual(Array.from({ length: 10 }, (_, i) => day(i + 1)));
    expect(series[0]).toEqual({ start: day(1), orders: 1, sales: 7_000 });
    expect(series[1]).toEqual({ start: day(2), orders: 1, sales: 5_000 });
    expect(series[9]).toEqual({ start: day(10), orders: 1, sales: 8_000 });
    expect(series.slice(2, 9).every((period) => period.orders === 0 && period.sales === 0)).toBe(true);
  });

  it("groups by week and by month", async () => {
    const weeks = await read(`from=${from}&to=${to}&interval=week`);
    expect(weeks.series).toEqual([
      { start: day(1), orders: 2, sales: 12_000 },
      { start: day(8), orders: 1, sales: 8_000 },
    ]);
    const months = await read(`from=${year}-02-20&to=${to}&interval=month`);
    expect(months.series).toEqual([
      // The order placed the instant before 1 March
      { start: `${year}-02-20`, orders: 1, sales: 90_000 },
      { start: `${year}-03-01`, orders: 3, sales: 20_000 },
    ]);
  });

  it("ranks categories, brands and customers by revenue, highest first, and keeps top N", async () => {
    const data = await read(`from=${from}&to=${to}`, "ar");
    const [c1, c2] = world.categories;
    const [b1, b2] = world.brands;
    const [alia, badr] = world.customers;
    // C1: 6,000 (O1) + 5,000 (O2); C2: 1,000 (O1) + 8,000 (O3); O4's 10,000 is cancelled
    expect(data.topCategories.map(({ id, revenue }) => ({ id, revenue }))).toEqual([
      { id: c1, revenue: 11_000 },
      { id: c2, revenue: 9_000 },
    ]);
    expect(data.topCategories[0]?.name).toMatch(/^فئة /);
    expect(data.topBrands.map(({ id, revenue }) => ({ id, revenue }))).toEqual([
      { id: b2, revenue: 14_000 },
      { id: b1, revenue: 6_000 },
    ]);
    expect(data.topCustomers.map(({ id, orders, revenue }) => ({ id, orders, revenue }))).toEqual([
      { id: alia, orders: 2, revenue: 12_000 },
      { id: badr, orders: 1, revenue: 8_000 },
    ]);
    const one = await read(`from=${from}&to=${to}&top=1`);
    expect([one.topCategories.length, one.topBrands.length, one.topCustomers.length]).toEqual([1, 1, 1]);
    expect(one.topBrands[0]?.id).toBe(b2);
    expect(one.topBrands[0]?.name).toMatch(/^Brand /);
  });

  it("counts stock at or below the site settings' threshold, as an admin last saved it", async () => {
    const save = async (lowStockThreshold: number) => {
      const body = { maxQuantityPerProduct: 100, refundDays: 14, lowStockThreshold };
      const response = await settings.admin("/site", { method: "PUT", body });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    try {
      await save(1);
      expect((await read(`from=${from}&to=${to}`)).lowStock).toEqual({ threshold: 1, count: 0, items: [] });
      await save(2);
      expect((await read(`from=${from}&to=${to}`)).lowStock).toMatchObject({
        threshold: 2,
        count: 1,
        items: [{ quantity: 2 }],
      });
    } finally {
      await save(5);
    }
  });

  it("reads the last 30 days to today by default, a period of one end as the 30 days from or to it", async () => {
    const today = isoDayOf(Date.now(), profile);
    const data = await read("");
    expect(data.to).toBe(today);
    expect(data.series).toHaveLength(30);
    expect(data.from).toBe(data.series[0]?.start);
    expect((await read(`from=${from}`)).to).toBe(`${year}-03-30`);
    const thirtyBack = new Date(Date.UTC(year, 2, 10 - 29)).toISOString().slice(0, 10);
    expect((await read(`to=${to}`)).from).toBe(thirtyBack);
  });
});

describe("GET /api/admin/dashboard: the address's bounds", () => {
  const en = useTranslations("en");
  const ar = useTranslations("ar");
  it.each([
    ["top=0", "top", "admin.dashboard.top.range"],
    ["top=21", "top", "admin.dashboard.top.range"],
    [`from=${to}&to=${from}`, "to", "admin.dashboard.period.range"],
    [`from=${year}-01-01&to=${year + 1}-01-02`, "to", "admin.dashboard.period.range"],
    ["interval=year", "interval", "errors.invalidInput"],
    ["from=2026-13-01", "from", "errors.invalidInput"],
  ] as const)("refuses ?%s with a translated reason", async (query, field, key) => {
    for (const [language, t] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const response = await admin(`?${query}`, { language });
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[field]).toBe(t(key));
    }
  });

  it("takes the widest period and list it allows", async () => {
    const data = await read(`from=${year}-01-01&to=${year}-12-31&top=20&interval=month`);
    expect(data.series).toHaveLength(12);
    expect(data.top).toBe(20);
  });
});
