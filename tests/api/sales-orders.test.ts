// The salesperson's orders, returns and figures (issue #22 items 5, 7 and 8, decision 0094):
// their customers' only (another salesperson's answer 404 or nothing), returns under the
// customer's own rules, and this month's and last month's totals with the cheques due this week.
// Ordering for a customer (POST /api/orders with customerId, only one's own customers) is
// tests/api/checkout.test.ts's "lets a salesperson order for their own customer only".
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SalesOrderPage, SalesReturnCreated, SalesReturnPage, SalesStats } from "../../core/contracts/sales.ts";
import type { SalesOrderDetail } from "../../workers/api/sales/read-order.ts";
import { getProfile } from "../../core/profiles.ts";
import { customers, refunds } from "../../db/schema/index.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";
import { createOrder } from "../fixtures/orders.ts";
import { cash, collect, createSalesTeam, db, json } from "../fixtures/sales.ts";

const day = 86_400_000;

beforeAll(async () => {
  await putSiteSettings(db, { refundsEnabled: true, refundDays: 14 });
  await putCompanyProfile(db);
});

/** A delivered order of `customerId`, delivered `deliveredAgo` ms ago, with two lines. */
const deliveredOrder = (customerId: number, deliveredAgo = day) =>
  createOrder(db, customerId, {
    status: "delivered",
    grandTotal: 7_000,
    lines: [
      { title: "Bath towel", sku: "TOWEL-01", unitPrice: 1_000, quantity: 4 },
      { title: "Hand towel", sku: "TOWEL-02", unitPrice: 1_000, quantity: 3 },
    ],
    history: [{ status: "delivered", createdAt: Date.now() - deliveredAgo }],
  });

describe("GET /api/sales/orders", () => {
  it("lists their customers' orders only, filtered by customer and status", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const pending = await createOrder(db, team.customer.id, { placedAt: Date.now() - day });
    const delivered = await createOrder(db, team.customer.id, { status: "delivered" });
    await createOrder(db, rival.customer.id);
    const ids = async (query = "") =>
      (await json<SalesOrderPage>(await team.as(`/orders${query}`))).data.items.map((order) => order.id);
    expect(await ids()).toEqual([delivered.id, pending.id]);
    expect(await ids("?status=pending")).toEqual([pending.id]);
    expect(await ids(`?customer=${team.customer.id}&sort=placedAt`)).toEqual([pending.id, delivered.id]);
    expect(await ids(`?customer=${rival.customer.id}`)).toEqual([]);
    expect(await ids(`?search=${pending.orderNumber}`)).toEqual([pending.id]);
    const [row] = (await json<SalesOrderPage>(await team.as("/orders?status=pending"))).data.items;
    expect(row).toMatchObject({ paymentState: "unpaid", customer: { id: team.customer.id }, grandTotal: 10_000 });
  });
});

describe("GET /api/sales/orders/{id}", () => {
  it("answers their customer's order as the customer's page shows it, with its collections and returns", async () => {
    const team = await createSalesTeam();
    const order = await deliveredOrder(team.customer.id);
    const [towel] = order.lines;
    await team.as("/returns", { body: { orderId: order.id, reason: "Torn", [`quantity-${towel?.id}`]: 1 } });
    const { receipt } = await collect(team, cash(team.customer.id, 3_000, [{ orderId: order.id, amount: 2_500 }]));
    // A collection of another order stays off this one
    const other = await createOrder(db, team.customer.id, { grandTotal: 1_000 });
    await collect(team, cash(team.customer.id, 1_000, [{ orderId: other.id, amount: 1_000 }]));

    const response = await team.as(`/orders/${order.id}`);
    expect(response.status).toBe(200);
    const detail = (await json<SalesOrderDetail>(response)).data;
    expect(detail.order).toMatchObject({ id: order.id, orderNumber: order.orderNumber, status: "delivered" });
    expect(detail.order).not.toHaveProperty("idempotencyKey");
    expect(detail.customer).toMatchObject({ id: team.customer.id, companyName: team.customer.companyName });
    expect(detail.lines.map((line) => [line.sku, line.quantity, line.requestedQuantity])).toEqual([
      ["TOWEL-01", 4, 1],
      ["TOWEL-02", 3, 0],
    ]);
    expect(detail.history.map((entry) => entry.status)).toContain("delivered");
    expect(detail.returns.state).toBe("open");
    expect(detail.collections).toEqual([
      {
        id: receipt?.id,
        receiptNumber: receipt?.receiptNumber,
        collectedOn: "2026-11-28",
        method: "cash",
        state: "recorded",
        salesperson: { id: team.salesperson.id, name: `${team.salesperson.firstName} ${team.salesperson.lastName}` },
        amount: 2_500,
        currency: "SAR",
      },
    ]);
    expect(detail.returnRequests).toMatchObject([{ orderId: order.id, status: "requested", lines: [{ quantity: 1 }] }]);
  });

  it("is not found for another salesperson's customer, nor for the salesperson a customer moved away from", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const order = await createOrder(db, rival.customer.id);
    expect((await team.as(`/orders/${order.id}`)).status).toBe(404);
    expect((await rival.as(`/orders/${order.id}`)).status).toBe(200);
    await db.update(customers).set({ salespersonId: team.salesperson.id }).where(eq(customers.id, rival.customer.id));
    expect((await rival.as(`/orders/${order.id}`)).status).toBe(404);
    expect((await team.as(`/orders/${order.id}`)).status).toBe(200);
    expect((await team.as("/orders/abc")).status).toBe(404);
  });
});

