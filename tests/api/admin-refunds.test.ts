// Issue #20 items 3 and 4, decision 0083: returns and refunds in the back office. Every move of the
// return table and a refused one from each status; two admins racing; a rejection's reason; goods
// received back on the shelf, exactly the chosen lines; refunds never above what the order was paid,
// earlier partial refunds counted, even when two are sent at once; card refunds through the Stripe
// and Moyasar stand-ins, and a provider's refusal that leaves the return as it was; a return an
// admin adds for a customer, inside the refund days or overriding them (recorded), and the list.
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { RefundDetail, RefundListPage } from "../../core/contracts/admin/refunds.ts";
import { refundStatuses, refundTransitions, type RefundStatus } from "../../core/orders/refund-status.ts";
import { orders, outbox, paymentMethods, refundPayments, refundStatusHistory, refunds } from "../../db/schema/index.ts";
import { openPayment } from "../../workers/api/payments/open-payment.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createAdmin, createCustomer, signIn } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct } from "../fixtures/catalogue.ts";
import { stockOf } from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";
import { payAtProvider, refundedAtProvider } from "../fixtures/payment-providers.ts";
import { testPaymentKeys } from "../fixtures/payments.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<RefundDetail>("refunds");

const detail = async (id: number) => (await json(await admin(`/${id}`))).data;
const patch = (id: number, body: unknown, language: "ar" | "en" = "en") =>
  admin(`/${id}`, { method: "PATCH", body, language });
const refund = (id: number, body: unknown, language: "ar" | "en" = "en") =>
  admin(`/${id}/refund`, { method: "POST", body, language });
const statusOf = async (id: number) =>
  (await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id)))[0]?.status;
const historyOf = (id: number) =>
  db.select().from(refundStatusHistory).where(eq(refundStatusHistory.refundId, id)).orderBy(refundStatusHistory.id);
const paymentsOf = (orderId: number) =>
  db.select().from(refundPayments).where(eq(refundPayments.orderId, orderId)).orderBy(refundPayments.id);

beforeEach(() => putSiteSettings(db, { refundDays: 14, refundsEnabled: true }));

/** A delivered order (paid `paid`, offline) of a new customer with a return in `status` covering one of its two units. */
async function returnIn(status: RefundStatus, options: { paid?: number; grandTotal?: number } = {}) {
  const customer = await createCustomer(db);
  const grandTotal = options.grandTotal ?? 10_000;
  const order = await createOrder(db, customer.id, {
    status: "delivered",
    grandTotal,
    columns: { paidAmount: options.paid ?? grandTotal, locale: "en" },
  });
  const line = order.lines[0];
  const created = await createRefund(db, customer.id, order.id, "Torn", {
    status,
    lines: line ? [{ orderLineId: line.id, quantity: 1 }] : [],
    referenceTotal: grandTotal / 2,
  });
  return { customer, order, refund: created };
}

