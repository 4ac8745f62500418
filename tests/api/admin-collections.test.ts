// The office's side of collections and a customer's statement (issue #22 items 6 and 8, decision
// 0094): the list to reconcile, confirming (the allocations become the orders' payments, once even
// when confirmed twice at once), voiding, and the statement's running balance.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../core/contracts/admin/orders.ts";
import type {
  AdminCollectionPage,
  CollectionReceipt,
  CustomerStatement,
  SalesCustomerDetail,
} from "../../core/contracts/sales.ts";
import { orderPayments, orders } from "../../db/schema/index.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";
import { cash, collect, createSalesTeam, db, json } from "../fixtures/sales.ts";

const { admin, json: answer, session } = adminApi<CollectionReceipt>("collections");

beforeAll(async () => {
  await putSiteSettings(db);
  await putCompanyProfile(db);
});

describe("POST /api/admin/collections/{id}/confirm", () => {
  it("turns the allocations into the orders' payments: the order desk sees them paid", async () => {
    const team = await createSalesTeam();
    const first = await createOrder(db, team.customer.id, { grandTotal: 6_000, status: "delivered" });
    const second = await createOrder(db, team.customer.id, { grandTotal: 4_000, status: "delivered" });
    const { receipt } = await collect(team, {
      ...cash(team.customer.id, 11_000, [
        { orderId: first.id, amount: 6_000 },
        { orderId: second.id, amount: 1_500 },
      ]),
      method: "bank_transfer",
      reference: "TRX-77",
    });
    const confirmed = await admin(`/${receipt?.id}/confirm`, { method: "POST", body: {} });
    expect(confirmed.status).toBe(200);
    expect((await answer(confirmed)).data).toMatchObject({ state: "confirmed", canVoid: false, canConfirm: false });

    const desk = async (id: number) =>
      (await answer<OrderDetail>(await call(`/api/admin/orders/${id}`, { cookie: session.cookie }))).data;
    expect(await desk(first.id)).toMatchObject({ paymentState: "paid", paidAmount: 6_000 });
    const partly = await desk(second.id);
    expect(partly).toMatchObject({ paymentState: "partlyPaid", paidAmount: 1_500 });
    expect(partly.payments).toMatchObject([
      { amount: 1_500, method: "bank_transfer", reference: "TRX-77", receivedOn: "2026-11-28" },
    ]);

    // The balance counts the collection once: 10,000 ordered − 11,000 collected
    const detail = (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data;
    expect(detail.customer.balance).toBe(-1_000);
    expect(detail.openOrders.map((order) => [order.id, order.openAmount])).toEqual([[second.id, 2_500]]);

    // A confirmed collection is not voided: its payments are on the orders
    for (const voiding of [
      admin(`/${receipt?.id}/void`, { body: { reason: "Bounced" } }),
      team.as(`/collections/${receipt?.id}/void`, { body: { reason: "Bounced" } }),
    ]) {
      const refused = await voiding;
      expect(refused.status).toBe(409);
      expect((await answer(refused)).error).toBe("collection_confirmed");
    }
  });

  it("records each payment once when confirmed several times at once", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 5_000 });
    const { receipt } = await collect(team, cash(team.customer.id, 5_000, [{ orderId: order.id, amount: 5_000 }]));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => admin(`/${receipt?.id}/confirm`, { method: "POST", body: {} })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await db.$count(orderPayments, eq(orderPayments.orderId, order.id))).toBe(1);
    const [row] = await db.select({ paidAmount: orders.paidAmount }).from(orders).where(eq(orders.id, order.id));
    expect(row?.paidAmount).toBe(5_000);
  });

  it("refuses a voided collection, and answers 404 for none", async () => {
    const team = await createSalesTeam();
    const { receipt } = await collect(team, cash(team.customer.id, 700));
    await admin(`/${receipt?.id}/void`, { body: { reason: "Entered twice" } });
    const refused = await admin(`/${receipt?.id}/confirm`, { method: "POST", body: {} });
    expect(refused.status).toBe(409);
    expect((await answer(refused)).error).toBe("collection_voided");
    expect((await admin("/999999999/confirm", { method: "POST", body: {} })).status).toBe(404);
  });
});

describe("POST /api/admin/orders/{id}/payments beside collections", () => {
  it("counts what a recorded collection holds, so the desk cannot take the order past its total", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 10_000, status: "delivered" });
    const { receipt } = await collect(team, cash(team.customer.id, 7_000, [{ orderId: order.id, amount: 7_000 }]));
    const pay = (amount: number) =>
      call(`/api/admin/orders/${order.id}/payments`, {
        cookie: session.cookie,
        body: { receivedOn: "28/11/2026", method: "bank_transfer", reference: "TRX-9", amount },
      });
    const refused = await pay(3_001);
    expect(refused.status).toBe(409);
    expect((await answer(refused)).error).toBe("payment_above_total");
    expect((await pay(3_000)).status).toBe(201);
    // Voided, the collection holds nothing: the rest of the total can be paid at the desk
    await admin(`/${receipt?.id}/void`, { body: { reason: "Entered twice" } });
    expect((await pay(7_000)).status).toBe(201);
  });
});

