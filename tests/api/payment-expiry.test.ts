// Issue #19 item 4, decision 0073: orders never hold stock for ever. The expiry job (a function,
// called with a clock) cancels online orders whose payment is overdue by more than the grace
// period, through changeOrderStatus (stock and coupon use back once, history with the reason), after
// closing the provider session; runs racing each other, a late or racing payment webhook, "pay now"
// and the buyer's own cancellation. Orders are placed through the checkout API on a card profile
// (testing_v2: Moyasar through its stand-in), so they hold real stock and coupon uses. The job looks
// at every overdue order of the shared database: each test asserts its own orders' state.
import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { coupons, orderStatusHistory, orders, paymentEvents, paymentMethods } from "../../db/schema/index.ts";
import { openPayment } from "../../workers/api/payments/open-payment.ts";
import { cancelUnpaidOrders, paymentGraceMs } from "../../workers/jobs/cancel-unpaid-orders.ts";
import { openDb } from "../../workers/lib/db.ts";
import { newPaymentToken } from "../../workers/lib/payments/providers.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer } from "../fixtures/accounts.ts";
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
import { createOrder } from "../fixtures/orders.ts";
import { deliverWebhook, payAtProvider, sessionStatus, type WebhookOrder } from "../fixtures/payment-providers.ts";

const db = openDb(env);
let world: DeliveryWorld;
let stripeMethodId = 0;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  const [stripe] = await db
    .insert(paymentMethods)
    .values({ name: `card-stripe-${crypto.randomUUID()}`, kind: "online", gateway: "stripe", isOnline: true })
    .returning({ id: paymentMethods.id });
  stripeMethodId = stripe?.id ?? 0;
});

/** A card order placed through checkout: 5 of a product with 20 in stock, with a coupon limited to one order. */
async function placeCardOrder() {
  const buyer = await createBuyer(db, world);
  const product = await createStockedProduct(db, world, { quantity: 20 });
  const coupon = await createCoupon(db, { usageLimit: 1 });
  const placed = await callCheckout(
    "/api/orders",
    buyer.cookie,
    {
      lines: [{ productId: product.id, quantity: 5 }],
      addressId: buyer.address.id,
      paymentMethodId: world.methods.card.id,
      couponCode: coupon.code,
    },
    { profile: "testing_v2" },
  );
  expect(placed.status, placed.message).toBe(201);
  expect(placed.data).toMatchObject({ status: "payment-pending" });
  const order = await orderRow(placed.data.id);
  return { ...buyer, product, coupon, order, url: placed.data.paymentUrl as string };
}

