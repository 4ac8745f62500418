// Issue #20 items 1 and 4, decision 0084: POST /api/admin/shipments makes an order's shipment
// through its carrier (the manual one), once and for good. The order moves to `printed` through
// changeOrderStatus where the table allows; statuses that take no shipment are refused; a second
// create, a double click or a race makes exactly one; the shipment and the order's shipping details
// are locked afterwards; a carrier that refuses gives the lock back; profiles without
// `isShipmentEnabled` have no shipments. Each test owns its customer and orders.
import { env } from "cloudflare:workers";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../../core/contracts/admin/orders.ts";
import { shippableStatuses, type ShipmentAnswer } from "../../core/contracts/admin/shipments.ts";
import { orderStatuses, type OrderStatus } from "../../core/orders/order-status.ts";
import { emailTemplateTranslations, emailTemplates } from "../../db/schema/content.ts";
import { orderStatusHistory, orders, outbox, shipments } from "../../db/schema/index.ts";
import { useTranslations } from "../../i18n/index.ts";
import { api } from "../../workers/api/app.ts";
import { carriers } from "../../workers/api/admin/shipments/carrier.ts";
import { AppError } from "../../workers/lib/errors.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<ShipmentAnswer>("shipments");
const en = useTranslations("en");
const ar = useTranslations("ar");

const create = (body: Record<string, unknown>, language: "ar" | "en" = "en") =>
  admin("", { method: "POST", body: { carrier: "SMSA", trackingNumber: "SM-123456", ...body }, language });
const orderIn = async (status: OrderStatus, columns: NonNullable<Parameters<typeof createOrder>[2]>["columns"] = {}) =>
  createOrder(db, (await createCustomer(db)).id, { status, columns });
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentsOf = (orderId: number) => db.select().from(shipments).where(eq(shipments.orderId, orderId));
const detail = async (id: number) =>
  ((await (await call(`/api/admin/orders/${id}`, { cookie: session.cookie })).json()) as { data: OrderDetail }).data;

