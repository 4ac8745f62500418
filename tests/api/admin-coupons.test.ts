// Issue #21 items 3 and 8, decision 0088: coupons in the back office. Create, read, list (search,
// state, sort, uses and revenue), PUT, PATCH, delete; a code unique whatever its case, kept
// upper-cased; percent 1–100 % in basis points, fixed above 0; days DD/MM/YYYY, the end not before
// the start; limits blank or from 1; a used coupon is ended, not deleted; checkout refuses an ended
// coupon, counts a customer's own limit (atomically, when the order is placed) and quotes a change.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CouponRow } from "../../core/contracts/admin/coupons.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { getProfile } from "../../core/profiles.ts";
import { coupons, orders } from "../../db/schema/index.ts";
import { dayStart, nextDay } from "../../i18n/dates.ts";
import { changeOrderStatus } from "../../workers/api/orders/change-order-status.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const profile = getProfile(env.PROFILE);
const { admin, json } = adminApi<CouponRow & AdminListPage<CouponRow>>("coupons");

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: `C${uniqueToken().slice(0, 10).toUpperCase()}`,
  type: "percent",
  value: 1000,
  ...overrides,
});

async function createCoupon(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: couponBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

let world: DeliveryWorld;
beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
});

/** A buyer, a product of 100.00 in stock and a checkout body for one unit with `code`. */
async function shopping(code: string) {
  const buyer = await createBuyer(db, world);
  const product = await createStockedProduct(db, world, { price: 10_000, quantity: 100 });
  const body = {
    lines: [{ productId: product.id, quantity: 1 }],
    addressId: buyer.address.id,
    paymentMethodId: world.methods.bankTransfer.id,
    couponCode: code,
  };
  return { ...buyer, body };
}