async function orderRow(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** What the webhook of an order's current session says of it. */
const webhookOf = (order: Awaited<ReturnType<typeof orderRow>>): WebhookOrder => ({
  reference: order.paymentReference ?? "",
  token: order.paymentToken ?? "",
  amount: order.grandTotal,
  currency: order.currency,
});

/** Moves an order's payment due date `by` milliseconds into the past (past the grace period unless told). */
const overdue = (orderId: number, by = paymentGraceMs + 60_000) =>
  db
    .update(orders)
    .set({ paymentDueAt: Date.now() - by })
    .where(eq(orders.id, orderId));

const history = (orderId: number) =>
  db
    .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

const usedCount = async (couponId: number) =>
  (await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]?.used;

describe("the expiry job", () => {
  it("cancels an overdue order once, even run three times at once: stock, coupon use, history with the reason", async () => {
    const { order, product, coupon } = await placeCardOrder();
    expect([await stockOf(db, product.id), await usedCount(coupon.id)]).toEqual([15, 1]);
    await overdue(order.id);

    await Promise.all([cancelUnpaidOrders(env, db), cancelUnpaidOrders(env, db), cancelUnpaidOrders(env, db)]);
    await cancelUnpaidOrders(env, db);

    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect([await stockOf(db, product.id), await usedCount(coupon.id)]).toEqual([20, 0]);
    expect(await history(order.id)).toEqual([
      { status: "init", actor: "customer", note: null },
      { status: "payment-pending", actor: "payment", note: null },
      { status: "cancelled", actor: "system", note: "orderHistory.paymentExpired" },
    ]);
    // Nobody can pay it any more: its invoice was cancelled at the provider first
    expect(await sessionStatus("moyasar", order.paymentReference ?? "")).toBe("canceled");
  });

  it("waits for the grace period after the due date, and leaves orders not yet due", async () => {
    const inGrace = await placeCardOrder();
    const ahead = await placeCardOrder();
    await overdue(inGrace.order.id, paymentGraceMs - 60_000);
    await cancelUnpaidOrders(env, db);
    expect((await orderRow(inGrace.order.id)).status).toBe("payment-pending");
    expect((await orderRow(ahead.order.id)).status).toBe("payment-pending");
    expect(await sessionStatus("moyasar", inGrace.order.paymentReference ?? "")).toBe("initiated");
    // The clock moves on past the grace period
    await cancelUnpaidOrders(env, db, Date.now() + 2 * 60_000);
    expect((await orderRow(inGrace.order.id)).status).toBe("cancelled");
  });

  it("cancels an order whose provider page never opened ('init')", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, {
      status: "init",
      columns: {
        paymentMethodId: world.methods.card.id,
        paymentToken: newPaymentToken(),
        paymentDueAt: Date.now() - paymentGraceMs - 60_000,
      },
    });
    await cancelUnpaidOrders(env, db);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect((await history(order.id)).at(-1)).toEqual({
      status: "cancelled",
      actor: "system",
      note: "orderHistory.paymentExpired",
    });
  });

  it("leaves an order its provider says was paid to the webhook, which then settles it", async () => {
    const { order, url, product } = await placeCardOrder();
    await payAtProvider(url);
    await overdue(order.id);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await cancelUnpaidOrders(env, db);
    errors.mockRestore();
    expect((await orderRow(order.id)).status).toBe("payment-pending");
    expect(await deliverWebhook("moyasar", "payment_paid", webhookOf(order))).toEqual({ status: 200, result: "paid" });
    expect((await orderRow(order.id)).status).toBe("pending");
    expect(await stockOf(db, product.id)).toBe(15);
  });

  it("keeps an order whose buyer opened a new page ('pay now') after it fell due", async () => {
    const { order, customer } = await placeCardOrder();
    await overdue(order.id);
    const { url } = await openPayment(db, env, { orderId: order.id, customerId: customer.id });
    await cancelUnpaidOrders(env, db);
    const now = await orderRow(order.id);
    expect(now.status).toBe("payment-pending");
    expect(now.paymentDueAt).toBeGreaterThan(Date.now());
    expect(url).toContain(now.paymentReference);
  });

  it("racing 'pay now', either cancels with no payable page left or keeps the order with exactly one", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, customer } = await placeCardOrder();
      await overdue(order.id);
      const [, opened] = await Promise.all([
        cancelUnpaidOrders(env, db),
        openPayment(db, env, { orderId: order.id, customerId: customer.id }).then(
          (page) => page,
          (error: unknown) => error,
        ),
      ]);
      const now = await orderRow(order.id);
      const first = await sessionStatus("moyasar", order.paymentReference ?? "");
      expect(first, "the first page never stays payable beside another").not.toBe("initiated");
      if (now.status === "cancelled") {
        if (now.paymentReference) expect(await sessionStatus("moyasar", now.paymentReference)).not.toBe("initiated");
      } else {
        expect(now.status).toBe("payment-pending");
        expect(opened).toMatchObject({ url: expect.stringContaining(now.paymentReference ?? "-") });
        expect(await sessionStatus("moyasar", now.paymentReference ?? "")).toBe("initiated");
      }
    }
  });
});