describe("return statuses (PATCH /api/admin/refunds/{id})", () => {
  const moves = refundStatuses.flatMap((from) =>
    refundTransitions[from].filter((to) => to !== "refunded").map((to) => [from, to] as const),
  );

  it.each(moves)("moves %s → %s, the history naming the admin, and emails the buyer", async (from, to) => {
    const { refund: created, customer } = await returnIn(from);
    const response = await patch(created.id, { status: to, from, note: to === "rejected" ? "Used goods" : undefined });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json(response)).data.status).toBe(to);
    const [entry] = (await historyOf(created.id)).filter((row) => row.status === to);
    expect(entry).toMatchObject({ actor: "admin", adminId: session.adminId });
    const emails = await db
      .select()
      .from(outbox)
      .where(like(outbox.payload, `%${customer.email}%`));
    expect(emails.map((row) => (row.payload as { subject: string }).subject)).toContainEqual(
      expect.stringContaining(to === "received" ? "Goods received" : to === "approved" ? "Approved" : "Rejected"),
    );
  });

  it.each(refundStatuses.map((from) => [from] as const))(
    "refuses a move the table does not allow from %s",
    async (from) => {
      const { refund: created } = await returnIn(from);
      const refused = (["approved", "rejected", "received"] as const).find(
        (to) => !refundTransitions[from].includes(to),
      );
      if (!refused) return;
      const response = await patch(created.id, { status: refused, note: "x" });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: "refund_transition_invalid" });
      expect(await statusOf(created.id)).toBe(from);
    },
  );

  it("does not take refunded by PATCH: the money is POST {id}/refund's", async () => {
    const { refund: created } = await returnIn("approved");
    expect((await patch(created.id, { status: "refunded" })).status).toBe(400);
  });

  it.each([
    ["en", "Say why the return is rejected"],
    ["ar", "اذكر سبب رفض الإرجاع"],
  ] as const)("needs a reason to reject, and keeps it for the buyer (%s)", async (language, message) => {
    const { refund: created } = await returnIn("requested");
    const response = await patch(created.id, { status: "rejected" }, language);
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ note: message });
    expect(await statusOf(created.id)).toBe("requested");
    expect((await patch(created.id, { status: "rejected", note: "Outside the policy" })).status).toBe(200);
    expect(await detail(created.id)).toMatchObject({ status: "rejected", rejectionReason: "Outside the policy" });
  });

  it("lets exactly one of two admins racing from the same status win; the other is told it changed", async () => {
    const { refund: created } = await returnIn("requested");
    const other = await createAdmin(db);
    const otherCookie = (await signIn(db, { kind: "admin", id: other.id })).cookie;
    const responses = await Promise.all([
      patch(created.id, { status: "approved", from: "requested" }),
      call(`/api/admin/refunds/${created.id}`, {
        method: "PATCH",
        cookie: otherCookie,
        body: { status: "rejected", from: "requested", note: "No" },
      }),
    ]);
    expect(responses.map((response) => response.status).toSorted()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(await loser?.json()).toMatchObject({ error: "refund_changed" });
    expect((await historyOf(created.id)).filter((row) => row.actor === "admin")).toHaveLength(1);
  });

  it("puts exactly the chosen lines' returned goods back on the shelf when received", async () => {
    const customer = await createCustomer(db);
    const kept = await createProduct(db, { quantity: 10 });
    const restocked = await createProduct(db, { quantity: 10 });
    const order = await createOrder(db, customer.id, {
      status: "delivered",
      lines: [
        { unitPrice: 1_000, quantity: 5, productId: restocked.id },
        { unitPrice: 2_000, quantity: 4, productId: kept.id },
      ],
    });
    const [first, second] = order.lines;
    const created = await createRefund(db, customer.id, order.id, "Wrong size", {
      status: "approved",
      lines: [
        { orderLineId: first?.id ?? 0, quantity: 3 },
        { orderLineId: second?.id ?? 0, quantity: 2 },
      ],
    });
    // A line of another order is not this return's: it restocks nothing
    const response = await patch(created.id, {
      status: "received",
      from: "approved",
      restock: [first?.id, 999_999_999],
    });
    expect(response.status).toBe(200);
    expect([await stockOf(db, restocked.id), await stockOf(db, kept.id)]).toEqual([13, 10]);
    // Raced or replayed, nothing goes back twice
    expect((await patch(created.id, { status: "received", from: "approved", restock: [first?.id] })).status).toBe(409);
    expect(await stockOf(db, restocked.id)).toBe(13);
  });
});

describe("refunds (POST /api/admin/refunds/{id}/refund)", () => {
  it("records an offline refund with its method and reference, and the return becomes refunded", async () => {
    const { refund: created, order, customer } = await returnIn("received");
    const response = await refund(created.id, { amount: 4_000, method: "check", reference: "CHQ-77" });
    expect(response.status, await response.clone().text()).toBe(201);
    const answered = (await json(response)).data;
    expect(answered).toMatchObject({
      status: "refunded",
      refundedAmount: 4_000,
      refund: { amount: 4_000, method: "check", reference: "CHQ-77", state: "done" },
      order: { paidAmount: 10_000, refundedAmount: 4_000, refundable: 6_000, isCard: false },
    });
    const emails = await db
      .select()
      .from(outbox)
      .where(like(outbox.payload, `%${customer.email}%`));
    expect(emails.map((row) => (row.payload as { text: string }).text).join("\n")).toContain("Amount refunded");
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("needs a method for an offline order's refund", async () => {
    const { refund: created } = await returnIn("approved");
    const response = await refund(created.id, { amount: 1_000 });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ method: "Choose one of the options" });
  });

  it.each([
    ["en", "3.00 can still be refunded."],
    ["ar", "3.00"],
  ] as const)("never gives back more than was paid, counting earlier refunds (%s)", async (language, message) => {
    const { order, customer, refund: first } = await returnIn("approved", { paid: 10_000 });
    const second = await createRefund(db, customer.id, order.id, "More", { status: "approved" });
    const third = await createRefund(db, customer.id, order.id, "Even more", { status: "received" });
    expect((await refund(first.id, { amount: 4_000, method: "cash" })).status).toBe(201);
    expect((await refund(second.id, { amount: 5_700, method: "cash" })).status).toBe(201);
    const response = await refund(third.id, { amount: 301, method: "cash" }, language);
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.error).toBe("refund_above_paid");
    expect(body.message).toContain(message);
    expect(await statusOf(third.id)).toBe("received");
    expect((await refund(third.id, { amount: 300, method: "cash" })).status).toBe(201);
    expect((await detail(third.id)).order).toMatchObject({ refundedAmount: 10_000, refundable: 0 });
  });

  it("lets only one of two refunds that together pass what was paid land, when both come at once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, customer, refund: first } = await returnIn("approved", { paid: 10_000 });
      const second = await createRefund(db, customer.id, order.id, "Both", { status: "approved" });
      const responses = await Promise.all([
        refund(first.id, { amount: 6_000, method: "bank_transfer" }),
        refund(second.id, { amount: 6_000, method: "bank_transfer" }),
      ]);
      expect(responses.map((response) => response.status).toSorted()).toEqual([201, 409]);
      expect((await paymentsOf(order.id)).map((row) => row.amount)).toEqual([6_000]);
    }
  });

  it("pays a return once: a double click is refused", async () => {
    const { order, refund: created } = await returnIn("approved", { paid: 10_000 });
    const responses = await Promise.all([
      refund(created.id, { amount: 1_000, method: "cash" }),
      refund(created.id, { amount: 1_000, method: "cash" }),
    ]);
    expect(responses.map((response) => response.status).toSorted()).toEqual([201, 409]);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect((await refund(created.id, { amount: 1_000, method: "cash" })).status).toBe(409);
  });

  it("refuses a refund for a return not approved or received", async () => {
    const { refund: created } = await returnIn("requested");
    const response = await refund(created.id, { amount: 1_000, method: "cash" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "refund_changed" });
  });
});

