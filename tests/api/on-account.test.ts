// Issue #23 item 5, decision 0102: paying on account. A company's terms (net days and a credit
// limit) are set by the admin with validation; the on-account method is offered only to companies
// with terms; the credit check is the order insert's own condition (at the limit passes, one over
// does not, 20 concurrent orders never pass it); an overdue order blocks new orders on account; the
// due day is stored on the order and shown on the order and its invoice.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomerDetail } from "../../workers/api/admin/customers/list-customers.ts";
import { dueDay } from "../../core/checkout/on-account.ts";
import { getProfile } from "../../core/profiles.ts";
import { customers, orders, paymentMethodZones, paymentMethods } from "../../db/schema/index.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { openDb } from "../../workers/lib/db.ts";
import { storedDay } from "../../workers/api/admin/invoices/create-invoice.ts";
import { isWithinCredit } from "../../workers/api/checkout/on-account.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { call } from "../fixtures/account-flow.ts";
import { createSalesperson, signIn } from "../fixtures/accounts.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<CustomerDetail>("companies");
const today = isoDayOf(Date.now(), getProfile(env.PROFILE));
/** Twenty orders of one company at once take seconds on a shared machine. */
const raceTimeout = 60_000;

let world: DeliveryWorld;
let onAccount: { id: number };
let productId = 0;
/** The grand total of one unit of the product, delivered (100.00 + 15 % VAT + 25.00 delivery). */
let orderTotal = 0;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  const [method] = await db
    .insert(paymentMethods)
    .values({ name: `on-account-${crypto.randomUUID()}`, kind: "on_account" })
    .returning();
  if (!method) throw new Error("method not created");
  onAccount = method;
  await db.insert(paymentMethodZones).values({ paymentMethodId: method.id, zoneId: world.zone.id });
  productId = (await createStockedProduct(db, world, { quantity: 10_000 })).id;
  const buyer = await createBuyer(db, world);
  const quote = await callCheckout("/api/checkout/quote", buyer.cookie, order(buyer.address.id));
  orderTotal = quote.data.grandTotal;
});

/** One unit of the product to the buyer's address, paid by `paymentMethodId` (on account unless told). */
const order = (addressId: number, paymentMethodId?: number) => ({
  lines: [{ productId, quantity: 1 }],
  addressId,
  ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
});

const putTerms = (id: number, body: unknown, language: "ar" | "en" = "en") =>
  admin(`/${id}/terms`, { method: "PUT", body, language });

/** A buyer whose company has `days` net and `creditLimit`, set through the API. */
async function buyerWithTerms(creditLimit: number, days = 30) {
  const buyer = await createBuyer(db, world);
  const response = await putTerms(buyer.customer.id, { paymentTermsDays: days, creditLimit });
  expect(response.status, await response.clone().text()).toBe(200);
  return buyer;
}

const placeOnAccount = (buyer: { cookie: string; address: { id: number } }) =>
  callCheckout("/api/orders", buyer.cookie, order(buyer.address.id, onAccount.id));

describe("a company's terms", () => {
  it("are set, answered with the customer, and cleared", async () => {
    const { customer } = await createBuyer(db, world);
    const set = await putTerms(customer.id, { paymentTermsDays: 60, creditLimit: 500_000 });
    expect(set.status).toBe(200);
    expect((await json(set)).data).toMatchObject({ id: customer.id, paymentTermsDays: 60, creditLimit: 500_000 });
    const cleared = await putTerms(customer.id, { paymentTermsDays: null, creditLimit: "" });
    expect((await json(cleared)).data).toMatchObject({ paymentTermsDays: null, creditLimit: null });
  });

  it.each([
    [{ paymentTermsDays: 45, creditLimit: 1_000 }, "paymentTermsDays", "Choose net 7, 15, 30, 60 or 90 days, or none"],
    [
      { paymentTermsDays: "abc", creditLimit: 1_000 },
      "paymentTermsDays",
      "Choose net 7, 15, 30, 60 or 90 days, or none",
    ],
    [{ paymentTermsDays: 30, creditLimit: null }, "creditLimit", "Enter a credit limit for these payment terms"],
    [
      { paymentTermsDays: null, creditLimit: 1_000 },
      "paymentTermsDays",
      "Choose the payment terms for this credit limit",
    ],
    [{ paymentTermsDays: 30, creditLimit: -1 }, "creditLimit", "Enter an amount of 0 or more"],
    [{ paymentTermsDays: 30, creditLimit: 100_000_001 }, "creditLimit", "Enter an amount of at most 1,000,000.00"],
  ])("refuses %j with a message on its field", async (body, field, message) => {
    const { customer } = await createBuyer(db, world);
    const response = await putTerms(customer.id, body);
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[field]).toBe(message);
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ paymentTermsDays: null, creditLimit: null });
  });

  it("says so in Arabic, and answers 404 for no such company and 401 to nobody", async () => {
    const { customer } = await createBuyer(db, world);
    const arabic = await putTerms(customer.id, { paymentTermsDays: 45, creditLimit: 1 }, "ar");
    expect((await json(arabic)).errors?.paymentTermsDays).toBe("اختر 7 أو 15 أو 30 أو 60 أو 90 يوماً، أو بلا شروط");
    expect((await putTerms(999_999_999, { paymentTermsDays: 7, creditLimit: 1 })).status).toBe(404);
    const anonymous = await call(`/api/admin/companies/${customer.id}/terms`, {
      method: "PUT",
      body: { paymentTermsDays: 7, creditLimit: 1 },
    });
    expect(anonymous.status).toBe(401);
    expect(session.cookie).not.toBe("");
  });
});

