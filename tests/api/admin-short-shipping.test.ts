// Issue #20 item 1 "short shipping" and item 4's POST /api/admin/orders/{id}/lines, decision 0083:
// before an order is shipped the admin lowers or removes lines. Totals recomputed to the cent by
// checkout's computeTotals at the order's own prices (coupon recomputed, kept below its minimum),
// stock back exactly, history and the buyer's email, refused once shipped, raced with a status
// change and with itself, and a paid card order's difference refunded through the stand-in.
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../core/contracts/admin/orders.ts";
import { coupons, orderStatusHistory, orders, outbox, paymentMethods, refundPayments } from "../../db/schema/index.ts";
import { openPayment } from "../../workers/api/payments/open-payment.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { stockOf } from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, type LineFixture } from "../fixtures/orders.ts";
import { payAtProvider, refundedAtProvider } from "../fixtures/payment-providers.ts";

const db = openDb(env);
const { admin, json } = adminApi<OrderDetail>("orders");
const shortShip = (id: number, body: unknown, language: "ar" | "en" = "en") =>
  admin(`/${id}/lines`, { method: "POST", body, language });
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

beforeAll(() => putSiteSettings(db));

/** Three lines at 15 %, 15 % with an option and 0 %, a 10 % coupon and 25.00 shipping, as checkout stores them. */
async function couponOrder(status: "processing" | "shipped" = "processing") {
  const customer = await createCustomer(db);
  const [coupon] = await db
    .insert(coupons)
    .values({ code: `SHORT${uniqueToken().toUpperCase()}`, type: "percent", value: 1_000, minCartAmount: 0 })
    .returning();
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(db, { quantity: 100 })));
  const lines: LineFixture[] = [
    { unitPrice: 1_999, quantity: 7, vatRateBasisPoints: 1_500, productId: a?.id ?? null },
    {
      unitPrice: 3_333,
      quantity: 3,
      vatRateBasisPoints: 1_500,
      productId: b?.id ?? null,
      selections: [{ optionGroupId: 1, optionChoiceId: 1, groupName: "Wrap", choiceName: "Gift", priceDelta: 250 }],
    },
    { unitPrice: 500, quantity: 10, productId: c?.id ?? null },
  ];
  const order = await createOrder(db, customer.id, {
    status,
    lines,
    columns: {
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      discountTotal: 2_500,
      shippingCost: 2_500,
      locale: "en",
    },
  });
  return { customer, order, products: [a, b, c].map((product) => product?.id ?? 0) };
}

