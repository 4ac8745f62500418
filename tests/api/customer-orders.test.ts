// Issue #10 item 10: a customer's order read in full, and return requests (decision 0053): who may
// ask, within which days, how many of each line, the reference total, and requests sent at once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { refundLines, refunds } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";

const db = openDb(env);
const day = 86_400_000;

async function customer() {
  const row = await createCustomer(db);
  const { cookie } = await signIn(db, { kind: "customer", id: row.id });
  return { row, cookie };
}

interface Answer {
  data?: Record<string, unknown> & { lines?: Record<string, unknown>[] };
  message?: string;
  error?: string;
  errors?: Record<string, string>;
}
const json = async (response: Response) => (await response.json()) as Answer;

/** The order's nth line, which the fixture made. */
function lineOf(order: { lines: { id: number }[] }, index = 0) {
  const line = order.lines[index];
  if (!line) throw new Error(`the order has no line ${index}`);
  return line;
}

/** A delivered order: a towel line with a colour choice and VAT (`towel`), and a plain one (`hand`). */
async function deliveredOrder(customerId: number, deliveredAgo = day) {
  const deliveredAt = Date.now() - deliveredAgo;
  const order = await createOrder(db, customerId, {
    status: "delivered",
    grandTotal: 8_747,
    lines: [
      {
        title: "Bath towel",
        sku: "TOWEL-01",
        unitPrice: 1_000,
        quantity: 4,
        vatAmount: 750,
        selections: [{ optionGroupId: 1, optionChoiceId: 7, groupName: "Colour", choiceName: "Navy", priceDelta: 250 }],
      },
      { title: "Hand towel", sku: "TOWEL-02", unitPrice: 999, quantity: 3 },
    ],
    history: [
      { status: "pending", createdAt: deliveredAt - 3 * day },
      { status: "shipped", createdAt: deliveredAt - day },
      { status: "delivered", createdAt: deliveredAt },
    ],
  });
  return { ...order, towel: lineOf(order, 0), hand: lineOf(order, 1) };
}

const ask = (orderId: number, cookie: string, body: Record<string, unknown>, language: "ar" | "en" = "en") =>
  call(`/api/account/orders/${orderId}/refunds`, { body, cookie, language });

/** The site settings with refunds on for 14 days unless a test says otherwise. */
const setRefunds = (values: { refundsEnabled?: boolean; refundDays?: number }) => putSiteSettings(db, values);

beforeEach(() => setRefunds({}));

describe("an order in full", () => {
  it("answers its lines with their options, its history, what earlier requests cover and the return window", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    await createRefund(db, row.id, order.id, "Wrong colour", { lines: [{ orderLineId: order.towel.id, quantity: 1 }] });
    await createRefund(db, row.id, order.id, "Refused", {
      status: "rejected",
      lines: [{ orderLineId: order.towel.id, quantity: 3 }],
    });
    const answer = (await json(await call(`/api/account/orders/${order.id}`, { cookie }))).data as {
      order: Record<string, unknown>;
      lines: Record<string, unknown>[];
      history: { status: string }[];
      returns: { state: string; closesAt: number };
    };
    expect(answer.order).not.toHaveProperty("idempotencyKey");
    expect(answer.order).not.toHaveProperty("paymentToken");
    expect(answer.lines[0]).toMatchObject({
      title: "Bath towel",
      lineTotal: 5_000,
      selections: [{ groupName: "Colour", choiceName: "Navy", priceDelta: 250 }],
      // The rejected request gives its three back
      requestedQuantity: 1,
    });
    expect(answer.lines[1]).toMatchObject({ title: "Hand towel", requestedQuantity: 0 });
    expect(answer.history.map((entry) => entry.status)).toEqual(["pending", "shipped", "delivered"]);
    expect(answer.returns.state).toBe("open");
  });
});

describe("dashboard statistics of real orders", () => {
  it("counts unpaid online orders but leaves them out of spend", async () => {
    const { row, cookie } = await customer();
    for (const [status, grandTotal] of [
      ["init", 1_000],
      ["payment-pending", 2_000],
      ["pending", 4_000],
      ["cancelled", 8_000],
    ] as const)
      await createOrder(db, row.id, { status, grandTotal });
    const answer = (await json(await call("/api/account/dashboard", { cookie }))).data;
    expect(answer).toMatchObject({ orderCount: 4, spend: [{ currency: "SAR", total: 4_000 }] });
  });
});

