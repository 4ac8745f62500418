// Decision 0086: order_status_counts holds how many orders each status has, kept by migration
// 0024's triggers on orders (insert, delete, a status change) in the write's own transaction, so
// the order desk's unfiltered tabs read it instead of counting every order. Its figures must
// always be what counting the orders gives, whoever writes them and however many at once.
import { env } from "cloudflare:workers";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderListPage } from "../../core/contracts/admin/orders.ts";
import { orderStatuses, type OrderStatus } from "../../core/orders/order-status.ts";
import { orderStatusCounts, orders } from "../../db/schema/index.ts";
import { changeOrderStatus } from "../../workers/api/orders/change-order-status.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json } = adminApi("orders");
const siteEnv = { PROFILE: env.PROFILE, SITE_ORIGIN: "https://shop.jumla.test" };

/** Each status's count as the table keeps it and as counting the orders gives it (statuses with none left out). */
async function keptAndCounted() {
  const [kept, counted] = await db.batch([
    db.select({ status: orderStatusCounts.status, count: orderStatusCounts.count }).from(orderStatusCounts),
    db
      .select({ status: orders.status, count: sql<number>`count(*)` })
      .from(orders)
      .groupBy(orders.status),
  ]);
  const byStatus = (rows: { status: OrderStatus; count: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [row.status, row.count]));
  return { kept: byStatus(kept), counted: byStatus(counted) };
}

const expectExact = async () => {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
};

describe("order_status_counts", () => {
  it("counts inserted orders, one by one and many in one statement", async () => {
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, { status: "pending" });
    await createOrder(db, customer.id, { status: "shipped" });
    const before = (await keptAndCounted()).kept.completed ?? 0;
    const [template] = await db.select().from(orders).where(eq(orders.customerId, customer.id)).limit(1);
    const { id: _id, orderNumber: _number, ...columns } = template ?? ({} as typeof orders.$inferSelect);
    await db.insert(orders).values(
      Array.from({ length: 25 }, (_, i) => ({
        ...columns,
        orderNumber: `C-${crypto.randomUUID().slice(0, 8)}-${i}`,
        status: "completed" as const,
      })),
    );
    expect((await keptAndCounted()).kept.completed).toBe(before + 25);
    await expectExact();
  });

  it("moves an order from one status's count to the other's, and leaves it when the status is written unchanged", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending" });
    const { kept: before } = await keptAndCounted();
    await db.update(orders).set({ status: "approved" }).where(eq(orders.id, order.id));
    const { kept: after } = await keptAndCounted();
    expect(after.pending ?? 0).toBe((before.pending ?? 0) - 1);
    expect(after.approved ?? 0).toBe((before.approved ?? 0) + 1);
    // Another column, or the same status again, changes no count
    await db.update(orders).set({ status: "approved", note: "same status" }).where(eq(orders.id, order.id));
    expect((await keptAndCounted()).kept).toEqual(after);
    await expectExact();
  });

  it("uncounts deleted orders", async () => {
    const customer = await createCustomer(db);
    const made = await Promise.all(
      (["pending", "pending", "cancelled"] as const).map((status) => createOrder(db, customer.id, { status })),
    );
    const { kept: before } = await keptAndCounted();
    const ids = made.map((order) => order.id);
    await db.delete(orders).where(inArray(orders.id, ids));
    const { kept: after } = await keptAndCounted();
    expect(after.pending ?? 0).toBe((before.pending ?? 0) - 2);
    expect(after.cancelled ?? 0).toBe((before.cancelled ?? 0) - 1);
    await expectExact();
  });

  it("stays exact under concurrent status changes, raced ones included", async () => {
    const customer = await createCustomer(db);
    const made = await Promise.all(
      Array.from({ length: 12 }, () => createOrder(db, customer.id, { status: "pending" })),
    );
    // Each order moved by two admins at once (one wins, decision 0045), and plain updates racing beside them
    await Promise.allSettled(
      made.flatMap((order, i) => [
        changeOrderStatus(db, { orderId: order.id, to: "approved", actor: "admin" }, siteEnv),
        changeOrderStatus(db, { orderId: order.id, to: i % 2 ? "rejected" : "approved", actor: "admin" }, siteEnv),
        db
          .update(orders)
          .set({ status: orderStatuses[i % orderStatuses.length] })
          .where(eq(orders.id, made[(i + 5) % made.length]?.id ?? 0)),
      ]),
    );
    await expectExact();
  });

  it("is what the order desk's unfiltered tabs show", async () => {
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, { status: "printed" });
    const page = (await json<OrderListPage>(await admin("?perPage=1"))).data;
    const { counted } = await keptAndCounted();
    for (const status of orderStatuses) expect(page.counts[status]).toBe(counted[status] ?? 0);
    expect(page.counts.all).toBe(Object.values(counted).reduce((sum, count) => sum + count, 0));
    expect(page.total).toBe(page.counts.all);
  });
});
