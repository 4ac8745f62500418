// Issue #10 item 8, decision 0049: card payments in workerd against the local database. Opening
// the hosted page through each provider's stand-in (the adapter code is the production code), and
// the webhooks: bad signature or secret, stale timestamp, replayed event, unknown order, amount
// mismatch, paid → pending with paid_at, failed or expired → cancelled with the stock given back.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  orderLines,
  orderStatusHistory,
  orders,
  paymentEvents,
  paymentMethods,
  products,
} from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { changeOrderStatus } from "../../workers/api/orders/change-order-status.ts";
import { openPayment } from "../../workers/api/payments/open-payment.ts";
import { openDb } from "../../workers/lib/db.ts";
import { AppError } from "../../workers/lib/errors.ts";
import { paymentGateways } from "../../workers/lib/payments/provider.ts";
import { newPaymentToken } from "../../workers/lib/payments/providers.ts";
import { hmacSha256Hex } from "../../workers/lib/payments/webhook-checks.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { createOrder } from "../fixtures/orders.ts";
import { call } from "../fixtures/account-flow.ts";
import { payAtProvider, sessionStatus } from "../fixtures/payment-providers.ts";
import { testPaymentKeys } from "../fixtures/payments.ts";

const db = openDb(env);
const methods = { stripe: 0, moyasar: 0, tabby: 0 };

beforeAll(async () => {
  const token = uniqueToken();
  for (const gateway of ["stripe", "moyasar", "tabby"] as const) {
    const [method] = await db
      .insert(paymentMethods)
      .values({
        name: `card-${gateway}-${token}`,
        kind: gateway === "tabby" ? "installments" : "online",
        provider: gateway,
        gateway,
        isOnline: true,
      })
      .returning({ id: paymentMethods.id });
    methods[gateway] = method?.id ?? 0;
  }
});

/** An order written for an online payment, with a line of a product whose stock it holds. */
async function paymentOrder(
  gateway: keyof typeof methods,
  options: { status?: "init" | "payment-pending"; grandTotal?: number; currency?: string; reference?: string } = {},
) {
  const { status = "payment-pending", grandTotal = 48_050, currency = gateway === "stripe" ? "GBP" : "SAR" } = options;
  const customer = await createCustomer(db);
  const product = await createProduct(db, { quantity: 7 });
  const token = newPaymentToken();
  const order = await createOrder(db, customer.id, {
    status,
    grandTotal,
    currency,
    columns: {
      paymentMethodId: methods[gateway],
      paymentMethodName: "Card",
      paymentToken: token,
      paymentReference: options.reference ?? null,
      locale: "en",
    },
  });
  await db.insert(orderLines).values({
    orderId: order.id,
    productId: product.id,
    title: "Held stock",
    sku: product.sku,
    unitPrice: 100,
    quantity: 3,
    lineTotal: 300,
  });
  return { customer, product, order, token };
}

async function orderRow(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function stock(productId: number) {
  const [row] = await db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row?.quantity;
}

const history = (orderId: number) =>
  db
    .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));

function stripeEvent(type: string, session: Record<string, unknown>, id = `evt_${crypto.randomUUID()}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    data: { object: { id: "cs_test_x", payment_status: "paid", ...session } },
  });
}

async function postStripe(payload: string, options: { secret?: string; at?: number } = {}) {
  const t = Math.floor((options.at ?? Date.now()) / 1000);
  const v1 = await hmacSha256Hex(options.secret ?? testPaymentKeys.STRIPE_WEBHOOK_SECRET, `${t}.${payload}`);
  return api.request(
    "/api/payments/stripe/webhook",
    {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` },
      body: payload,
    },
    env,
  );
}

function moyasarEvent(type: string, payment: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    type,
    created_at: new Date().toISOString(),
    secret_token: testPaymentKeys.MOYASAR_WEBHOOK_SECRET,
    account_name: "Jumla",
    live: false,
    data: { id: crypto.randomUUID(), status: type === "payment_paid" ? "paid" : "failed", ...payment },
    ...overrides,
  };
}

const postMoyasar = (event: unknown) =>
  api.request(
    "/api/payments/moyasar/webhook",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) },
    env,
  );

async function result(response: Response) {
  return ((await response.json()) as { data?: { result: string }; error?: string }).data?.result;
}

describe("webhook routes", () => {
  // Static per gateway (decision 0079): a gateway added without its route would never hear its events.
  it.each(paymentGateways)("%s has its webhook at the address registered with it", (gateway) => {
    expect(
      api.routes.some((route) => route.method === "POST" && route.path === `/api/payments/${gateway}/webhook`),
    ).toBe(true);
  });
});

