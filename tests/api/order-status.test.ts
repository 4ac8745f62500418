// Decision 0045: every order status change goes through changeOrderStatus, the one place that
// applies the transition table, writes the status only if nobody moved the order meanwhile
// (compare-and-set), records the history, gives stock and coupon use back on cancelled, refused or
// rejected, and queues the status's email, in one batch. Also the buyer's own cancel route.
import { env } from "cloudflare:workers";
import { asc, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderTransitions, orderStatuses, type OrderStatus } from "../../core/orders/order-status.ts";
import { emailTemplateTranslations, emailTemplates } from "../../db/schema/content.ts";
import { coupons, orderStatusHistory, orders, outbox, productVariants } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { changeOrderStatus } from "../../workers/api/orders/change-order-status.ts";
import { AppError } from "../../workers/lib/errors.ts";
import { openDb } from "../../workers/lib/db.ts";
import { useTranslations } from "../../i18n/index.ts";
import { createAdmin, createCustomer } from "../fixtures/accounts.ts";
import {
  callCheckout,
  createBuyer,
  createCoupon,
  createDeliveryWorld,
  createStockedProduct,
  createVariantProduct,
  stockOf,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
let world: DeliveryWorld;
const siteEnv = { PROFILE: env.PROFILE, SITE_ORIGIN: "https://shop.jumla.test" };

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  await ensureCancelledTemplate();
});

const statusOf = async (id: number) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

const refusedMoves = orderStatuses.flatMap((from) =>
  orderStatuses.filter((to) => !orderTransitions[from].includes(to)).map((to) => ({ from, to })),
);

describe("changeOrderStatus", () => {
  it.each(refusedMoves.filter((_, i) => i % 7 === 0))(
    "refuses $from → $to and changes nothing",
    async ({ from, to }) => {
      const customer = await createCustomer(db);
      const order = await createOrder(db, customer.id, { status: from });
      const change = changeOrderStatus(db, { orderId: order.id, to, actor: "admin" }, siteEnv);
      await expect(change).rejects.toThrow(AppError);
      await expect(change).rejects.toMatchObject({ code: "order_transition_invalid", params: { from, to } });
      expect(await statusOf(order.id)).toBe(from);
      expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([]);
    },
  );

  it("walks an order through the table, one history row per step", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending" });
    const path: OrderStatus[] = ["approved", "processing", "shipped", "delivered", "completed"];
    for (const to of path) {
      expect(await changeOrderStatus(db, { orderId: order.id, to, actor: "admin", note: `to ${to}` }, siteEnv)).toBe(
        true,
      );
    }
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((row) => [row.status, row.actor, row.note])).toEqual(
      path.map((to) => [to, "admin", `to ${to}`]),
    );
    expect(await statusOf(order.id)).toBe("completed");
  });

  it("lets exactly one of two racing changes win (compare-and-set)", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending" });
    const outcomes = await Promise.all([
      changeOrderStatus(db, { orderId: order.id, to: "cancelled", actor: "customer" }, siteEnv),
      changeOrderStatus(db, { orderId: order.id, to: "approved", actor: "admin" }, siteEnv),
      changeOrderStatus(db, { orderId: order.id, to: "refused", actor: "admin" }, siteEnv),
    ]).then(
      (results) => results,
      () => null,
    );
    // Either a change read "pending" and lost the write, or it read the winner's status and was
    // refused by the table; never two winners.
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    expect(await statusOf(order.id)).toBe(history[0]?.status);
    if (outcomes) expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it("does nothing when the order is no longer in the expected status", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending" });
    expect(
      await changeOrderStatus(
        db,
        { orderId: order.id, to: "pending", from: "payment-pending", actor: "payment" },
        siteEnv,
      ),
    ).toBe(false);
    expect(await statusOf(order.id)).toBe("pending");
  });
});