describe("the on-account payment method", () => {
  it("is created by an admin as the other kinds are, offline", async () => {
    const response = await call("/api/admin/payment-methods", {
      cookie: session.cookie,
      body: {
        name: `account-${crypto.randomUUID()}`,
        kind: "on_account",
        translations: {
          en: { displayName: "Pay on account", note: "Pay by the due date." },
          ar: { displayName: "الدفع على الحساب", note: "سدّد حتى تاريخ الاستحقاق." },
        },
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      kind: "on_account",
      isOnline: false,
      hasInstallments: false,
    });
  });
});

describe("paying on account at checkout", () => {
  it("is offered only to a company with terms, and placing with it otherwise is refused", async () => {
    const plain = await createBuyer(db, world);
    const quote = await callCheckout("/api/checkout/quote", plain.cookie, order(plain.address.id));
    const kinds = (quote.data.paymentMethods as { id: number }[]).map((method) => method.id);
    expect(kinds).toContain(world.methods.bankTransfer.id);
    expect(kinds).not.toContain(onAccount.id);
    const refused = await placeOnAccount(plain);
    expect(refused).toMatchObject({ status: 400, error: "payment_invalid" });

    const trusted = await buyerWithTerms(1_000_000);
    const offered = await callCheckout("/api/checkout/quote", trusted.cookie, order(trusted.address.id));
    expect((offered.data.paymentMethods as { id: number }[]).map((method) => method.id)).toContain(onAccount.id);
  });

  it("passes an order that reaches the limit exactly, and refuses one a minor unit over", async () => {
    const exact = await buyerWithTerms(orderTotal * 2);
    expect((await placeOnAccount(exact)).status).toBe(201);
    expect((await placeOnAccount(exact)).status).toBe(201);
    const third = await placeOnAccount(exact);
    expect(third).toMatchObject({ status: 409, error: "credit_limit_exceeded" });
    expect(third.message).toBe(
      "This order would take your account past its credit limit. Choose another payment method, or pay what is open first.",
    );

    const short = await buyerWithTerms(orderTotal - 1);
    expect(await placeOnAccount(short)).toMatchObject({ status: 409, error: "credit_limit_exceeded" });
    // Another method still pays
    expect(
      (await callCheckout("/api/orders", short.cookie, order(short.address.id, world.methods.bankTransfer.id))).status,
    ).toBe(201);
  });

  it(
    "lets exactly 5 of 20 concurrent orders on account through a limit of 5 orders",
    async () => {
      const buyer = await buyerWithTerms(orderTotal * 5);
      const answers = await Promise.all(Array.from({ length: 20 }, () => placeOnAccount(buyer)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => answer.error))).toEqual(
        new Set(["credit_limit_exceeded"]),
      );
      const placed = await db
        .select({ total: orders.grandTotal })
        .from(orders)
        .where(eq(orders.customerId, buyer.customer.id));
      expect(placed.reduce((sum, row) => sum + row.total, 0)).toBe(orderTotal * 5);
    },
    raceTimeout,
  );

  it("stores the due day (the shop's day plus the terms) and shows it on the order and its invoice", async () => {
    await putCompanyProfile(db);
    const buyer = await buyerWithTerms(1_000_000, 15);
    const placed = await placeOnAccount(buyer);
    expect(placed.status).toBe(201);
    const due = dueDay(today, 15);
    const [row] = await db.select({ dueOn: orders.dueOn }).from(orders).where(eq(orders.id, placed.data.id));
    expect(row?.dueOn).toBe(storedDay(due));
    const desk = await call(`/api/admin/orders/${placed.data.id}`, { cookie: session.cookie });
    expect(((await desk.json()) as { data: { dueOn: string } }).data.dueOn).toBe(due);
    const invoice = await call("/api/admin/invoices", {
      cookie: session.cookie,
      body: { orderId: placed.data.id, date: today.split("-").reverse().join("/") },
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    expect(((await invoice.json()) as { data: { order: { dueOn: string } } }).data.order.dueOn).toBe(due);
    // An order paid otherwise has no due day
    const other = await callCheckout(
      "/api/orders",
      buyer.cookie,
      order(buyer.address.id, world.methods.bankTransfer.id),
    );
    const [otherRow] = await db.select({ dueOn: orders.dueOn }).from(orders).where(eq(orders.id, other.data.id));
    expect(otherRow?.dueOn).toBeNull();
  });

  it("refuses new orders on account while an order on account is overdue, and not other methods", async () => {
    const salesperson = await createSalesperson(db);
    const buyer = await buyerWithTerms(1_000_000);
    await db.update(customers).set({ salespersonId: salesperson.id }).where(eq(customers.id, buyer.customer.id));
    const first = await placeOnAccount(buyer);
    expect(first.status).toBe(201);
    expect((await placeOnAccount(buyer)).status).toBe(201);
    // The first one's due day passes with nothing paid
    await db
      .update(orders)
      .set({ dueOn: storedDay(dueDay(today, -1)) })
      .where(eq(orders.id, first.data.id));
    const refused = await placeOnAccount(buyer);
    expect(refused).toMatchObject({ status: 409, error: "on_account_overdue" });
    expect(refused.message).toBe(
      "An order paid on account is past its due date. Pay it before ordering on account again.",
    );
    const arabic = await callCheckout("/api/orders", buyer.cookie, order(buyer.address.id, onAccount.id), {
      locale: "ar",
    });
    expect(arabic.message).toBe(
      "أحد الطلبات المدفوعة على الحساب تجاوز تاريخ استحقاقه. سدّده قبل الطلب على الحساب مرة أخرى.",
    );
    expect(
      (await callCheckout("/api/orders", buyer.cookie, order(buyer.address.id, world.methods.bankTransfer.id))).status,
    ).toBe(201);

    // The overdue money shows in the customer's area, the salesperson's view of them and the dashboard
    const area = await call("/api/account/dashboard", { cookie: buyer.cookie });
    expect(((await area.json()) as { data: { onAccount: unknown } }).data.onAccount).toEqual({
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
      balance: orderTotal * 3,
      overdue: orderTotal,
    });
    const seller = await signIn(db, { kind: "salesperson", id: salesperson.id });
    const view = await call(`/api/sales/customers/${buyer.customer.id}`, { cookie: seller.cookie });
    expect(((await view.json()) as { data: { onAccount: unknown } }).data.onAccount).toEqual({
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
      overdue: orderTotal,
    });
    const dashboard = await call("/api/admin/dashboard", { cookie: session.cookie });
    const { overdue } = (
      (await dashboard.json()) as { data: { overdue: { customers: { id: number; amount: number }[] } } }
    ).data;
    expect(overdue.customers).toContainEqual({
      id: buyer.customer.id,
      companyName: buyer.customer.companyName,
      amount: orderTotal,
    });

    // Paid in full, it is no longer overdue
    await db.update(orders).set({ paidAt: Date.now() }).where(eq(orders.id, first.data.id));
    expect((await placeOnAccount(buyer)).status).toBe(201);
    const after = await call(`/api/sales/customers/${buyer.customer.id}`, { cookie: seller.cookie });
    expect(((await after.json()) as { data: { onAccount: { overdue: number } } }).data.onAccount.overdue).toBe(0);
  });
});

describe("the order insert's own credit condition", () => {
  /** What the insert's condition answers for `customerId` ordering `total` more today (1: may, 0: may not). */
  const within = async (customerId: number, total: number) => {
    const [row] = await db.all<{ ok: number }>(sql`select ${isWithinCredit(customerId, total, today)} as ok`);
    return row?.ok;
  };

  // Pricing refuses an overdue company first, so only the condition itself can show the insert
  // would still refuse one that became overdue between the quote and the insert.
  it("refuses a company with an order overdue even within its limit, and one without terms", async () => {
    const buyer = await buyerWithTerms(orderTotal * 10);
    const first = await placeOnAccount(buyer);
    expect(first.status).toBe(201);
    expect(await within(buyer.customer.id, orderTotal)).toBe(1);
    expect(await within(buyer.customer.id, orderTotal * 9 + 1)).toBe(0);

    await db
      .update(orders)
      .set({ dueOn: storedDay(dueDay(today, -1)) })
      .where(eq(orders.id, first.data.id));
    expect(await within(buyer.customer.id, 1)).toBe(0);

    const { customer } = await createBuyer(db, world);
    expect(await within(customer.id, 1)).toBe(0);
  });
});