describe("a payment webhook racing the expiry", () => {
  it("records a payment that arrives just after the cancel for a refund: stock not given back twice nor taken again", async () => {
    const { order, product, coupon } = await placeCardOrder();
    await overdue(order.id);
    await cancelUnpaidOrders(env, db);
    expect([await stockOf(db, product.id), await usedCount(coupon.id)]).toEqual([20, 0]);

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const eventId = crypto.randomUUID();
    expect(await deliverWebhook("moyasar", "payment_paid", webhookOf(order), eventId)).toEqual({
      status: 200,
      result: "refund_due",
    });
    // Not silent: logged for the shop, and on the order
    expect(errors).toHaveBeenCalledWith(
      "Payment for an order that no longer awaited it: refund it",
      "moyasar",
      eventId,
      order.id,
    );
    errors.mockRestore();
    const after = await orderRow(order.id);
    expect(after.status).toBe("cancelled");
    expect(after.paidAt).toBeGreaterThan(Date.now() - 60_000);
    expect([await stockOf(db, product.id), await usedCount(coupon.id)]).toEqual([20, 0]);
    expect((await history(order.id)).slice(-2)).toEqual([
      { status: "cancelled", actor: "system", note: "orderHistory.paymentExpired" },
      { status: "cancelled", actor: "payment", note: "orderHistory.paymentRefundDue" },
    ]);
    // The same delivery again changes nothing
    expect(await deliverWebhook("moyasar", "payment_paid", webhookOf(order), eventId)).toEqual({
      status: 200,
      result: "duplicate",
    });
    expect(await history(order.id)).toHaveLength(4);
    // The result page says so
    const result = await call(`/api/payments/orders/${order.paymentToken}`);
    expect(((await result.json()) as { data: { outcome: string } }).data.outcome).toBe("refund_due");
  });

  it("lets exactly one of the job and a simultaneous payment win, and gives the stock back at most once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let round = 0; round < 4; round += 1) {
      const { order, product } = await placeCardOrder();
      await overdue(order.id);
      await Promise.all([cancelUnpaidOrders(env, db), deliverWebhook("moyasar", "payment_paid", webhookOf(order))]);
      const after = await orderRow(order.id);
      const notes = (await history(order.id)).map((row) => `${row.status}:${row.note ?? ""}`);
      expect(after.paidAt, "the payment is recorded either way").not.toBeNull();
      if (after.status === "pending") {
        // Paid first: the job found it no longer waiting
        expect(await stockOf(db, product.id)).toBe(15);
        expect(notes).not.toContain("cancelled:orderHistory.paymentExpired");
      } else {
        // Cancelled first: the payment is recorded for a refund, the stock came back once
        expect(after.status).toBe("cancelled");
        expect(await stockOf(db, product.id)).toBe(20);
        expect(notes.filter((note) => note.startsWith("cancelled:"))).toEqual([
          "cancelled:orderHistory.paymentExpired",
          "cancelled:orderHistory.paymentRefundDue",
        ]);
      }
    }
    errors.mockRestore();
  });

  it("ignores a failed payment that arrives after the cancel", async () => {
    const { order, product } = await placeCardOrder();
    await overdue(order.id);
    await cancelUnpaidOrders(env, db);
    expect(await deliverWebhook("moyasar", "payment_failed", webhookOf(order))).toEqual({
      status: 200,
      result: "ignored",
    });
    expect(await stockOf(db, product.id)).toBe(20);
    expect(await history(order.id)).toHaveLength(3);
  });

  it("leaves an expired session's event to the job (Stripe sends one when a page times out)", async () => {
    const customer = await createCustomer(db);
    const token = newPaymentToken();
    const order = await createOrder(db, customer.id, {
      status: "init",
      currency: "GBP",
      columns: { paymentMethodId: stripeMethodId, paymentToken: token, locale: "en" },
    });
    await openPayment(db, env, { orderId: order.id });
    const opened = await orderRow(order.id);
    expect(await deliverWebhook("stripe", "checkout.session.expired", webhookOf(opened))).toEqual({
      status: 200,
      result: "ignored",
    });
    expect((await orderRow(order.id)).status).toBe("payment-pending");
    const recorded = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.type, "checkout.session.expired")));
    expect(recorded).toHaveLength(1);
  });
});

describe("the buyer's cancellation of an order waiting for its payment", () => {
  const cancel = (cookie: string, id: number, language: "ar" | "en" = "en") =>
    call(`/api/account/orders/${id}/cancel`, { method: "POST", cookie, language });

  it("closes the provider page first, then gives the stock and coupon back", async () => {
    const { order, cookie, product, coupon } = await placeCardOrder();
    const response = await cancel(cookie, order.id);
    expect(response.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect([await stockOf(db, product.id), await usedCount(coupon.id)]).toEqual([20, 0]);
    expect(await sessionStatus("moyasar", order.paymentReference ?? "")).toBe("canceled");
  });

  it.each([
    ["en", "The payment for this order has gone through; the order shows as paid in a moment."],
    ["ar", "تمّت دفعة هذا الطلب، وسيظهر مدفوعاً بعد لحظات."],
  ] as const)("keeps an order paid at the provider whose webhook has not come yet (%s)", async (language, message) => {
    const { order, cookie, url, product } = await placeCardOrder();
    await payAtProvider(url);
    const response = await cancel(cookie, order.id, language);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "payment_already_made", message });
    expect((await orderRow(order.id)).status).toBe("payment-pending");
    expect(await stockOf(db, product.id)).toBe(15);
  });
});

describe("GET /api/account/orders/{id}", () => {
  it("shows the shop's own history notes (message keys) and keeps other notes inside", async () => {
    const { order, cookie } = await placeCardOrder();
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      status: "payment-pending",
      actor: "admin",
      note: "Called the buyer: card limit",
    });
    await overdue(order.id);
    await cancelUnpaidOrders(env, db);
    const response = await call(`/api/account/orders/${order.id}`, { cookie });
    const { data } = (await response.json()) as { data: { history: { status: string; note: string | null }[] } };
    expect(data.history.map((entry) => entry.note)).toEqual([null, null, null, "orderHistory.paymentExpired"]);
  });
});
