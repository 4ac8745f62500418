// Collections with receipts (issue #22 item 6, decision 0094): recorded by the salesperson for
// their own customers, allocated to open orders never past what is open on them (also ten at
// once), numbered without gaps under concurrency, voided with a reason, emailed through the outbox.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CollectionReceipt, SalesCollectionPage, SalesCustomerDetail } from "../../core/contracts/sales.ts";
import { collections, customers } from "../../db/schema/index.ts";
import { emailsTo } from "../fixtures/account-flow.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";
import { createOrder } from "../fixtures/orders.ts";
import { cash, collect, createSalesTeam, db, json } from "../fixtures/sales.ts";

beforeAll(async () => {
  await putSiteSettings(db);
  await putCompanyProfile(db);
});

const openOf = async (team: Awaited<ReturnType<typeof createSalesTeam>>, orderId: number) =>
  (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data.openOrders.find(
    (order) => order.id === orderId,
  )?.openAmount ?? 0;

describe("POST /api/sales/collections", () => {
  it("records a cheque for their customer, allocated to an order with the rest on account, and answers its receipt", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 10_000, status: "delivered" });
    const response = await team.as("/collections", {
      body: {
        customerId: team.customer.id,
        method: "check",
        amount: 12_500,
        collectedOn: "28/11/2026",
        reference: "CHQ-000123",
        bank: "Al Rajhi",
        chequeDueOn: "15/12/2026",
        note: "Handed over at the shop",
        allocations: [{ orderId: order.id, amount: 10_000 }],
      },
    });
    expect(response.status).toBe(201);
    const receipt = (await json<CollectionReceipt>(response)).data;
    expect(receipt).toMatchObject({
      receiptNumber: expect.stringMatching(/^RCT-\d{6}$/),
      customer: { id: team.customer.id, companyName: team.customer.companyName },
      salesperson: { id: team.salesperson.id, name: `${team.salesperson.firstName} ${team.salesperson.lastName}` },
      amount: 12_500,
      allocatedAmount: 10_000,
      onAccount: 2_500,
      currency: "SAR",
      method: "check",
      reference: "CHQ-000123",
      bank: "Al Rajhi",
      chequeDueOn: "2026-12-15",
      collectedOn: "2026-11-28",
      state: "recorded",
      canVoid: true,
      isTaxInvoice: false,
      allocations: [{ orderId: order.id, orderNumber: order.orderNumber, amount: 10_000 }],
    });
    expect(receipt.seller?.name).toBeTruthy();
    // The order's open amount is held by the recorded collection
    expect(await openOf(team, order.id)).toBe(0);
  });

  it("refuses, field by field, what each method needs and allocations above the amount", async () => {
    const team = await createSalesTeam();
    const answer = async (body: Record<string, unknown>) => {
      const response = await team.as("/collections", { body });
      expect(response.status).toBe(400);
      return (await json(response)).errors;
    };
    const base = { customerId: team.customer.id, amount: 1_000, collectedOn: "28/11/2026" };
    expect(await answer({ ...base, method: "bank_transfer" })).toEqual({
      reference: "Enter the transfer's reference or the cheque's number",
    });
    expect(await answer({ ...base, method: "check", reference: "CHQ-1" })).toEqual({
      bank: "Enter the bank the cheque is drawn on",
      chequeDueOn: "Enter the cheque's due date",
    });
    expect(await answer({ ...base, method: "cash", allocations: [{ orderId: 1, amount: 1_001 }] })).toEqual({
      allocations: "The amounts given to orders add up to more than the amount collected",
    });
    expect(await answer({ ...base, method: "cash", amount: 0 })).toHaveProperty("amount");
    // In Arabic too
    const arabic = await team.as("/collections", { body: { ...base, method: "bank_transfer" }, language: "ar" });
    expect((await json(arabic)).errors).toEqual({ reference: "أدخل مرجع التحويل أو رقم الشيك" });
  });

  it("refuses an order of another customer, a cancelled one, and more than is open on an order", async () => {
    const team = await createSalesTeam();
    const stranger = await createCustomer(db, { salespersonId: team.salesperson.id });
    const theirs = await createOrder(db, stranger.id, { grandTotal: 5_000 });
    const cancelled = await createOrder(db, team.customer.id, { grandTotal: 5_000, status: "cancelled" });
    const order = await createOrder(db, team.customer.id, { grandTotal: 5_000 });
    for (const orderId of [theirs.id, cancelled.id]) {
      const { response } = await collect(team, cash(team.customer.id, 1_000, [{ orderId, amount: 1_000 }]));
      expect(response.status).toBe(409);
      expect((await json(response)).error).toBe("collection_order_unavailable");
    }
    const above = await collect(team, cash(team.customer.id, 6_000, [{ orderId: order.id, amount: 5_001 }]));
    expect(above.response.status).toBe(409);
    const refusal = await json(above.response);
    expect(refusal.error).toBe("collection_above_open");
    expect(Object.keys(refusal.errors ?? {})).toEqual(["allocations.0"]);
    expect(refusal.errors?.["allocations.0"]).toMatch(/^At most SAR.50\.00 is still open on order .+$/);
    expect(refusal.errors?.["allocations.0"]).toContain(order.orderNumber);
    expect(await db.$count(collections, eq(collections.customerId, team.customer.id))).toBe(0);
  });

  it("never allocates more than an order's open amount, even ten collections at once", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        collect(team, cash(team.customer.id, 3_000, [{ orderId: order.id, amount: 3_000 }])),
      ),
    );
    const statuses = results.map((result) => result.response.status).sort();
    // 3 × 3,000 fit in 10,000; the fourth would pass it
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await openOf(team, order.id)).toBe(1_000);
  });

  it("numbers receipts consecutively, without gaps or repeats, under ten at once (refusals take no number)", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 1_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        collect(
          team,
          // Every other one asks for more than the order holds once the first took it
          cash(team.customer.id, 500, index % 2 === 0 ? [] : [{ orderId: order.id, amount: 500 }]),
        ),
      ),
    );
    const numbers = results
      .flatMap((result) => (result.receipt ? [Number(result.receipt.receiptNumber.slice(4))] : []))
      .sort((a, b) => a - b);
    // The five without allocations and two of the five with one (2 × 500 fill the order)
    expect(numbers.length).toBe(7);
    expect(numbers).toEqual(Array.from({ length: 7 }, (_, index) => (numbers[0] ?? 0) + index));
    // Every receipt of this file's database: one unbroken sequence from 1, none repeated
    const all = (await db.select({ number: collections.receiptNumber }).from(collections))
      .map((row) => Number(row.number.slice(4)))
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });
});