describe("shipments: making one", () => {
  it("makes the shipment, copies it to the order's shipping details and moves the order to printed", async () => {
    await putPrintedTemplate();
    const order = await orderIn("processing", { locale: "en" });
    const response = await create({ orderId: order.id, trackingUrl: " https://track.smsa.test/SM-123456 " });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await json(response)).data;
    expect(answer).toMatchObject({
      orderId: order.id,
      service: "manual",
      carrier: "SMSA",
      trackingNumber: "SM-123456",
      trackingUrl: "https://track.smsa.test/SM-123456",
      labelUrl: null,
      createdBy: { id: session.adminId },
      orderStatus: "printed",
    });

    expect(await orderRow(order.id)).toMatchObject({
      status: "printed",
      shipmentName: "SM-123456",
      shipmentUrl: "https://track.smsa.test/SM-123456",
      shippingCompany: "SMSA",
    });
    const shown = await detail(order.id);
    expect(shown.shipment).toEqual({ ...answer, orderStatus: undefined, createdBy: answer.createdBy });
    expect(shown.history.at(-1)).toMatchObject({ status: "printed", actor: "admin", adminName: answer.createdBy.name });
    // The printed status's email goes to the buyer, with the tracking link
    const [email] = (
      await db
        .select()
        .from(outbox)
        .where(like(outbox.payload, `%${order.orderNumber}%`))
    ).map((row) => row.payload as { subject: string; text: string });
    expect(email?.subject).toBe(`Order ${order.orderNumber}: printed`);
    expect(email?.text).toContain("https://track.smsa.test/SM-123456");
  });

  it.each(shippableStatuses.filter((status) => status !== "printed"))(
    "moves an order that is %s to printed",
    async (status) => {
      const order = await orderIn(status);
      expect((await create({ orderId: order.id })).status).toBe(201);
      expect((await orderRow(order.id))?.status).toBe("printed");
    },
  );

  it("makes the shipment of an order already marked printed, which stays printed", async () => {
    const order = await orderIn("printed");
    const response = await create({ orderId: order.id });
    expect(response.status).toBe(201);
    expect((await json(response)).data.orderStatus).toBe("printed");
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history, "no move, so no history row").toEqual([]);
  });

  it.each(orderStatuses.filter((status) => !(shippableStatuses as readonly OrderStatus[]).includes(status)))(
    "refuses an order that is %s (409, its status named) and writes nothing",
    async (status) => {
      const order = await orderIn(status);
      const response = await create({ orderId: order.id });
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({
        error: "shipment_order_status",
        message: en("shipments.orderStatus", { status: en(`orderStatus.${status}`) }),
      });
      expect(await shipmentsOf(order.id)).toEqual([]);
      expect(await orderRow(order.id)).toMatchObject({ status, shipmentName: null, shippingCompany: null });
    },
  );

  it("says the refusal in Arabic to an Arabic admin", async () => {
    const order = await orderIn("pending");
    const response = await create({ orderId: order.id }, "ar");
    expect((await json(response)).message).toBe(ar("shipments.orderStatus", { status: ar("orderStatus.pending") }));
  });

  it("refuses missing or bad fields (400, each field's message) and an unknown order (404)", async () => {
    const order = await orderIn("processing");
    const bad = await admin("", {
      method: "POST",
      body: { orderId: order.id, carrier: " ", trackingNumber: "x".repeat(101), trackingUrl: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({
      carrier: en("validation.required"),
      trackingNumber: en("validation.tooLong"),
      trackingUrl: en("validation.url"),
    });
    const noOrder = await admin("", { method: "POST", body: { carrier: "SMSA", trackingNumber: "1" } });
    expect((await json(noOrder)).errors).toEqual({ orderId: en("validation.required") });
    const service = await create({ orderId: order.id, service: "pigeon" });
    expect((await json(service)).errors).toEqual({ service: en("validation.choice") });
    expect((await create({ orderId: 999_999_999 })).status).toBe(404);
    expect(await shipmentsOf(order.id)).toEqual([]);
  });
});

describe("shipments: once and for good", () => {
  it("refuses a second shipment for the order (409) and keeps the first", async () => {
    const order = await orderIn("processing");
    expect((await create({ orderId: order.id, trackingNumber: "FIRST" })).status).toBe(201);
    const again = await create({ orderId: order.id, trackingNumber: "SECOND" });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: "shipment_exists", message: en("shipments.exists") });
    expect((await shipmentsOf(order.id)).map((row) => row.trackingNumber)).toEqual(["FIRST"]);
    expect((await orderRow(order.id))?.shipmentName).toBe("FIRST");
  });

  it("makes exactly one when five clicks land at once", async () => {
    const order = await orderIn("processing");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => create({ orderId: order.id, trackingNumber: `CLICK-${index}` })),
    );
    expect(answers.map((response) => response.status).toSorted()).toEqual([201, 409, 409, 409, 409]);
    const made = await shipmentsOf(order.id);
    expect(made).toHaveLength(1);
    expect((await orderRow(order.id))?.shipmentName).toBe(made[0]?.trackingNumber);
    const printed = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(printed.map((row) => row.status)).toEqual(["printed"]);
  });

  it("locks the order's shipping details once the shipment is made", async () => {
    const order = await orderIn("processing");
    expect((await create({ orderId: order.id })).status).toBe(201);
    const edit = await call(`/api/admin/orders/${order.id}/shipping`, {
      method: "PATCH",
      cookie: session.cookie,
      body: { shippingCompany: "Aramex" },
    });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { error: string }).error).toBe("shipment_exists");
    expect((await orderRow(order.id))?.shippingCompany).toBe("SMSA");
  });

  it("locks the shipment's row in the database itself (migration 0023's trigger)", async () => {
    const order = await orderIn("processing");
    expect((await create({ orderId: order.id })).status).toBe(201);
    const failure = await db
      .update(shipments)
      .set({ trackingNumber: "CHANGED" })
      .where(eq(shipments.orderId, order.id))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((failure?.cause as Error | undefined)?.message)).toMatch(/shipment_locked/);
    expect((await shipmentsOf(order.id))[0]?.trackingNumber).toBe("SM-123456");
  });

  it("gives the lock back when the carrier refuses, so the shipment can be made again", async () => {
    const order = await orderIn("processing");
    const { createShipment } = carriers.manual;
    carriers.manual.createShipment = () => Promise.reject(new AppError("database_down"));
    try {
      const refused = await create({ orderId: order.id });
      expect(refused.status).toBe(503);
    } finally {
      carriers.manual.createShipment = createShipment;
    }
    expect(await shipmentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id))?.status).toBe("processing");
    expect((await create({ orderId: order.id })).status).toBe(201);
  });
});

describe("shipments: where the profile has none", () => {
  it("answers 404 and writes nothing without isShipmentEnabled (v_1_)", async () => {
    const order = await orderIn("processing");
    const headers = new Headers({
      cookie: session.cookie,
      origin: "http://localhost",
      "content-type": "application/json",
    });
    const response = await api.request(
      "http://localhost/api/admin/shipments",
      { method: "POST", headers, body: JSON.stringify({ orderId: order.id, carrier: "SMSA", trackingNumber: "1" }) },
      { ...env, PROFILE: "v_1_" },
    );
    expect(response.status).toBe(404);
    expect(await shipmentsOf(order.id)).toEqual([]);
  });
});

/** The printed status's email template (this file's own: the same text whoever writes it). */
async function putPrintedTemplate() {
  await db
    .insert(emailTemplates)
    .values({ settingName: "order_status", orderStatus: "printed", sentToAdmins: false })
    .onConflictDoUpdate({
      target: [emailTemplates.settingName, emailTemplates.orderStatus],
      targetWhere: sql`order_status is not null`,
      set: { sentToAdmins: false },
    });
  const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.orderStatus, "printed"));
  await db
    .insert(emailTemplateTranslations)
    .values(
      (["en", "ar"] as const).map((locale) => ({
        emailTemplateId: template?.id ?? 0,
        locale,
        subject: locale === "en" ? "Order {{order_number}}: printed" : "الطلب {{order_number}}: printed",
        bodyContent: "{{link}}",
      })),
    )
    .onConflictDoNothing();
}