describe("POST /api/account/orders/:id/cancel", () => {
  const cancel = (cookie: string, id: number, locale = "en") =>
    api.request(
      `/api/account/orders/${id}/cancel`,
      { method: "POST", headers: { cookie, origin: "http://localhost", "accept-language": locale } },
      env,
    );

  it("cancels a pending order: stock, variant stock and coupon use come back, history and email written", async () => {
    const { cookie, address, customer } = await createBuyer(db, world);
    const plain = await createStockedProduct(db, world, { quantity: 20 });
    const sized = await createVariantProduct(db, world, [{ price: 1_000, quantity: 10 }]);
    const coupon = await createCoupon(db, { usageLimit: 1 });
    const placed = await callCheckout("/api/orders", cookie, {
      lines: [
        { productId: plain.id, quantity: 5 },
        { productId: sized.id, variantId: sized.variant(0).id, quantity: 4 },
      ],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
      couponCode: coupon.code,
    });
    expect(placed.status, placed.message).toBe(201);
    expect([await stockOf(db, plain.id), await stockOf(db, sized.id)]).toEqual([15, 6]);

    const response = await cancel(cookie, placed.data.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { id: placed.data.id, status: "cancelled" } });
    expect([await stockOf(db, plain.id), await stockOf(db, sized.id)]).toEqual([20, 10]);
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, sized.variant(0).id));
    expect(variant?.quantity).toBe(10);
    const [used] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used?.usedCount).toBe(0);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.data.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((row) => [row.status, row.actor])).toEqual([
      ["pending", "customer"],
      ["cancelled", "customer"],
    ]);
    const emails = await db
      .select()
      .from(outbox)
      .where(like(outbox.payload, `%${placed.data.number}: cancelled%`));
    expect(emails.map((row) => row.payload.to)).toContain(customer.email);

    // Twice is refused, and gives nothing back twice
    const again = await cancel(cookie, placed.data.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: "order_transition_invalid",
      message: "This order cannot move from cancelled to cancelled",
    });
    expect(await stockOf(db, plain.id)).toBe(20);
  });

  // Issue #19 item 7: a status whose template is sent to admins gave them a copy of the customer's email.
  it("emails the admins their own note of a status change, the customer theirs", async () => {
    const admin = await createAdmin(db);
    const { cookie, address, customer } = await createBuyer(db, world);
    const product = await createStockedProduct(db, world, { quantity: 20 });
    const placed = await callCheckout("/api/orders", cookie, {
      lines: [{ productId: product.id, quantity: 2 }],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    });
    await db
      .insert(emailTemplates)
      .values({ settingName: "order_status", orderStatus: "approved", sentToAdmins: true })
      .onConflictDoUpdate({
        target: [emailTemplates.settingName, emailTemplates.orderStatus],
        targetWhere: sql`order_status is not null`,
        set: { sentToAdmins: true },
      });
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.orderStatus, "approved"));
    await db
      .insert(emailTemplateTranslations)
      .values({
        emailTemplateId: template?.id ?? 0,
        locale: "en",
        subject: "Order {{order_number}}: approved",
        bodyContent: "Hello {{name}},\n\n{{link}}",
      })
      .onConflictDoNothing();

    // Only the change's emails: placing the order may have emailed the admins too, as the placing
    // status's template (shared by every test) says.
    const ofOrder = () =>
      db
        .select()
        .from(outbox)
        .where(like(outbox.payload, `%${placed.data.number}%`));
    const before = new Set((await ofOrder()).map((row) => row.id));
    expect(await changeOrderStatus(db, { orderId: placed.data.id, to: "approved", actor: "admin" }, siteEnv)).toBe(
      true,
    );
    const emails = (await ofOrder())
      .filter((row) => !before.has(row.id))
      .map((row) => row.payload as { to: string; subject: string; text: string });
    const toAdmin = emails.find((email) => email.to === admin.email);
    const status = useTranslations("ar")("orderStatus.approved");
    expect(toAdmin?.subject).toBe(`الطلب ${placed.data.number} (${customer.companyName}): ${status}`);
    expect(toAdmin?.text).toContain(`/admin-panel/secure/order/${placed.data.id}`);
    expect(toAdmin?.text).not.toContain("/dashboard/orders/");
    expect(emails.find((email) => email.to === customer.email)?.subject).toMatch(/: approved$/);
  });

  it("refuses once the shop has it, and another customer's order is not found", async () => {
    const { cookie, customer } = await createBuyer(db, world);
    const shipped = await createOrder(db, customer.id, { status: "shipped" });
    const response = await cancel(cookie, shipped.id);
    expect(response.status).toBe(409);
    expect(await statusOf(shipped.id)).toBe("shipped");

    const stranger = await createCustomer(db);
    const theirs = await createOrder(db, stranger.id, { status: "pending" });
    expect((await cancel(cookie, theirs.id)).status).toBe(404);
    expect(await statusOf(theirs.id)).toBe("pending");
  });
});

/** The seeded "cancelled" order email template (db/seed/content.ts), if this database lacks it. */
async function ensureCancelledTemplate() {
  const [template] = await db
    .insert(emailTemplates)
    .values({ settingName: "order_status", orderStatus: "cancelled", sentToAdmins: false })
    .onConflictDoNothing()
    .returning();
  if (!template) return;
  await db.insert(emailTemplateTranslations).values([
    {
      emailTemplateId: template.id,
      locale: "en",
      subject: "Order {{order_number}}: cancelled",
      bodyContent: "Hello {{name}},\n\n{{link}}",
    },
    {
      emailTemplateId: template.id,
      locale: "ar",
      subject: "الطلب {{order_number}}: أُلغي",
      bodyContent: "مرحباً {{name}}،\n\n{{link}}",
    },
  ]);
}