describe("POST /api/sales/collections/{id}/void", () => {
  it("needs a reason, restores the order's open amount and the balance, and happens once", async () => {
    const team = await createSalesTeam();
    const order = await createOrder(db, team.customer.id, { grandTotal: 8_000 });
    const { receipt } = await collect(team, cash(team.customer.id, 8_000, [{ orderId: order.id, amount: 8_000 }]));
    expect(await openOf(team, order.id)).toBe(0);
    const balanceBefore = (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data
      .customer.balance;
    expect(balanceBefore).toBe(0);

    const noReason = await team.as(`/collections/${receipt?.id}/void`, { body: { reason: " " } });
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).errors).toEqual({ reason: "Give the reason for voiding the receipt" });

    const voided = await team.as(`/collections/${receipt?.id}/void`, { body: { reason: "Wrong customer" } });
    expect(voided.status).toBe(200);
    expect((await json<CollectionReceipt>(voided)).data).toMatchObject({
      state: "voided",
      voidReason: "Wrong customer",
      voidedByName: `${team.salesperson.firstName} ${team.salesperson.lastName}`,
      canVoid: false,
    });
    expect(await openOf(team, order.id)).toBe(8_000);
    const detail = (await json<SalesCustomerDetail>(await team.as(`/customers/${team.customer.id}`))).data;
    expect(detail.customer.balance).toBe(8_000);

    const again = await team.as(`/collections/${receipt?.id}/void`, { body: { reason: "Twice" } });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe("collection_voided");
    // Never deleted
    expect(await db.$count(collections, eq(collections.id, receipt?.id ?? 0))).toBe(1);
  });
});

describe("another salesperson's collections", () => {
  it("are not found: list, receipt, void, email; nor may a collection be recorded for their customer", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const { receipt } = await collect(rival, cash(rival.customer.id, 1_000));
    expect((await team.as(`/collections/${receipt?.id}`)).status).toBe(404);
    expect((await team.as(`/collections/${receipt?.id}/void`, { body: { reason: "Mine now" } })).status).toBe(404);
    expect((await team.as(`/collections/${receipt?.id}/email`, { method: "POST", body: {} })).status).toBe(404);
    const list = (await json<SalesCollectionPage>(await team.as("/collections"))).data;
    expect(list.items).toEqual([]);
    const forTheirs = await collect(team, cash(rival.customer.id, 1_000));
    expect(forTheirs.response.status).toBe(404);
    const [rivalCollection] = await db
      .select()
      .from(collections)
      .where(eq(collections.id, receipt?.id ?? 0));
    expect(rivalCollection?.state).toBe("recorded");
  });
});

