// Issue #10 item 7, "Tests that must exist": the order's batch under concurrency, in workerd
// against the local libSQL server. No oversell, a coupon's usage limit holds, one order per
// Idempotency-Key, and order numbers stay sequential without gaps.
import { env } from "cloudflare:workers";
import { count, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { counters, coupons, orders } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import {
  callCheckout,
  createBuyer,
  createCoupon,
  createDeliveryWorld,
  createStockedProduct,
  stockOf,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
/** Fifty customers and their orders take seconds on a shared machine: the races are the point, not speed. */
const raceTimeout = 60_000;
let world: DeliveryWorld;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
});

/** `n` buyers, each with a session and an address, so every order is a different customer's. */
const buyers = (n: number) => Promise.all(Array.from({ length: n }, () => createBuyer(db, world)));

it(
  "sells the last 5 units to exactly 5 of 50 parallel orders, and the stock ends at 0",
  async () => {
    const product = await createStockedProduct(db, world, { quantity: 5 });
    const answers = await Promise.all(
      (await buyers(50)).map(({ cookie, address }) =>
        callCheckout("/api/orders", cookie, {
          lines: [{ productId: product.id, quantity: 1 }],
          addressId: address.id,
          paymentMethodId: world.methods.bankTransfer.id,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.error)).toEqual(
      Array(45).fill("not_enough_stock"),
    );
    expect(answers.find((answer) => answer.status === 409)?.message).toMatch(/the max quantity is 0$/);
    expect(await stockOf(db, product.id)).toBe(0);
    const lines = await db.$client.execute({
      sql: "select count(*) as n, sum(quantity) as q from order_lines where product_id = ?",
      args: [product.id],
    });
    expect(lines.rows[0]).toMatchObject({ n: 5, q: 5 });
  },
  raceTimeout,
);

it(
  "lets exactly 3 of 20 parallel orders use a coupon limited to 3 uses",
  async () => {
    const product = await createStockedProduct(db, world, { quantity: 500 });
    const coupon = await createCoupon(db, { type: "fixed", value: 500, usageLimit: 3 });
    const answers = await Promise.all(
      (await buyers(20)).map(({ cookie, address }) =>
        callCheckout("/api/orders", cookie, {
          lines: [{ productId: product.id, quantity: 1 }],
          addressId: address.id,
          paymentMethodId: world.methods.bankTransfer.id,
          couponCode: coupon.code,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => answer.error))).toEqual(
      new Set(["coupon_not_applicable"]),
    );
    const [used] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used?.usedCount).toBe(3);
    const [withCoupon] = await db.select({ n: count() }).from(orders).where(eq(orders.couponId, coupon.id));
    expect(withCoupon?.n).toBe(3);
    expect(await stockOf(db, product.id)).toBe(497);
  },
  raceTimeout,
);

it(
  "places one order for 10 parallel submissions with one Idempotency-Key",
  async () => {
    const product = await createStockedProduct(db, world, { quantity: 50 });
    const [{ cookie, address, customer }] = (await buyers(1)) as [Awaited<ReturnType<typeof createBuyer>>];
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callCheckout(
          "/api/orders",
          cookie,
          {
            lines: [{ productId: product.id, quantity: 2 }],
            addressId: address.id,
            paymentMethodId: world.methods.bankTransfer.id,
          },
          { idempotencyKey: key },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    const [mine] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id));
    expect(mine?.n).toBe(1);
    expect(await stockOf(db, product.id)).toBe(48);
  },
  raceTimeout,
);

it(
  "places one order for one key raced with two bodies: the winner's body is replayed, the other refused (422)",
  async () => {
    const product = await createStockedProduct(db, world, { quantity: 50 });
    const [{ cookie, address, customer }] = (await buyers(1)) as [Awaited<ReturnType<typeof createBuyer>>];
    const key = crypto.randomUUID();
    const body = (quantity: number) => ({
      lines: [{ productId: product.id, quantity }],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callCheckout("/api/orders", cookie, body(i % 2 === 0 ? 2 : 3), { idempotencyKey: key }),
      ),
    );
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    const won = (await stockOf(db, product.id)) === 48 ? 0 : 1;
    expect(await db.$count(orders, eq(orders.customerId, customer.id))).toBe(1);
    answers.forEach((answer, i) => {
      if (i % 2 === won) expect(answer).toMatchObject({ status: 201, data: { id: order?.id } });
      else expect(answer).toMatchObject({ status: 422, error: "idempotency_key_reused" });
    });
  },
  raceTimeout,
);

it("numbers orders JM-000001 onwards without gaps, whatever raced or aborted", async () => {
  const numbers = await db.select({ number: orders.orderNumber }).from(orders).where(like(orders.orderNumber, "JM-%"));
  const [counter] = await db.select().from(counters).where(eq(counters.name, "order"));
  const sorted = numbers.map((row) => Number(row.number.slice(3))).sort((a, b) => a - b);
  expect(sorted.length).toBeGreaterThan(0);
  expect(sorted).toEqual(Array.from({ length: counter?.value ?? 0 }, (_, i) => i + 1));
});