/** A delivered order of a new customer paid on the stand-in's hosted page, with an approved return. */
async function paidCardReturn(gateway: "stripe" | "moyasar", grandTotal = 10_000) {
  const customer = await createCustomer(db);
  const [method] = await db
    .insert(paymentMethods)
    .values({ name: `card-${gateway}-${crypto.randomUUID()}`, kind: "online", gateway, isOnline: true })
    .returning();
  const order = await createOrder(db, customer.id, {
    status: "init",
    grandTotal,
    currency: gateway === "stripe" ? "GBP" : "SAR",
    columns: { paymentMethodId: method?.id ?? null, paymentToken: crypto.randomUUID(), locale: "en" },
  });
  const { url } = await openPayment(db, env, { orderId: order.id });
  await payAtProvider(url);
  // The stand-in's webhook goes nowhere in API tests: the order is paid and delivered as it would be
  await db.update(orders).set({ status: "delivered", paidAt: Date.now() }).where(eq(orders.id, order.id));
  const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
  const created = await createRefund(db, customer.id, order.id, "Broken", { status: "approved" });
  return { order: paid ?? order, refund: created };
}

/** Refunds at the provider behind our back (the provider's dashboard), so it holds less than we think. */
async function refundOutside(gateway: "stripe" | "moyasar", reference: string, amount: number) {
  if (gateway === "stripe") {
    const headers = { authorization: `Bearer ${testPaymentKeys.STRIPE_SECRET_KEY}` };
    const session = (await (
      await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions/${reference}`, { headers })
    ).json()) as { payment_intent: string };
    await fetch(`${env.STRIPE_API_URL}/v1/refunds`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment_intent: session.payment_intent, amount: String(amount) }),
    });
    return;
  }
  const headers = { authorization: `Basic ${btoa(`${testPaymentKeys.MOYASAR_SECRET_KEY}:`)}` };
  const invoice = (await (await fetch(`${env.MOYASAR_API_URL}/v1/invoices/${reference}`, { headers })).json()) as {
    payments: { id: string }[];
  };
  await fetch(`${env.MOYASAR_API_URL}/v1/payments/${invoice.payments[0]?.id}/refund`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ amount }),
  });
}

describe.each(["stripe", "moyasar"] as const)("card refunds through %s", (gateway) => {
  it("sends the refund through the provider and records its reference", async () => {
    const { order, refund: created } = await paidCardReturn(gateway);
    const response = await refund(created.id, { amount: 2_500 });
    expect(response.status, await response.clone().text()).toBe(201);
    const answered = (await json(response)).data;
    expect(answered).toMatchObject({
      status: "refunded",
      refund: { amount: 2_500, method: "provider", state: "done" },
    });
    expect(answered.refund?.reference).toBeTruthy();
    expect(await refundedAtProvider(gateway, order.paymentReference ?? "")).toBe(2_500);
  });

  it.each([
    ["en", "The payment provider refused the refund"],
    ["ar", "رفض مزوّد الدفع الاسترداد"],
  ] as const)("leaves the return as it was when the provider refuses, and says why (%s)", async (language, message) => {
    const { order, refund: created } = await paidCardReturn(gateway);
    await refundOutside(gateway, order.paymentReference ?? "", 9_000);
    const response = await refund(created.id, { amount: 2_000 }, language);
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body).toMatchObject({ error: "refund_refused" });
    expect(body.message).toContain(message);
    expect(await statusOf(created.id)).toBe("approved");
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await refundedAtProvider(gateway, order.paymentReference ?? "")).toBe(9_000);
    // What the provider still holds goes back
    expect((await refund(created.id, { amount: 1_000 })).status).toBe(201);
  });
});

describe("returns an admin adds (POST /api/admin/refunds)", () => {
  const day = 86_400_000;
  async function deliveredOrder(deliveredAgo: number) {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, {
      status: "delivered",
      history: [{ status: "delivered", createdAt: Date.now() - deliveredAgo }],
    });
    return { customer, order, line: order.lines[0]?.id ?? 0 };
  }

  it("adds a return for the customer inside the refund days, the history naming the admin", async () => {
    const { order, line, customer } = await deliveredOrder(2 * day);
    const response = await admin("", {
      method: "POST",
      body: { orderId: order.id, reason: "Torn", [`quantity-${line}`]: 1 },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({ status: "requested", orderId: order.id, customer: { id: customer.id } });
    expect(created.history).toEqual([expect.objectContaining({ status: "requested", actor: "admin", note: null })]);
  });

  it("refuses after the refund days unless the admin overrides them, which the history records", async () => {
    await putSiteSettings(db, { refundDays: 7 });
    const { order, line } = await deliveredOrder(10 * day);
    const body = { orderId: order.id, reason: "Late", [`quantity-${line}`]: 1 };
    const refused = await admin("", { method: "POST", body });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "return_period_over" });
    const response = await admin("", { method: "POST", body: { ...body, overrideWindow: true } });
    expect(response.status).toBe(201);
    const [entry] = (await json(response)).data.history;
    expect(entry?.note).toMatch(/^Added by an admin after the return period ended on \d{2}\/\d{2}\/\d{4}$/);
  });

  it("keeps checking the window for the customer's own request", async () => {
    await putSiteSettings(db, { refundDays: 7 });
    const { order, line, customer } = await deliveredOrder(10 * day);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await call(`/api/account/orders/${order.id}/refunds`, {
      method: "POST",
      cookie,
      body: { reason: "Late", [`quantity-${line}`]: 1, overrideWindow: true },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "return_period_over" });
  });

  it("refuses an unknown order and more than was ordered", async () => {
    expect(
      (await admin("", { method: "POST", body: { orderId: 999_999_999, reason: "x", "quantity-1": 1 } })).status,
    ).toBe(400);
    const { order, line } = await deliveredOrder(day);
    const response = await admin("", {
      method: "POST",
      body: { orderId: order.id, reason: "x", [`quantity-${line}`]: 3 },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [`quantity-${line}`]: "You can return at most 2 of this item" });
  });
});

describe("the returns list (GET /api/admin/refunds)", () => {
  it("filters by status, customer and order, searches order numbers and pages", async () => {
    const { customer, order, refund: requested } = await returnIn("requested");
    const approved = await createRefund(db, customer.id, order.id, "Second", { status: "approved" });
    const page = async (query: string) => (await json<RefundListPage>(await admin(`?${query}`))).data;
    expect((await page(`customer=${customer.id}`)).items.map((row) => row.id)).toEqual([approved.id, requested.id]);
    expect((await page(`customer=${customer.id}&status=approved`)).items.map((row) => row.id)).toEqual([approved.id]);
    expect((await page(`order=${order.id}&sort=createdAt`)).items.map((row) => row.id)).toEqual([
      requested.id,
      approved.id,
    ]);
    expect((await page(`search=${encodeURIComponent(order.orderNumber)}`)).total).toBe(2);
    const first = await page(`customer=${customer.id}&perPage=1`);
    expect([first.total, first.items.length]).toEqual([2, 1]);
    expect((await admin("?status=lost")).status).toBe(400);
    const [row] = (await page(`customer=${customer.id}&status=requested`)).items;
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      currency: "SAR",
      referenceTotal: 5_000,
      refundedAmount: 0,
    });
  });

  it("counts the returns of each status under the other filters, for the status tabs", async () => {
    const { customer, order } = await returnIn("requested");
    await createRefund(db, customer.id, order.id, "Second", { status: "approved" });
    await createRefund(db, customer.id, order.id, "Third", { status: "approved" });
    const page = async (query: string) => (await json<RefundListPage>(await admin(`?${query}`))).data;
    const expected = { all: 3, requested: 1, approved: 2, rejected: 0, received: 0, refunded: 0 };
    expect((await page(`customer=${customer.id}`)).counts).toEqual(expected);
    // The tab chosen does not change the counts; the total is its own count
    const approved = await page(`customer=${customer.id}&status=approved`);
    expect(approved.counts).toEqual(expected);
    expect(approved.total).toBe(2);
    expect((await page(`customer=${customer.id}&status=rejected`)).total).toBe(0);
  });
});