describe("a customer moved to another salesperson", () => {
  it("takes its collections along: the new salesperson sees every one (who collected it shown), the old one none", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const { receipt } = await collect(rival, cash(rival.customer.id, 1_500));
    await db.update(customers).set({ salespersonId: team.salesperson.id }).where(eq(customers.id, rival.customer.id));

    const listed = (await json<SalesCollectionPage>(await team.as("/collections"))).data;
    expect(listed.items.map((row) => [row.id, row.salesperson.id])).toEqual([[receipt?.id, rival.salesperson.id]]);
    expect(listed.counts.all).toBe(1);
    const shown = (await json<CollectionReceipt>(await team.as(`/collections/${receipt?.id}`))).data;
    expect(shown).toMatchObject({ id: receipt?.id, salesperson: { id: rival.salesperson.id }, canVoid: false });
    const customerPage = (await json<SalesCustomerDetail>(await team.as(`/customers/${rival.customer.id}`))).data;
    expect(customerPage.collections.map((row) => row.id)).toEqual([receipt?.id]);
    expect((await team.as(`/collections/${receipt?.id}/email`, { method: "POST", body: {} })).status).toBe(202);
    // The money is the colleague's: the office voids it, not the new salesperson
    const voiding = await team.as(`/collections/${receipt?.id}/void`, { body: { reason: "Not mine" } });
    expect(voiding.status).toBe(403);
    // Their own collection for the customer now theirs can be voided as any of theirs
    const own = await collect(team, cash(rival.customer.id, 500));
    expect(own.receipt?.canVoid).toBe(true);

    // The salesperson the customer left sees none of it any more
    expect((await json<SalesCollectionPage>(await rival.as("/collections"))).data.items).toEqual([]);
    expect((await rival.as(`/collections/${receipt?.id}`)).status).toBe(404);
    expect((await rival.as(`/collections/${receipt?.id}/void`, { body: { reason: "Mine" } })).status).toBe(404);
    expect((await rival.as(`/collections/${receipt?.id}/email`, { method: "POST", body: {} })).status).toBe(404);
    const [kept] = await db
      .select()
      .from(collections)
      .where(eq(collections.id, receipt?.id ?? 0));
    expect(kept?.state).toBe("recorded");
  });
});

describe("GET /api/sales/collections", () => {
  it("lists their collections, filtered by customer, method, state and days", async () => {
    const team = await createSalesTeam();
    const other = await createCustomer(db, { salespersonId: team.salesperson.id });
    const first = await collect(team, cash(team.customer.id, 1_000));
    await collect(team, { ...cash(other.id, 2_000), collectedOn: "01/11/2026" });
    const cheque = await collect(team, {
      ...cash(team.customer.id, 3_000),
      method: "check",
      reference: "CHQ-9",
      bank: "SNB",
      chequeDueOn: "30/11/2026",
    });
    await team.as(`/collections/${first.receipt?.id}/void`, { body: { reason: "Duplicate" } });
    const ids = async (query: string) =>
      (await json<SalesCollectionPage>(await team.as(`/collections${query}`))).data.items.map((row) => row.amount);
    expect(await ids("")).toEqual([3_000, 1_000, 2_000]);
    expect(await ids(`?customer=${other.id}`)).toEqual([2_000]);
    expect(await ids("?method=check")).toEqual([3_000]);
    expect(await ids("?state=voided")).toEqual([1_000]);
    expect(await ids("?from=2026-11-02&to=2026-11-30")).toEqual([3_000, 1_000]);
    expect(await ids("?sort=amount")).toEqual([1_000, 2_000, 3_000]);
    expect(await ids(`?search=${cheque.receipt?.receiptNumber}`)).toEqual([3_000]);
    expect((await team.as("/collections?state=lost")).status).toBe(400);
  });
});

describe("POST /api/sales/collections/{id}/email", () => {
  it("queues the receipt to the customer, in their language, saying it is not a tax invoice", async () => {
    const team = await createSalesTeam();
    const { receipt } = await collect(team, cash(team.customer.id, 4_200));
    const response = await team.as(`/collections/${receipt?.id}/email`, { method: "POST", body: {} });
    expect(response.status).toBe(202);
    expect((await json<{ sentTo: string }>(response)).data).toEqual({ sentTo: team.customer.email });
    // The profile's language (Arabic) for a customer without one of their own
    const [arabic] = await emailsTo(team.customer.email);
    expect(arabic?.subject).toContain(receipt?.receiptNumber);
    expect(arabic?.text).toContain("هذا الإيصال ليس فاتورة ضريبية");
    await db.update(customers).set({ locale: "en" }).where(eq(customers.id, team.customer.id));
    await team.as(`/collections/${receipt?.id}/email`, { method: "POST", body: {} });
    const english = (await emailsTo(team.customer.email)).find((email) => email.text.includes("Receipt "));
    expect(english?.text).toContain("This receipt is not a tax invoice");
    expect(english?.text).toMatch(/Amount: SAR.42\.00/);
  });
});