describe("coupons: create, read, update", () => {
  it("creates a coupon, upper-cases its code, keeps its days and reads it back", async () => {
    const code = `summer${uniqueToken().slice(0, 6)}`;
    const created = await createCoupon({
      code: ` ${code} `,
      type: "fixed",
      value: 2_500,
      minCartAmount: 10_000,
      startsOn: "01/12/2026",
      endsOn: "31/12/2026",
      usageLimit: 100,
      perCustomerLimit: "2",
    });
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      type: "fixed",
      value: 2_500,
      minCartAmount: 10_000,
      startsOn: "01/12/2026",
      endsOn: "31/12/2026",
      usageLimit: 100,
      perCustomerLimit: 2,
      active: true,
      state: "active",
      uses: 0,
      revenue: 0,
    });
    // The first day's start to the last day's end, in the shop's time zone
    const [row] = await db.select().from(coupons).where(eq(coupons.id, created.id));
    expect(row).toMatchObject({
      startsAt: dayStart("2026-12-01", profile),
      endsAt: dayStart(nextDay("2026-12-31"), profile),
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("leaves blank limits, dates and minimum open", async () => {
    const created = await createCoupon({
      minCartAmount: "",
      startsOn: "",
      endsOn: null,
      usageLimit: "",
      perCustomerLimit: null,
    });
    expect(created).toMatchObject({
      minCartAmount: 0,
      startsOn: null,
      endsOn: null,
      usageLimit: null,
      perCustomerLimit: null,
    });
  });

  it("replaces (PUT) and changes (PATCH) a coupon", async () => {
    const created = await createCoupon();
    const put = await admin(`/${created.id}`, {
      method: "PUT",
      body: { code: created.code, type: "fixed", value: 700, active: false },
    });
    expect((await json(put)).data).toMatchObject({ type: "fixed", value: 700, active: false, state: "ended" });
    const patch = await admin(`/${created.id}`, { method: "PATCH", body: { active: true, perCustomerLimit: 3 } });
    expect((await json(patch)).data).toMatchObject({ type: "fixed", value: 700, active: true, perCustomerLimit: 3 });
  });

  const percentRange = "Enter a percentage from 1 to 100";
  it.each([
    ["code missing", { code: undefined }, "code", "This field is required"],
    ["code blank", { code: "  " }, "code", "This field is required"],
    ["type other", { type: "free" }, "type", "Choose percent or fixed amount"],
    ["percent 0", { value: 0 }, "value", percentRange],
    ["percent 0.5 %", { value: 50 }, "value", percentRange],
    ["percent 101 %", { value: 10_100 }, "value", percentRange],
    ["fixed 0", { type: "fixed", value: 0 }, "value", "Enter an amount of more than 0"],
    ["value negative", { type: "fixed", value: -5 }, "value", "Enter an amount of 0 or more"],
    ["minimum negative", { minCartAmount: -1 }, "minCartAmount", "Enter an amount of 0 or more"],
    ["start not a day", { startsOn: "2026-12-01" }, "startsOn", "Enter a date as DD/MM/YYYY between 1900 and 2099"],
    ["end not a day", { endsOn: "31/02/2026" }, "endsOn", "Enter a date as DD/MM/YYYY between 1900 and 2099"],
    [
      "end before start",
      { startsOn: "10/12/2026", endsOn: "09/12/2026" },
      "endsOn",
      "The end date must not be before the start date",
    ],
    ["usage limit 0", { usageLimit: 0 }, "usageLimit", "Enter a whole number of at least 1, or leave it empty"],
    [
      "per-customer limit 1.5",
      { perCustomerLimit: 1.5 },
      "perCustomerLimit",
      "Enter a whole number of at least 1, or leave it empty",
    ],
  ])("refuses %s at its field", async (_, overrides, field, message) => {
    const before = await db.$count(coupons);
    const response = await admin("", { body: couponBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors, field).toHaveProperty([field], message);
    expect(await db.$count(coupons)).toBe(before);
  });

  it("takes 1 % and 100 %, and a one-day coupon", async () => {
    expect((await createCoupon({ value: 100 })).value).toBe(100);
    const whole = await createCoupon({ value: 10_000, startsOn: "05/12/2026", endsOn: "05/12/2026" });
    expect(whole).toMatchObject({ value: 10_000, startsOn: "05/12/2026", endsOn: "05/12/2026" });
  });

  it("checks a PATCH's value against the saved type and its end against the saved start", async () => {
    const percent = await createCoupon({ startsOn: "10/12/2026" });
    const value = await admin(`/${percent.id}`, { method: "PATCH", body: { value: 20_000 } });
    expect((await json(value)).errors).toEqual({ value: "Enter a percentage from 1 to 100" });
    const end = await admin(`/${percent.id}`, { method: "PATCH", body: { endsOn: "01/12/2026" } });
    expect((await json(end)).errors).toEqual({ endsOn: "The end date must not be before the start date" });
  });

  it("refuses a code already used whatever its case, at the code, in the request's language", async () => {
    const code = `SUMMER${uniqueToken().slice(0, 6).toUpperCase()}`;
    await createCoupon({ code });
    const response = await admin("", { body: couponBody({ code: code.toLowerCase() }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ code: "مستخدم من قبل؛ اختر غيره" });
    const other = await createCoupon();
    const renamed = await admin(`/${other.id}`, { method: "PATCH", body: { code: code.toLowerCase() } });
    expect((await json(renamed)).errors).toEqual({ code: "Already used; choose another" });
  });

  it("answers 404 for a coupon that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { active: false } })).status).toBe(404);
    expect((await admin("/999999999", { method: "DELETE" })).status).toBe(404);
  });
});

describe("coupons: list", () => {
  const token = uniqueToken().slice(0, 6).toUpperCase();
  beforeAll(async () => {
    await createCoupon({ code: `B${token}`, value: 500 });
    await createCoupon({ code: `A${token}`, value: 1500 });
    await createCoupon({ code: `C${token}`, value: 300, active: false });
    await createCoupon({ code: `D${token}`, value: 200, startsOn: "01/01/2020", endsOn: "31/12/2020" });
  });

  it("searches by code, filters by state and sorts", async () => {
    const codes = async (query: string) =>
      (await json(await admin(`?search=${token.toLowerCase()}&${query}`))).data.items.map((row) => row.code);
    expect(await codes("sort=code")).toEqual([`A${token}`, `B${token}`, `C${token}`, `D${token}`]);
    expect(await codes("sort=-value")).toEqual([`A${token}`, `B${token}`, `C${token}`, `D${token}`]);
    expect(await codes("state=active")).toEqual([`A${token}`, `B${token}`]);
    expect(await codes("state=ended")).toEqual([`C${token}`, `D${token}`]);
    expect((await admin(`?state=soon`)).status).toBe(400);
  });

  it("shows each coupon's uses and revenue: its orders not cancelled, their grand totals summed", async () => {
    const coupon = await createCoupon({ type: "fixed", value: 1_000 });
    const totals: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { cookie, body } = await shopping(coupon.code);
      const placed = await callCheckout("/api/orders", cookie, body);
      expect(placed.status, placed.message).toBe(201);
      totals.push(placed.data.grandTotal);
    }
    const [, , cancelled] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.couponId, coupon.id))
      .orderBy(orders.id);
    if (!cancelled) throw new Error("the third order is missing");
    expect(
      await changeOrderStatus(db, { orderId: cancelled.id, from: "pending", to: "cancelled", actor: "admin" }, env),
    ).toBe(true);
    const [row] = (await json(await admin(`?search=${coupon.code}`))).data.items;
    expect(row).toMatchObject({ uses: 2, revenue: (totals[0] ?? 0) + (totals[1] ?? 0) });
    const byRevenue = (await json(await admin(`?sort=-revenue&perPage=100`))).data.items;
    expect(byRevenue[0]?.revenue).toBeGreaterThanOrEqual(row?.revenue ?? 0);
  });
});