describe("short shipping (POST /api/admin/orders/{id}/lines)", () => {
  it("lowers and removes lines, recomputes every total to the cent and gives exactly that stock back", async () => {
    const { order, products, customer } = await couponOrder();
    const [a, b, c] = order.lines;
    const response = await shortShip(order.id, {
      from: "processing",
      lines: [
        { id: a?.id, quantity: 4 },
        { id: c?.id, quantity: 0 },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Goods 1,999 × 4 + (3,333 + 250) × 3 = 18,745; 10 % off = 1,875 (1,874.5 rounded half up),
    // split 800 / 1,075 by the larger remainder; VAT 15 % of 7,196 = 1,079 and of 9,674 = 1,451
    expect((await json(response)).data.totals).toMatchObject({
      subTotal: 17_995,
      selectionsTotal: 750,
      discountTotal: 1_875,
      vatTotal: 2_530,
      shippingCost: 2_500,
      grandTotal: 21_900,
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ grandTotal: 21_900, uniqueItemsCount: 2, totalItemsCount: 7 });
    const detail = (await json(await admin(`/${order.id}`))).data;
    expect(detail.lines.map((line) => [line.id, line.quantity])).toEqual([
      [a?.id, 4],
      [b?.id, 3],
    ]);
    expect(await Promise.all(products.map((id) => stockOf(db, id)))).toEqual([103, 100, 110]);
    const [entry] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(entry).toMatchObject({ status: "processing", actor: "admin", note: "orderHistory.shortShipped" });
    const [email] = await db
      .select()
      .from(outbox)
      .where(like(outbox.payload, `%${customer.email}%`));
    expect((email?.payload as { text: string }).text).toContain("Total: SAR");
  });

  it("keeps a coupon whose minimum is no longer met: the shortfall is the shop's", async () => {
    const { order } = await couponOrder();
    await db
      .update(coupons)
      .set({ minCartAmount: 20_000 })
      .where(eq(coupons.id, order.couponId ?? 0));
    const response = await shortShip(order.id, {
      lines: [
        { id: order.lines[2]?.id, quantity: 0 },
        { id: order.lines[0]?.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    // Goods 1,999 + 10,749 = 12,748, below the 20,000 minimum: still 10 % off
    expect((await json(response)).data.totals.discountTotal).toBe(1_275);
  });

  it("is refused once the order has been shipped (409), and changes nothing", async () => {
    const { order, products } = await couponOrder("shipped");
    const response = await shortShip(order.id, { lines: [{ id: order.lines[0]?.id, quantity: 1 }] });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "order_lines_locked" });
    expect(await stockOf(db, products[0] ?? 0)).toBe(100);
    expect((await orderRow(order.id))?.grandTotal).toBe(order.grandTotal);
  });

  it.each([
    [{ quantity: 7 }, "Enter a quantity below the ordered 7, or 0 to remove the line"],
    [{ quantity: 9 }, "Enter a quantity below the ordered 7, or 0 to remove the line"],
  ])("refuses a quantity that is not lower (%o)", async (change, message) => {
    const { order } = await couponOrder();
    const id = order.lines[0]?.id;
    const response = await shortShip(order.id, { lines: [{ id, ...change }] });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [`lines.${id}`]: message });
  });

  it("keeps at least one line: removing every line is refused", async () => {
    const { order } = await couponOrder();
    const response = await shortShip(order.id, { lines: order.lines.map((line) => ({ id: line.id, quantity: 0 })) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toMatchObject({
      lines: "An order keeps at least one line: cancel the order instead",
    });
  });

  it("never short-ships an order a status change moved meanwhile, and never gives stock back twice", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { order, products } = await couponOrder();
      const [shipped, short] = await Promise.all([
        admin(`/${order.id}`, { method: "PATCH", body: { status: "shipped", from: "processing" } }),
        shortShip(order.id, { from: "processing", lines: [{ id: order.lines[0]?.id, quantity: 5 }] }),
      ]);
      expect(shipped.status).toBe(200);
      // Either the short shipping came first (then the order shipped with the lower lines), or it is refused
      expect([200, 409]).toContain(short.status);
      const stock = await stockOf(db, products[0] ?? 0);
      const row = await orderRow(order.id);
      if (short.status === 200) expect([stock, row?.totalItemsCount]).toEqual([102, 18]);
      else expect([stock, row?.grandTotal]).toEqual([100, order.grandTotal]);
      expect(row?.status).toBe("shipped");
    }
  });

  it("gives stock back once when the same change is sent twice at once", async () => {
    const { order, products } = await couponOrder();
    const body = { from: "processing", lines: [{ id: order.lines[0]?.id, quantity: 5 }] };
    const responses = await Promise.all([shortShip(order.id, body), shortShip(order.id, body)]);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await stockOf(db, products[0] ?? 0)).toBe(102);
  });

  it.each(["stripe", "moyasar"] as const)(
    "refunds a paid %s order's difference through the provider",
    async (gateway) => {
      const customer = await createCustomer(db);
      const product = await createProduct(db, { quantity: 50 });
      const [method] = await db
        .insert(paymentMethods)
        .values({ name: `card-${gateway}-${crypto.randomUUID()}`, kind: "online", gateway, isOnline: true })
        .returning();
      const order = await createOrder(db, customer.id, {
        status: "init",
        grandTotal: 12_000,
        currency: gateway === "stripe" ? "GBP" : "SAR",
        lines: [{ unitPrice: 1_000, quantity: 12, productId: product.id }],
        columns: { paymentMethodId: method?.id ?? null, paymentToken: crypto.randomUUID(), locale: "en" },
      });
      const { url } = await openPayment(db, env, { orderId: order.id });
      await payAtProvider(url);
      await db.update(orders).set({ status: "processing", paidAt: Date.now() }).where(eq(orders.id, order.id));
      const response = await shortShip(order.id, { lines: [{ id: order.lines[0]?.id, quantity: 9 }] });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await json(response)).data).toMatchObject({
        totals: { grandTotal: 9_000 },
        paidAmount: 12_000,
        refundedAmount: 3_000,
        paymentState: "paid",
      });
      const row = await orderRow(order.id);
      expect(await refundedAtProvider(gateway, row?.paymentReference ?? "")).toBe(3_000);
      const [refund] = await db.select().from(refundPayments).where(eq(refundPayments.orderId, order.id));
      expect(refund).toMatchObject({ refundId: null, amount: 3_000, method: "provider", state: "done" });
      expect(await stockOf(db, product.id)).toBe(53);
    },
  );
});