describe("GET /api/admin/collections", () => {
  it("lists every salesperson's collections, filtered by salesperson and state, with counts per state", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const mine = await collect(team, cash(team.customer.id, 1_100));
    await collect(team, cash(team.customer.id, 1_200));
    await collect(rival, cash(rival.customer.id, 1_300));
    await admin(`/${mine.receipt?.id}/confirm`, { method: "POST", body: {} });
    const page = async (query: string) => (await answer<AdminCollectionPage>(await admin(query))).data;
    const bySalesperson = await page(`?salesperson=${team.salesperson.id}`);
    expect(bySalesperson.items.map((row) => row.amount).sort()).toEqual([1_100, 1_200]);
    expect(bySalesperson.counts).toEqual({ recorded: 1, confirmed: 1, voided: 0, all: 2 });
    const confirmed = await page(`?salesperson=${team.salesperson.id}&state=confirmed`);
    expect(confirmed.items.map((row) => row.amount)).toEqual([1_100]);
    expect(confirmed.total).toBe(1);
    expect((await page(`?customer=${rival.customer.id}`)).items.map((row) => row.salesperson.id)).toEqual([
      rival.salesperson.id,
    ]);
    expect((await admin("?sort=-nothing")).status).toBe(400);
  });
});

describe("GET /api/admin/customers/{id}/statement", () => {
  it("lists orders, payments, collections and returns in date order with a running balance", async () => {
    const team = await createSalesTeam();
    const day = (iso: string, hour = 12) => Date.parse(`${iso}T${String(hour).padStart(2, "0")}:00:00Z`);
    const october = await createOrder(db, team.customer.id, {
      grandTotal: 3_000,
      placedAt: day("2026-10-10"),
      status: "delivered",
    });
    const november = await createOrder(db, team.customer.id, {
      grandTotal: 10_000,
      placedAt: day("2026-11-20"),
      status: "delivered",
      // Paid on account, net 30 (decision 0102): the statement says when it falls due
      columns: { dueOn: Date.parse("2026-12-20T00:00:00Z") },
    });
    await createOrder(db, team.customer.id, { grandTotal: 9_999, placedAt: day("2026-11-21"), status: "cancelled" });
    await db.insert(orderPayments).values({
      orderId: october.id,
      amount: 3_000,
      currency: "SAR",
      method: "cash",
      receivedOn: Date.parse("2026-10-15T00:00:00Z"),
      recordedByName: "Office",
    });
    const { receipt } = await collect(team, cash(team.customer.id, 4_000, [{ orderId: november.id, amount: 4_000 }]));
    await admin(`/${receipt?.id}/confirm`, { method: "POST", body: {} });
    await createRefund(db, team.customer.id, november.id, "Damaged", { status: "received", referenceTotal: 1_000 });
    const voided = await collect(team, cash(team.customer.id, 500));
    await admin(`/${voided.receipt?.id}/void`, { body: { reason: "Wrong amount" } });

    const statement = async (query = "") =>
      (
        await answer<CustomerStatement>(
          await call(`/api/admin/customers/${team.customer.id}/statement${query}`, { cookie: session.cookie }),
        )
      ).data;
    const whole = await statement();
    expect(whole.entries.map((entry) => [entry.kind, entry.debit, entry.credit, entry.balance])).toEqual([
      ["order", 3_000, 0, 3_000],
      ["payment", 0, 3_000, 0],
      ["order", 10_000, 0, 10_000],
      ["collection", 0, 4_000, 6_000],
      ["return", 0, 1_000, 5_000],
    ]);
    expect(whole.entries.map((entry) => entry.dueOn)).toEqual([null, null, "2026-12-20", null, null]);
    expect(whole).toMatchObject({ openingBalance: 0, closingBalance: 5_000, currency: "SAR" });
    expect(whole.entries[3]?.reference).toBe(receipt?.receiptNumber);
    // The same figure as the salesperson's balance
    const detail = (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data;
    expect(detail.customer.balance).toBe(5_000);

    const november2026 = await statement("?from=2026-11-01&to=2026-11-28");
    expect(november2026.openingBalance).toBe(0);
    expect(november2026.entries.map((entry) => entry.kind)).toEqual(["order", "collection"]);
    expect(november2026.closingBalance).toBe(6_000);
    expect((await statement("?to=2026-10-12")).entries.map((entry) => entry.kind)).toEqual(["order"]);
  });

  it("lists money collected on a day after that day's orders, so the balance never dips below what is owed", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, {
      grandTotal: 2_000,
      placedAt: Date.parse("2026-11-28T09:00:00Z"),
      status: "delivered",
    });
    await collect(team, cash(team.customer.id, 2_000, [{ orderId: order.id, amount: 2_000 }]));
    const statement = (
      await answer<CustomerStatement>(
        await call(`/api/admin/customers/${team.customer.id}/statement`, { cookie: session.cookie }),
      )
    ).data;
    expect(statement.entries.map((entry) => [entry.kind, entry.balance])).toEqual([
      ["order", 2_000],
      ["collection", 0],
    ]);
  });

  it("is the office's: a salesperson has none, and an unknown customer is not found", async () => {
    const team = await createSalesTeam();
    expect((await call(`/api/admin/customers/${team.customer.id}/statement`, { cookie: team.cookie })).status).toBe(
      401,
    );
    expect((await call("/api/admin/customers/999999999/statement", { cookie: session.cookie })).status).toBe(404);
    expect(
      (await call(`/api/admin/customers/${team.customer.id}/statement?from=28/11/2026`, { cookie: session.cookie }))
        .status,
    ).toBe(400);
  });
});