describe("coupons: delete", () => {
  it("deletes a coupon no order used", async () => {
    const coupon = await createCoupon();
    expect((await admin(`/${coupon.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${coupon.id}`)).status).toBe(404);
  });

  it("refuses a coupon an order used, saying to end it, and ending it refuses it at checkout", async () => {
    const coupon = await createCoupon();
    const { cookie, body } = await shopping(coupon.code);
    expect((await callCheckout("/api/orders", cookie, body)).status).toBe(201);
    const response = await admin(`/${coupon.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: "coupon_used",
      message: "Problem deleting coupon",
      hint: "Orders used this coupon, so it cannot be deleted; end it instead.",
    });
    const arabic = await json(await admin(`/${coupon.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.hint).toBe("استخدمت طلباتٌ هذه القسيمة، لذا لا يمكن حذفها؛ أنهِها بدلاً من ذلك.");
    expect(await db.$count(coupons, eq(coupons.id, coupon.id))).toBe(1);

    const ended = await admin(`/${coupon.id}`, { method: "PATCH", body: { active: false } });
    expect((await json(ended)).data).toMatchObject({ state: "ended", uses: 1 });
    const quote = await callCheckout("/api/checkout/quote", cookie, body);
    expect(quote).toMatchObject({
      status: 400,
      error: "coupon_not_applicable",
      message: "coupon not applicable (check minimum amount and expiry)",
    });
  });

  it("refuses lowering the usage limit below the uses so far, at the usage limit", async () => {
    const coupon = await createCoupon({ usageLimit: 5 });
    for (let i = 0; i < 2; i += 1) {
      const { cookie, body } = await shopping(coupon.code);
      expect((await callCheckout("/api/orders", cookie, body)).status).toBe(201);
    }
    const response = await admin(`/${coupon.id}`, { method: "PATCH", body: { usageLimit: 1 } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ usageLimit: "Orders have already used it more times than this" });
    expect((await admin(`/${coupon.id}`, { method: "PATCH", body: { usageLimit: 2 } })).status).toBe(200);
  });
});

describe("coupons at checkout", () => {
  it("shows a change in the next quote", async () => {
    const coupon = await createCoupon({ value: 1000 });
    const { cookie, body } = await shopping(coupon.code);
    const before = await callCheckout("/api/checkout/quote", cookie, body);
    expect(before.status, before.message).toBe(200);
    expect(before.data.discountTotal).toBe(1_000);
    expect((await admin(`/${coupon.id}`, { method: "PATCH", body: { value: 2500 } })).status).toBe(200);
    const after = await callCheckout("/api/checkout/quote", cookie, body);
    expect(after.data.discountTotal).toBe(2_500);
    expect((await admin(`/${coupon.id}`, { method: "PATCH", body: { minCartAmount: 20_000 } })).status).toBe(200);
    expect((await callCheckout("/api/checkout/quote", cookie, body)).error).toBe("coupon_not_applicable");
  });

  it("refuses a customer past their own limit, in their language, and counts a cancelled order back", async () => {
    const coupon = await createCoupon({ perCustomerLimit: 1 });
    const { cookie, body } = await shopping(coupon.code);
    const first = await callCheckout("/api/orders", cookie, body);
    expect(first.status, first.message).toBe(201);
    const second = await callCheckout("/api/checkout/quote", cookie, body, { locale: "ar" });
    expect(second).toMatchObject({
      status: 400,
      error: "coupon_customer_limit",
      message: "استخدمت هذه القسيمة العدد الأقصى من المرات المسموح به لكل عميل",
    });
    // Another customer still may
    const other = await shopping(coupon.code);
    expect((await callCheckout("/api/checkout/quote", other.cookie, other.body)).status).toBe(200);
    // Cancelled, the order gives the use back
    expect(
      await changeOrderStatus(db, { orderId: first.data.id, from: "pending", to: "cancelled", actor: "admin" }, env),
    ).toBe(true);
    expect((await callCheckout("/api/checkout/quote", cookie, body)).status).toBe(200);
  });

  it("places exactly one of parallel orders of one customer against a per-customer limit of 1", async () => {
    const coupon = await createCoupon({ perCustomerLimit: 1 });
    const { cookie, body } = await shopping(coupon.code);
    const answers = await Promise.all(Array.from({ length: 4 }, () => callCheckout("/api/orders", cookie, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    expect(new Set(answers.filter((answer) => answer.status === 400).map((answer) => answer.error))).toEqual(
      new Set(["coupon_customer_limit"]),
    );
    expect(await db.$count(orders, eq(orders.couponId, coupon.id))).toBe(1);
    const [used] = await db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(used?.usedCount).toBe(1);
  });
});