describe("/api/sales/returns", () => {
  it("asks for a return for their customer's order under the customer's rules, and lists it", async () => {
    const team = await createSalesTeam();
    const order = await deliveredOrder(team.customer.id);
    const [towel, hand] = order.lines;
    const response = await team.as("/returns", {
      body: { orderId: order.id, reason: "Torn on arrival", [`quantity-${towel?.id}`]: 2 },
    });
    expect(response.status).toBe(201);
    const created = (await json<SalesReturnCreated>(response)).data;
    expect(created).toMatchObject({ orderId: order.id, status: "requested", referenceTotal: 2_000 });
    const [row] = await db.select().from(refunds).where(eq(refunds.id, created.id));
    expect(row).toMatchObject({ customerId: team.customer.id, salespersonId: team.salesperson.id });

    // The same quantities rule as the customer's: 3 more towels would pass the 4 ordered
    const tooMany = await team.as("/returns", {
      body: { orderId: order.id, reason: "More", [`quantity-${towel?.id}`]: 3, [`quantity-${hand?.id}`]: 1 },
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys((await json(tooMany)).errors ?? {})).toEqual([`quantity-${towel?.id}`]);

    const list = (await json<SalesReturnPage>(await team.as(`/returns?customer=${team.customer.id}`))).data;
    expect(list.items).toMatchObject([
      {
        id: created.id,
        orderNumber: order.orderNumber,
        status: "requested",
        lines: [{ orderLineId: towel?.id, quantity: 2 }],
      },
    ]);
  });

  it("refuses after the refund days, like the customer's", async () => {
    const team = await createSalesTeam();
    const order = await deliveredOrder(team.customer.id, 30 * day);
    const response = await team.as("/returns", {
      body: { orderId: order.id, reason: "Late", [`quantity-${order.lines[0]?.id}`]: 1 },
    });
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe("return_period_over");
  });

  it("does not see or ask for another salesperson's customers' returns", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const order = await deliveredOrder(rival.customer.id);
    const asked = await team.as("/returns", {
      body: { orderId: order.id, reason: "Not mine", [`quantity-${order.lines[0]?.id}`]: 1 },
    });
    expect(asked.status).toBe(404);
    await rival.as("/returns", { body: { orderId: order.id, reason: "Mine", [`quantity-${order.lines[0]?.id}`]: 1 } });
    expect((await json<SalesReturnPage>(await team.as("/returns"))).data.items).toEqual([]);
    expect((await json<SalesReturnPage>(await rival.as("/returns"))).data.total).toBe(1);
  });
});

describe("GET /api/sales/stats", () => {
  it("totals this month's and last month's orders and collections, per customer, and the cheques due this week", async () => {
    const team = await createSalesTeam();
    // Months and days in the shop's time zone, as the route counts them: near midnight the UTC day
    // and month are not the shop's
    const today = isoDayOf(Date.now(), getProfile(env.PROFILE));
    const [year = 2026, month = 1] = today.split("-").map(Number);
    const thisMonth = Date.UTC(year, month - 1, 15, 9);
    const lastMonth = Date.UTC(year, month - 2, 15, 9);
    const dayText = (epoch: number) => new Date(epoch).toISOString().slice(0, 10).split("-").reverse().join("/");
    const todayMidday = Date.parse(`${today}T09:00:00Z`);
    await createOrder(db, team.customer.id, { grandTotal: 4_000, placedAt: Math.min(thisMonth, Date.now()) });
    await createOrder(db, team.customer.id, { grandTotal: 2_500, placedAt: lastMonth });
    await createOrder(db, team.customer.id, { grandTotal: 9_000, placedAt: lastMonth, status: "cancelled" });
    await collect(team, { ...cash(team.customer.id, 1_500), collectedOn: dayText(lastMonth) });
    const due = await collect(team, {
      ...cash(team.customer.id, 3_000),
      collectedOn: dayText(todayMidday),
      method: "check",
      reference: "CHQ-5",
      bank: "SNB",
      chequeDueOn: dayText(todayMidday + 2 * day),
    });
    await collect(team, {
      ...cash(team.customer.id, 100),
      collectedOn: dayText(todayMidday),
      method: "check",
      reference: "CHQ-6",
      bank: "SNB",
      chequeDueOn: dayText(todayMidday + 20 * day),
    });
    const stats = (await json<SalesStats>(await team.as("/stats"))).data;
    expect(stats.thisMonth.orders).toEqual({ count: 1, total: 4_000 });
    expect(stats.lastMonth.orders).toEqual({ count: 1, total: 2_500 });
    expect(stats.thisMonth.collections).toEqual({ count: 2, total: 3_100 });
    expect(stats.lastMonth.collections).toEqual({ count: 1, total: 1_500 });
    expect(stats.perCustomer).toEqual([
      {
        customer: { id: team.customer.id, name: "Fatimah Al-Harbi", companyName: team.customer.companyName },
        thisMonth: { orders: 4_000, collections: 3_100 },
        lastMonth: { orders: 2_500, collections: 1_500 },
      },
    ]);
    expect(stats.chequesDue.map((cheque) => cheque.id)).toEqual([due.receipt?.id]);
  });
});