describe("Stripe webhook", () => {
  it("marks a paid order pending with paid_at, once, whatever the replays", async () => {
    const { order, token } = await paymentOrder("stripe");
    const payload = stripeEvent("checkout.session.completed", {
      amount_total: 48_050,
      currency: "gbp",
      client_reference_id: token,
    });
    const response = await postStripe(payload);
    expect(response.status).toBe(200);
    expect(await result(response)).toBe("paid");
    const paid = await orderRow(order.id);
    expect(paid?.status).toBe("pending");
    expect(paid?.paidAt).toBeGreaterThan(Date.now() - 60_000);
    // The same event again, signed anew as Stripe's retries are: recognised, nothing changes
    const replay = await postStripe(payload);
    expect(replay.status).toBe(200);
    expect(await result(replay)).toBe("duplicate");
    expect(await history(order.id)).toEqual([
      { status: "pending", actor: "payment", note: "checkout.session.completed" },
    ]);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it("handles ten simultaneous deliveries of one event exactly once", async () => {
    const { order, token } = await paymentOrder("stripe");
    const payload = stripeEvent("checkout.session.completed", {
      amount_total: 48_050,
      currency: "gbp",
      client_reference_id: token,
    });
    const results = await Promise.all(Array.from({ length: 10 }, async () => result(await postStripe(payload))));
    expect(results.filter((r) => r === "paid")).toHaveLength(1);
    expect(await history(order.id)).toHaveLength(1);
  });

  it.each([
    ["another secret's signature", { secret: "whsec_forged" }],
    ["a stale timestamp", { at: Date.now() - 6 * 60_000 }],
  ])("refuses %s with 400 and changes nothing", async (_, options) => {
    const { order, token } = await paymentOrder("stripe");
    const payload = stripeEvent("checkout.session.completed", {
      amount_total: 48_050,
      currency: "gbp",
      client_reference_id: token,
    });
    const response = await postStripe(payload, options);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("webhook_invalid");
    expect((await orderRow(order.id))?.status).toBe("payment-pending");
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toEqual([]);
  });

  it("takes a webhook without Origin (servers send none) but still needs the signature", async () => {
    const response = await api.request(
      "/api/payments/stripe/webhook",
      { method: "POST", headers: { origin: "https://evil.example" }, body: "{}" },
      env,
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ["a smaller amount", 100, "gbp"],
    ["another currency", 48_050, "eur"],
  ])("never marks paid for %s", async (_, amount, currency) => {
    const { order, token } = await paymentOrder("stripe");
    const payload = stripeEvent("checkout.session.completed", {
      amount_total: amount,
      currency,
      client_reference_id: token,
    });
    const response = await postStripe(payload);
    expect(response.status).toBe(200);
    expect(await result(response)).toBe("amount_mismatch");
    const row = await orderRow(order.id);
    expect(row?.status).toBe("payment-pending");
    expect(row?.paidAt).toBeNull();
  });

  it("records and ignores an event for an order that is not ours", async () => {
    const payload = stripeEvent("checkout.session.completed", {
      amount_total: 1,
      currency: "gbp",
      client_reference_id: newPaymentToken(),
    });
    const response = await postStripe(payload);
    expect(response.status).toBe(200);
    expect(await result(response)).toBe("unknown_order");
    expect(await result(await postStripe(payload))).toBe("duplicate");
  });

  it("records an expired session's event and leaves the order to the expiry job (decision 0073)", async () => {
    const { order, token, product } = await paymentOrder("stripe");
    const payload = stripeEvent("checkout.session.expired", { payment_status: "unpaid", client_reference_id: token });
    expect(await result(await postStripe(payload))).toBe("ignored");
    expect((await orderRow(order.id))?.status).toBe("payment-pending");
    expect(await stock(product.id)).toBe(7);
    expect(await result(await postStripe(payload))).toBe("duplicate");
  });

  it("never reopens an order that no longer waits: a late payment is recorded for a refund", async () => {
    const { order, token, product } = await paymentOrder("stripe");
    await changeOrderStatus(db, { orderId: order.id, to: "cancelled", actor: "customer" }, env);
    const late = stripeEvent("checkout.session.async_payment_succeeded", {
      amount_total: 48_050,
      currency: "gbp",
      client_reference_id: token,
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await result(await postStripe(late))).toBe("refund_due");
    errors.mockRestore();
    const row = await orderRow(order.id);
    expect(row?.status).toBe("cancelled");
    expect(row?.paidAt).not.toBeNull();
    expect(await stock(product.id)).toBe(7 + 3);
  });
});

describe("Moyasar webhook", () => {
  it("marks the order of a paid invoice pending, found by the invoice id", async () => {
    const reference = crypto.randomUUID();
    const { order } = await paymentOrder("moyasar", { reference });
    const response = await postMoyasar(
      moyasarEvent("payment_paid", { amount: 48_050, currency: "SAR", invoice_id: reference }),
    );
    expect(await result(response)).toBe("paid");
    expect((await orderRow(order.id))?.status).toBe("pending");
  });

  it.each([
    ["a wrong secret token", { secret_token: "guessed" }],
    ["a stale event", { created_at: new Date(Date.now() - 7 * 60 * 60_000).toISOString() }],
  ])("refuses %s with 400", async (_, overrides) => {
    const reference = crypto.randomUUID();
    const { order } = await paymentOrder("moyasar", { reference });
    const response = await postMoyasar(
      moyasarEvent("payment_paid", { amount: 48_050, currency: "SAR", invoice_id: reference }, overrides),
    );
    expect(response.status).toBe(400);
    expect((await orderRow(order.id))?.status).toBe("payment-pending");
  });

  it("cancels the order of a failed payment, gives its stock back, and ignores the replay", async () => {
    const { order, token, product } = await paymentOrder("moyasar");
    const event = moyasarEvent("payment_failed", { amount: 48_050, currency: "SAR", metadata: { order_token: token } });
    expect(await result(await postMoyasar(event))).toBe("cancelled");
    expect(await result(await postMoyasar(event))).toBe("duplicate");
    expect((await orderRow(order.id))?.status).toBe("cancelled");
    expect(await stock(product.id)).toBe(10);
  });
});

describe("openPayment", () => {
  it.each([
    ["stripe", "GBP", /\/c\/pay\/cs_test_/],
    ["moyasar", "SAR", /\/invoices\/[\w-]+$/],
  ] as const)(
    "opens %s's hosted page through its stand-in and moves the order to payment-pending",
    async (gateway, currency, url) => {
      const { order } = await paymentOrder(gateway, { status: "init", currency });
      const opened = await openPayment(db, env, { orderId: order.id });
      expect(opened.url).toMatch(url);
      const row = await orderRow(order.id);
      expect(row?.status).toBe("payment-pending");
      expect(row?.paymentReference).toBeTruthy();
      // The hosted page is really there, on the stand-in, with the order's amount
      const page = await (await fetch(opened.url)).text();
      expect(page).toContain("480.50");
    },
  );

  it.each(["stripe", "moyasar"] as const)(
    "opens a new %s page for the same order ('pay now') and closes the previous one first",
    async (gateway) => {
      const { order } = await paymentOrder(gateway, { status: "init" });
      const first = await openPayment(db, env, { orderId: order.id });
      const before = await orderRow(order.id);
      const second = await openPayment(db, env, { orderId: order.id });
      const after = await orderRow(order.id);
      expect(second.url).not.toBe(first.url);
      expect(after).toMatchObject({ id: order.id, status: "payment-pending", paymentAttempt: 2 });
      expect(after?.paymentReference).not.toBe(before?.paymentReference);
      expect(after?.paymentDueAt).toBeGreaterThanOrEqual(before?.paymentDueAt ?? 0);
      const open = gateway === "stripe" ? "open" : "initiated";
      expect(await sessionStatus(gateway, before?.paymentReference ?? "")).not.toBe(open);
      expect(await sessionStatus(gateway, after?.paymentReference ?? "")).toBe(open);
    },
  );

  it("refuses an order that no longer waits for its payment", async () => {
    const { order } = await paymentOrder("moyasar", { status: "init" });
    await changeOrderStatus(db, { orderId: order.id, to: "cancelled", actor: "customer" }, env);
    await expect(openPayment(db, env, { orderId: order.id })).rejects.toMatchObject({ code: "payment_not_waiting" });
  });

  it("refuses a gateway without an adapter (Tabby) and leaves the order as it was", async () => {
    const { order } = await paymentOrder("tabby", { status: "init" });
    const error = await openPayment(db, env, { orderId: order.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("payment_invalid");
    expect((await orderRow(order.id))?.status).toBe("init");
  });

  it("refuses when the provider refuses (wrong secret key) and leaves the order in init", async () => {
    const { order } = await paymentOrder("stripe", { status: "init" });
    const wrongKey = { ...env, STRIPE_SECRET_KEY: "sk_test_wrong" };
    await expect(openPayment(db, wrongKey, { orderId: order.id })).rejects.toMatchObject({ code: "payment_invalid" });
    expect((await orderRow(order.id))?.status).toBe("init");
  });

  it("lets a buyer open their own order through POST /api/payments/sessions, and nobody else's", async () => {
    const { customer, order } = await paymentOrder("stripe", { status: "init" });
    const other = await createCustomer(db);
    const call = async (customerId: number) => {
      const { cookie } = await signIn(db, { kind: "customer", id: customerId });
      return api.request(
        "http://localhost/api/payments/sessions",
        {
          method: "POST",
          headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
          body: JSON.stringify({ orderId: order.id }),
        },
        env,
      );
    };
    expect((await call(other.id)).status).toBe(404);
    const response = await call(customer.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { url: string } }).data.url).toMatch(/\/c\/pay\/cs_test_/);
  });
});

describe("POST /api/payments/sessions ('pay now', decision 0073)", () => {
  const payNow = (cookie: string, orderId: number, language: "ar" | "en" = "en") =>
    call("/api/payments/sessions", { cookie, body: { orderId }, language });

  it("answers simultaneous clicks with one new page; the others are told a payment is under way", async () => {
    const { customer, order } = await paymentOrder("stripe", { status: "init" });
    await openPayment(db, env, { orderId: order.id });
    const first = await orderRow(order.id);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });

    const answers = await Promise.all(Array.from({ length: 5 }, () => payNow(cookie, order.id)));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      data?: { url: string };
      error?: string;
      message?: string;
    }[];
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(bodies.filter((body) => body.error)).toEqual(
      Array.from({ length: 4 }, () => ({
        error: "payment_in_progress",
        message: "A payment for this order is already under way. Finish it on its page, or try again in a minute.",
      })),
    );
    // One page can take the payment: the one handed out; the earlier one was closed first
    const now = await orderRow(order.id);
    const url = bodies.find((body) => body.data)?.data?.url ?? "";
    expect(url).toContain(now?.paymentReference);
    expect(await sessionStatus("stripe", now?.paymentReference ?? "")).toBe("open");
    expect(await sessionStatus("stripe", first?.paymentReference ?? "")).toBe("expired");

    // Clicked again later (a replay of the same request): a new page, and the last one closed
    const again = await payNow(cookie, order.id);
    expect(again.status).toBe(200);
    const latest = await orderRow(order.id);
    expect(await sessionStatus("stripe", now?.paymentReference ?? "")).toBe("expired");
    expect(await sessionStatus("stripe", latest?.paymentReference ?? "")).toBe("open");
    expect(latest?.paymentAttempt).toBe((now?.paymentAttempt ?? 0) + 1);
  });

  it.each([
    ["en", "This order is no longer waiting for a payment."],
    ["ar", "لم يعد هذا الطلب بانتظار الدفع."],
  ] as const)("refuses an order that no longer waits, in the buyer's language (%s)", async (language, message) => {
    const { customer, order } = await paymentOrder("moyasar");
    await changeOrderStatus(db, { orderId: order.id, to: "cancelled", actor: "customer" }, env);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await payNow(cookie, order.id, language);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "payment_not_waiting", message });
  });

  it("refuses a page for an order paid at the provider whose webhook has not come yet", async () => {
    const { customer, order } = await paymentOrder("moyasar", { status: "init" });
    const { url } = await openPayment(db, env, { orderId: order.id });
    await payAtProvider(url);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const response = await payNow(cookie, order.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "payment_already_made" });
    expect((await orderRow(order.id))?.status).toBe("payment-pending");
  });
});

describe("GET /api/payments/orders/{token}", () => {
  it("says where a payment stands, by token only", async () => {
    const { token, order } = await paymentOrder("stripe");
    const read = async () =>
      (
        (await (await api.request(`/api/payments/orders/${token}`, {}, env)).json()) as {
          data: { outcome: string; number: string };
        }
      ).data;
    expect(await read()).toMatchObject({ outcome: "confirming", number: order.orderNumber });
    await postStripe(
      stripeEvent("checkout.session.completed", { amount_total: 48_050, currency: "gbp", client_reference_id: token }),
    );
    expect((await read()).outcome).toBe("paid");
    expect((await api.request(`/api/payments/orders/${newPaymentToken()}`, {}, env)).status).toBe(404);
  });
});