describe("return requests (decision 0053)", () => {
  it("writes the request and its lines with a reference total from the order's line prices and VAT", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const { towel, hand } = order;
    const response = await ask(order.id, cookie, {
      reason: "  Two arrived torn  ",
      [`quantity-${towel.id}`]: 3,
      [`quantity-${hand.id}`]: "1",
    });
    expect(response.status).toBe(201);
    const answer = await json(response);
    expect(answer.message).toBe("Your return request was sent. We will let you know what we decide.");
    // (5,000 + 750) × 3 / 4 = 4,312.5 → 4,313; 2,997 × 1 / 3 = 999
    expect(answer.data).toMatchObject({ status: "requested", referenceTotal: 5_312 });
    const [stored] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.id, Number(answer.data?.id)));
    expect(stored).toMatchObject({ reason: "Two arrived torn", referenceTotal: 5_312, status: "requested" });
    const lines = await db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, stored?.id ?? 0));
    expect(
      lines
        .map(({ orderLineId, quantity }) => ({ orderLineId, quantity }))
        .sort((a, b) => a.orderLineId - b.orderLineId),
    ).toEqual([
      { orderLineId: towel.id, quantity: 3 },
      { orderLineId: hand.id, quantity: 1 },
    ]);
  });

  it.each([
    ["an empty reason", { reason: "   " }, "reason", "Tell us why you are returning the items"],
    [
      "a quantity that is not a whole number",
      { reason: "Torn", "quantity-1": "1.5" },
      "quantity-1",
      "Enter a whole number of 0 or more",
    ],
  ])("refuses %s with a field message", async (_name, body, field, message) => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const response = await ask(order.id, cookie, body);
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[field]).toBe(message);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it("refuses more than was ordered, and more than earlier requests leave, per line", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const { towel, hand } = order;
    await createRefund(db, row.id, order.id, "Torn", { lines: [{ orderLineId: towel.id, quantity: 2 }] });
    const response = await ask(order.id, cookie, {
      reason: "More torn",
      [`quantity-${towel.id}`]: 3,
      [`quantity-${hand.id}`]: 4,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      [`quantity-${towel.id}`]: "You can return at most 2 of this item",
      [`quantity-${hand.id}`]: "You can return at most 3 of this item",
    });
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it("refuses a line of another order as if nothing of it were left", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const other = await deliveredOrder(row.id);
    const response = await ask(order.id, cookie, { reason: "Torn", [`quantity-${other.towel.id}`]: 1 });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[`quantity-${other.towel.id}`]).toBe("You can return at most 0 of this item");
  });

  it("refuses a request that returns nothing", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const response = await ask(order.id, cookie, { reason: "Torn", [`quantity-${lineOf(order).id}`]: 0 });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Choose at least one item to return");
  });

  it("refuses an order not delivered yet, and a cancelled one", async () => {
    const { row, cookie } = await customer();
    for (const status of ["shipped", "cancelled"] as const) {
      const order = await createOrder(db, row.id, { status });
      const response = await ask(order.id, cookie, { reason: "Torn", [`quantity-${lineOf(order).id}`]: 1 });
      expect(response.status).toBe(409);
      expect((await json(response)).message).toBe("You can ask for a return once the order has been delivered");
    }
  });

  it("refuses once the refund days since delivery are over, saying when they ended, in Arabic too", async () => {
    await setRefunds({ refundDays: 7 });
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id, 8 * day);
    const body = { reason: "Torn", [`quantity-${lineOf(order).id}`]: 1 };
    const response = await ask(order.id, cookie, body);
    expect(response.status).toBe(409);
    expect((await json(response)).message).toMatch(/^The return period for this order ended on \d\d\/\d\d\/\d{4}$/);
    expect((await json(await ask(order.id, cookie, body, "ar"))).message).toMatch(/^انتهت مدة الإرجاع/);
    // Within the days it is taken
    const recent = await deliveredOrder(row.id, 6 * day);
    expect((await ask(recent.id, cookie, { reason: "Torn", [`quantity-${recent.towel.id}`]: 1 })).status).toBe(201);
  });

  it("refuses while the site setting is off", async () => {
    await setRefunds({ refundsEnabled: false });
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const response = await ask(order.id, cookie, { reason: "Torn", [`quantity-${lineOf(order).id}`]: 1 });
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe("Returns are not available at the moment");
  });

  it("refuses where the profile takes no returns (isOrderRefundable off)", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const response = await api.request(
      `http://localhost/api/account/orders/${order.id}/refunds`,
      {
        method: "POST",
        headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({ reason: "Torn", [`quantity-${lineOf(order).id}`]: 1 }),
      },
      { ...env, PROFILE: "v_1_" },
    );
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe("Returns are not available at the moment");
  });

  it("answers another customer's order as not found and writes nothing", async () => {
    const { cookie } = await customer();
    const { row: owner } = await customer();
    const order = await deliveredOrder(owner.id);
    const response = await ask(order.id, cookie, { reason: "Torn", [`quantity-${lineOf(order).id}`]: 1 });
    expect(response.status).toBe(404);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it("takes the plain form's fields as its page posts them", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const response = await api.request(
      `http://localhost/api/account/orders/${order.id}/refunds`,
      {
        method: "POST",
        headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          reason: "Torn",
          [`quantity-${order.hand.id}`]: "2",
          [`quantity-${lineOf(order).id}`]: "",
        }),
      },
      env,
    );
    expect(response.status).toBe(201);
    expect((await json(response)).data).toMatchObject({ referenceTotal: 1_998 });
  });

  it("never returns more than was ordered when requests are sent at once", async () => {
    const { row, cookie } = await customer();
    const order = await deliveredOrder(row.id);
    const { towel } = order;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask(order.id, cookie, { reason: "Torn", [`quantity-${towel.id}`]: 2 })),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    const lines = await db.select().from(refundLines).where(eq(refundLines.orderLineId, towel.id));
    expect(lines.reduce((total, line) => total + line.quantity, 0)).toBe(4);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(2);
  });
});
