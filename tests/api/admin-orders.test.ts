// Issue #20 items 1 and 4, decision 0080: the order desk's API. The list with every filter, its
// search, counts per status, sorts and pages; one order's detail; status changes along the table
// through changeOrderStatus (refused and raced changes answer 409, emails queued); shipping
// details; offline payments, never above the grand total, even when two land at once; internal
// notes; the filtered list as a streamed, formula-safe CSV. Each test owns its customers and
// orders, and reads the list through its own customer (or a search only its rows match).
import { env } from "cloudflare:workers";
import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderListPage, OrderRow } from "../../core/contracts/admin/orders.ts";
import { finalStatuses, orderStatuses, orderTransitions, type OrderStatus } from "../../core/orders/order-status.ts";
import { getProfile } from "../../core/profiles.ts";
import { emailTemplateTranslations, emailTemplates } from "../../db/schema/content.ts";
import {
  addresses,
  admins,
  customers,
  orderStatusHistory,
  orders,
  outbox,
  paymentMethods,
} from "../../db/schema/index.ts";
import { dayStart } from "../../i18n/dates.ts";
import { formatMoney, useTranslations } from "../../i18n/index.ts";
import { csvPageSize } from "../../workers/api/admin/orders/export-orders-csv.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createAdmin, createCustomer, createSalesperson, signIn } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  stockOf,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<OrderDetail>("orders");
const profile = getProfile(env.PROFILE);
const en = useTranslations("en");
const ar = useTranslations("ar");

const list = async (query: string) => {
  const response = await admin(`?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<OrderListPage>(response)).data;
};
const numbers = (page: OrderListPage) => page.items.map((row) => row.orderNumber);
const detail = async (id: number) => (await json(await admin(`/${id}`))).data;
const patch = (id: number, body: unknown, options: { cookie?: string; language?: "ar" | "en" } = {}) =>
  options.cookie
    ? call(`/api/admin/orders/${id}`, { method: "PATCH", body, cookie: options.cookie, language: options.language })
    : admin(`/${id}`, { method: "PATCH", body, language: options.language });
const pay = (id: number, body: Record<string, unknown>, language: "ar" | "en" = "en") =>
  admin(`/${id}/payments`, {
    method: "POST",
    body: { receivedOn: "23/11/2026", method: "bank_transfer", ...body },
    language,
  });
const statusOf = async (id: number) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

let world: DeliveryWorld;
beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
});

describe("orders: the list", () => {
  const token = uniqueToken();
  let customerId = 0;
  let otherCustomerId = 0;
  let salespersonId = 0;
  const made: Record<string, { id: number; orderNumber: string }> = {};
  const boundary = dayStart("2026-03-02", profile);

  beforeAll(async () => {
    const customer = await createCustomer(db, { companyName: `Desk ${token}` });
    customerId = customer.id;
    otherCustomerId = (await createCustomer(db, { companyName: `Other ${token}` })).id;
    salespersonId = (await createSalesperson(db)).id;
    const [card] = await db
      .insert(paymentMethods)
      .values({ name: `card-${token}`, kind: "online", isOnline: true })
      .returning();
    const at = (offset: number) => boundary + offset;
    const order = (name: string, options: Parameters<typeof createOrder>[2]) =>
      createOrder(db, customerId, options).then((row) => (made[name] = row));
    // Placed a millisecond before and at the start of 2 March in the shop's time zone
    await order("lateFirstMarch", { status: "pending", grandTotal: 30_000, placedAt: at(-1) });
    await order("secondMarch", {
      status: "processing",
      grandTotal: 10_000,
      placedAt: at(0),
      columns: { purchaseOrderReference: `PO-${token}`, salespersonId, salespersonName: "Khalid Al-Shehri" },
    });
    await order("cancelled", { status: "cancelled", grandTotal: 20_000, placedAt: at(86_400_000) });
    await order("card", {
      status: "pending",
      grandTotal: 40_000,
      placedAt: at(2 * 86_400_000),
      columns: {
        paymentMethodId: card?.id ?? null,
        shippingZoneId: world.zone.id,
        paymentToken: `tok-${token}`,
        paidAt: at(2 * 86_400_000),
      },
    });
    await order("returned", { status: "delivered", grandTotal: 50_000, placedAt: at(3 * 86_400_000) });
    await createRefund(db, customerId, made.returned?.id ?? 0, "Torn", { status: "requested" });
    await createOrder(db, otherCustomerId, { status: "pending", placedAt: at(0) }).then((row) => (made.other = row));
    // 3,000 of the pending order's 30,000 arrived
    expect((await pay(made.lateFirstMarch?.id ?? 0, { amount: 3_000 })).status).toBe(201);
  });

  const ofCustomer = () => `customer=${customerId}`;
  const names = (...keys: string[]) => keys.map((key) => made[key]?.orderNumber).toSorted();

  it.each([
    ["status=pending", ["lateFirstMarch", "card"]],
    ["from=2026-03-02", ["secondMarch", "cancelled", "card", "returned"]],
    ["to=2026-03-01", ["lateFirstMarch"]],
    ["from=2026-03-02&to=2026-03-02", ["secondMarch"]],
    ["salesperson=none", ["lateFirstMarch", "cancelled", "card", "returned"]],
    ["hasReturn=true", ["returned"]],
    ["hasReturn=false", ["lateFirstMarch", "secondMarch", "cancelled", "card"]],
    ["paymentState=partlyPaid", ["lateFirstMarch"]],
    ["paymentState=paid", ["card"]],
    ["paymentState=unpaid", ["secondMarch", "cancelled", "returned"]],
    ["paymentState=awaiting", ["lateFirstMarch", "secondMarch", "returned"]],
    ["paymentState=refunded", []],
  ])("filters ?%s", async (filter, keys) => {
    const page = await list(`${ofCustomer()}&${filter}`);
    expect(numbers(page).toSorted()).toEqual(names(...keys));
    expect(page.total).toBe(keys.length);
  });

  it("filters by salesperson, payment method and shipping zone ids", async () => {
    expect(numbers(await list(`${ofCustomer()}&salesperson=${salespersonId}`))).toEqual(names("secondMarch"));
    const card = made.card?.id ?? 0;
    const [row] = await db.select().from(orders).where(eq(orders.id, card));
    expect(numbers(await list(`${ofCustomer()}&paymentMethod=${row?.paymentMethodId}`))).toEqual(names("card"));
    expect(numbers(await list(`${ofCustomer()}&shippingZone=${world.zone.id}`))).toEqual(names("card"));
    expect(numbers(await list(`customer=${otherCustomerId}`))).toEqual(names("other"));
  });

  it.each([
    ["the order number", () => made.secondMarch?.orderNumber ?? "", ["secondMarch"]],
    ["the PO reference", () => `po-${token}`, ["secondMarch"]],
    ["the company", () => `Desk ${token}`, ["lateFirstMarch", "secondMarch", "cancelled", "card", "returned"]],
  ])("searches by %s", async (_name, search, keys) => {
    const page = await list(`search=${encodeURIComponent(search())}`);
    expect(numbers(page).toSorted()).toEqual(names(...keys));
  });

  it("finds an order by any part of its number or PO reference, in any case, and a short word too", async () => {
    const number = made.secondMarch?.orderNumber ?? "";
    expect(numbers(await list(`search=${encodeURIComponent(number.slice(3, 12).toLowerCase())}`))).toEqual(
      names("secondMarch"),
    );
    // Words of fewer than 3 characters cannot use the trigram index: they are still found
    expect(numbers(await list(`${ofCustomer()}&search=PO`))).toEqual(names("secondMarch"));
    // A quote is text, not search syntax; an edited PO reference is found by its new text
    expect((await list(`search=${encodeURIComponent(`"${token}`)}`)).total).toBe(0);
    await db
      .update(orders)
      .set({ purchaseOrderReference: `RE-${token}` })
      .where(eq(orders.id, made.cancelled?.id ?? 0));
    expect(numbers(await list(`search=re-${token}`))).toEqual(names("cancelled"));
    expect(numbers(await list(`search=${encodeURIComponent(`Fatimah ${token} Desk`)}`)).toSorted()).toEqual(
      names("lateFirstMarch", "secondMarch", "cancelled", "card", "returned"),
    );
  });

  it("searches by the customer's email and phone", async () => {
    const [customer] = await db.select().from(customers).where(eq(customers.id, otherCustomerId));
    expect(numbers(await list(`search=${encodeURIComponent(customer?.email ?? "")}`))).toEqual(names("other"));
    expect(numbers(await list(`search=${encodeURIComponent(customer?.phone ?? "")}`))).toEqual(names("other"));
  });

  it("counts each status under the other filters, and the total is the asked tab's", async () => {
    const page = await list(`${ofCustomer()}&status=pending&from=2026-03-02`);
    expect(numbers(page)).toEqual(names("card"));
    expect(page.total).toBe(1);
    expect(page.counts).toMatchObject({ all: 4, pending: 1, processing: 1, cancelled: 1, delivered: 1, shipped: 0 });
    expect(Object.keys(page.counts).toSorted()).toEqual([...orderStatuses, "all"].toSorted());
  });

  it("answers a row with its customer, salesperson, payment state and return", async () => {
    const rows = (await list(ofCustomer())).items;
    const second = rows.find((row) => row.id === made.secondMarch?.id);
    expect(second).toEqual<OrderRow>({
      id: made.secondMarch?.id ?? 0,
      orderNumber: made.secondMarch?.orderNumber ?? "",
      status: "processing",
      placedAt: boundary,
      customer: { id: customerId, name: "Fatimah Al-Harbi", companyName: `Desk ${token}` },
      salesperson: { id: salespersonId, name: "Khalid Al-Shehri" },
      paymentMethodName: "Bank transfer",
      paymentState: "unpaid",
      paidAmount: 0,
      grandTotal: 10_000,
      currency: "SAR",
      purchaseOrderReference: `PO-${token}`,
      hasReturn: false,
    });
    expect(rows.find((row) => row.id === made.lateFirstMarch?.id)).toMatchObject({
      paymentState: "partlyPaid",
      paidAmount: 3_000,
    });
    expect(rows.find((row) => row.id === made.card?.id)).toMatchObject({ paymentState: "paid", paidAmount: 40_000 });
    expect(rows.find((row) => row.id === made.returned?.id)).toMatchObject({ hasReturn: true });
  });

  it("sorts newest first by default, and by each sort field either way", async () => {
    expect(numbers(await list(ofCustomer()))).toEqual(
      ["returned", "card", "cancelled", "secondMarch", "lateFirstMarch"].map((key) => made[key]?.orderNumber),
    );
    const totals = async (sort: string) =>
      (await list(`${ofCustomer()}&sort=${sort}`)).items.map((row) => row.grandTotal);
    expect(await totals("grandTotal")).toEqual([10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(await totals("-grandTotal")).toEqual([50_000, 40_000, 30_000, 20_000, 10_000]);
    const statuses = (await list(`${ofCustomer()}&sort=status`)).items.map((row) => row.status);
    expect(statuses).toEqual(statuses.toSorted());
    const byNumber = (await list(`${ofCustomer()}&sort=-orderNumber`)).items.map((row) => row.orderNumber);
    expect(byNumber).toEqual(byNumber.toSorted().reverse());
    expect((await list(`${ofCustomer()}&sort=customerName`)).total).toBe(5);
    expect((await list(`${ofCustomer()}&sort=placedAt`)).items[0]?.id).toBe(made.lateFirstMarch?.id);
  });

  it("pages: page 2 of 2 per page holds the third and fourth newest", async () => {
    const page = await list(`${ofCustomer()}&perPage=2&page=2`);
    expect(page).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect(numbers(page)).toEqual([made.cancelled?.orderNumber, made.secondMarch?.orderNumber]);
  });

  it.each([
    "status=lost",
    "from=01/03/2026",
    "to=2026-02-30",
    "customer=abc",
    "salesperson=someone",
    "paymentMethod=0",
    "shippingZone=-1",
    "hasReturn=yes",
    "paymentState=maybe",
    "sort=-total",
    "perPage=101",
  ])("refuses ?%s with 400", async (query) => {
    const response = await admin(`?${query}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe("invalid_input");
  });
});

describe("orders: the detail", () => {
  it("answers every snapshot, the customer, totals and what the order may become; 404 for none", async () => {
    const customer = await createCustomer(db, { companyName: `Detail ${uniqueToken()}` });
    const order = await createOrder(db, customer.id, {
      status: "pending",
      grandTotal: 23_000,
      lines: [
        {
          title: "Hotel towel",
          sku: "TOWEL-77",
          unitPrice: 10_000,
          quantity: 2,
          vatRateBasisPoints: 1500,
          vatAmount: 3_000,
          variantValues: [{ attribute: "Size", value: "XL" }],
          selections: [
            { optionGroupId: 1, optionChoiceId: 2, groupName: "Gift box", choiceName: "Yes", priceDelta: 0 },
          ],
        },
      ],
      columns: {
        purchaseOrderReference: "PO-77",
        note: "Leave at gate 3",
        couponCode: "WELCOME",
        vatTotal: 3_000,
        address: {
          country: "SA",
          city: "Riyadh",
          address1: "King Fahd Rd 1",
          address2: null,
          postcode: "12211",
          neighbourhood: "Olaya",
          location: { lat: 24.71, lng: 46.67 },
        },
      },
    });
    const found = await detail(order.id);
    expect(found).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: "pending",
      nextStatuses: ["approved", "refused", "processing", "cancelled"],
      locale: "ar",
      currency: "SAR",
      customer: {
        id: customer.id,
        name: "Fatimah Al-Harbi",
        firstName: "Fatimah",
        companyName: customer.companyName,
        email: customer.email,
        phone: customer.phone,
      },
      address: { city: "Riyadh", neighbourhood: "Olaya", location: { lat: 24.71, lng: 46.67 } },
      paymentMethod: { id: null, name: "Bank transfer", kind: null },
      takesOfflinePayments: true,
      paymentState: "unpaid",
      purchaseOrderReference: "PO-77",
      note: "Leave at gate 3",
      couponCode: "WELCOME",
      shipping: { shipmentName: null, shipmentUrl: null, shippingCompany: null },
      totals: { grandTotal: 23_000, vatTotal: 3_000, totalItemsCount: 2 },
      history: [],
      notes: [],
      payments: [],
      returns: [],
    });
    expect(found.lines).toEqual([
      expect.objectContaining({
        title: "Hotel towel",
        sku: "TOWEL-77",
        unitPrice: 10_000,
        quantity: 2,
        vatRateBasisPoints: 1500,
        vatAmount: 3_000,
        lineTotal: 20_000,
        variantValues: [{ attribute: "Size", value: "XL" }],
        selections: [expect.objectContaining({ groupName: "Gift box", choiceName: "Yes", priceDelta: 0 })],
      }),
    ]);
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/abc")).status).toBe(404);
  });

  it("keeps the pin of an address placed through checkout, with the lines as checkout priced them", async () => {
    const { cookie, address } = await createBuyer(db, world);
    await db.update(addresses).set({ latitude: 21.54, longitude: 39.17 }).where(eq(addresses.id, address.id));
    const product = await createStockedProduct(db, world, { quantity: 10 });
    const placed = await callCheckout("/api/orders", cookie, {
      lines: [{ productId: product.id, quantity: 2 }],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
      purchaseOrderReference: "PO-PIN",
    });
    expect(placed.status, placed.message).toBe(201);
    const found = await detail(placed.data.id);
    expect(found.address.location).toEqual({ lat: 21.54, lng: 39.17 });
    expect(found.delivery.shippingZone).toEqual({ id: world.zone.id, name: world.zone.name });
    expect(found.paymentMethod).toMatchObject({ id: world.methods.bankTransfer.id, kind: "bank_transfer" });
    expect(found.lines[0]).toMatchObject({
      productId: product.id,
      quantity: 2,
      unitPrice: 10_000,
      vatRateBasisPoints: 1500,
    });
    expect(found.totals.grandTotal).toBe(placed.data.totals?.grandTotal ?? found.totals.grandTotal);
  });
});

describe("orders: status changes", () => {
  const allowed = orderStatuses.flatMap((from) => orderTransitions[from].map((to) => ({ from, to })));
  // One refused move per status: the first status the table does not offer from it
  const refused = orderStatuses.map((from) => ({
    from,
    to: orderStatuses.find((to) => to !== from && !orderTransitions[from].includes(to)) as OrderStatus,
  }));

  it.each(allowed)("moves $from → $to, the history naming the admin", async ({ from, to }) => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: from });
    const response = await patch(order.id, { status: to, from, note: `checked ${to}` });
    expect(response.status, await response.clone().text()).toBe(200);
    const moved = (await json(response)).data;
    expect(moved.status).toBe(to);
    expect(moved.nextStatuses).toEqual(orderTransitions[to]);
    expect(moved.history).toEqual([
      expect.objectContaining({ status: to, actor: "admin", adminName: "Sara Admin", note: `checked ${to}` }),
    ]);
  });

  it.each(refused)(
    "refuses $from → $to with 409, in the admin's language, and changes nothing",
    async ({ from, to }) => {
      const customer = await createCustomer(db);
      const order = await createOrder(db, customer.id, { status: from });
      const response = await patch(order.id, { status: to }, { language: "ar" });
      expect(response.status).toBe(409);
      const answer = await json(response);
      expect(answer.error).toBe("order_transition_invalid");
      expect(answer.message).toBe(
        ar("orders.transition.invalid", { from: ar(`orderStatus.${from}`), to: ar(`orderStatus.${to}`) }),
      );
      expect(await statusOf(order.id)).toBe(from);
    },
  );

  // One test per final status: thirteen refused moves each (all of them at once took past 5 s in
  // a loaded CI run)
  it.each(finalStatuses)("keeps %s final: every move out of it is refused", async (from) => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: from });
    for (const to of orderStatuses) {
      const response = await patch(order.id, { status: to });
      expect(response.status, `${from} → ${to}`).toBe(409);
    }
    expect(await statusOf(order.id)).toBe(from);
  });

  it("lets exactly one of two admins racing from the same status win; the other is told it changed", async () => {
    const other = await createAdmin(db, { name: "Omar Admin" });
    const otherCookie = (await signIn(db, { kind: "admin", id: other.id })).cookie;
    const customer = await createCustomer(db);
    for (let round = 0; round < 5; round += 1) {
      const order = await createOrder(db, customer.id, { status: "pending" });
      const answers = await Promise.all([
        patch(order.id, { status: "approved", from: "pending" }),
        patch(order.id, { status: "cancelled", from: "pending" }, { cookie: otherCookie }),
      ]);
      expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect((await json(loser as Response)).error).toBe("order_changed");
      const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(history).toHaveLength(1);
      expect(await statusOf(order.id)).toBe(history[0]?.status);
      expect(history[0]?.adminName).toBe(history[0]?.status === "approved" ? "Sara Admin" : "Omar Admin");
    }
  });

  it("refuses a change from a status the order has left (the admin saw an old page): 409 order_changed", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "processing" });
    const response = await patch(order.id, { status: "cancelled", from: "pending" });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: "order_changed", message: en("orders.changed") });
    expect(await statusOf(order.id)).toBe("processing");
  });

  it("refuses a bad status (400, translated) and an unknown order (404)", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending" });
    const bad = await patch(order.id, { status: "lost" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({ status: en("validation.choice") });
    const long = await patch(order.id, { status: "approved", note: "x".repeat(2001) });
    expect((await json(long)).errors).toEqual({ note: en("validation.tooLong") });
    expect((await patch(999_999_999, { status: "approved" })).status).toBe(404);
  });

  it("queues the status's email in the order's language, and the admins theirs when the template says so", async () => {
    await putOrderTemplate("approved", { sentToAdmins: true });
    await putOrderTemplate("processing", { sentToAdmins: false });
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "pending", columns: { locale: "ar" } });
    const emailsOf = async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(like(outbox.payload, `%${order.orderNumber}%`))
      ).map((row) => row.payload as { to: string; subject: string; text: string });

    expect((await patch(order.id, { status: "approved", from: "pending" })).status).toBe(200);
    const approved = await emailsOf();
    expect(approved.find((email) => email.to === customer.email)?.subject).toBe(`الطلب ${order.orderNumber}: approved`);
    const everyAdmin = await db.select({ email: admins.email }).from(admins);
    expect(
      approved
        .filter((email) => email.to !== customer.email)
        .map((email) => email.to)
        .toSorted(),
    ).toEqual(everyAdmin.map((row) => row.email).toSorted());

    expect((await patch(order.id, { status: "processing", from: "approved" })).status).toBe(200);
    const processing = (await emailsOf()).slice(approved.length);
    expect(processing.map((email) => email.to)).toEqual([customer.email]);
    expect(processing[0]?.subject).toBe(`الطلب ${order.orderNumber}: processing`);
  });

  it("cancelling gives the stock back (changeOrderStatus's restock)", async () => {
    const { cookie, address } = await createBuyer(db, world);
    const product = await createStockedProduct(db, world, { quantity: 20 });
    const placed = await callCheckout("/api/orders", cookie, {
      lines: [{ productId: product.id, quantity: 5 }],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    });
    expect(placed.status, placed.message).toBe(201);
    expect(await stockOf(db, product.id)).toBe(15);
    expect((await patch(placed.data.id, { status: "cancelled", from: "pending" })).status).toBe(200);
    expect(await stockOf(db, product.id)).toBe(20);
    // A repeated cancel is refused, and gives nothing back twice
    expect((await patch(placed.data.id, { status: "cancelled" })).status).toBe(409);
    expect(await stockOf(db, product.id)).toBe(20);
  });
});

describe("orders: shipping details", () => {
  it("records the shipment, shows it on the buyer's order and sends its link in the shipped email", async () => {
    await putOrderTemplate("shipped", { sentToAdmins: false });
    const { cookie, customer } = await createBuyer(db, world);
    const order = await createOrder(db, customer.id, { status: "processing", columns: { locale: "en" } });
    const shipping = {
      shipmentName: "Pallet 1 of 2",
      shipmentUrl: " https://track.smsa.test/AB12 ",
      shippingCompany: "SMSA",
    };
    const response = await admin(`/${order.id}/shipping`, { method: "PATCH", body: shipping });
    expect(response.status).toBe(200);
    expect((await json(response)).data.shipping).toEqual({ ...shipping, shipmentUrl: "https://track.smsa.test/AB12" });

    const mine = await (await call(`/api/account/orders/${order.id}`, { cookie })).json();
    expect(mine).toMatchObject({
      data: { order: { shipmentUrl: "https://track.smsa.test/AB12", shippingCompany: "SMSA" } },
    });

    expect((await patch(order.id, { status: "shipped", from: "processing" })).status).toBe(200);
    const [email] = (
      await db
        .select()
        .from(outbox)
        .where(like(outbox.payload, `%${order.orderNumber}%`))
    ).map((row) => row.payload as { to: string; text: string });
    expect(email?.to).toBe(customer.email);
    expect(email?.text).toContain("Track your shipment: https://track.smsa.test/AB12");
    expect(email?.text).toContain("Shipping company: SMSA");
  });

  it("keeps fields left out, clears blank ones", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, {
      columns: { shipmentName: "Box", shipmentUrl: "https://t.test/1", shippingCompany: "Aramex" },
    });
    const response = await admin(`/${order.id}/shipping`, {
      method: "PATCH",
      body: { shipmentUrl: "", shipmentName: "Box 2" },
    });
    expect((await json(response)).data.shipping).toEqual({
      shipmentName: "Box 2",
      shipmentUrl: null,
      shippingCompany: "Aramex",
    });
  });

  it.each(["javascript:alert(1)", "track.smsa.test/AB12", "ftp://track.test/1", "https://exa mple.test"])(
    "refuses the link %s with the field's message, in both languages",
    async (link) => {
      const customer = await createCustomer(db);
      const order = await createOrder(db, customer.id);
      for (const [language, t] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const response = await admin(`/${order.id}/shipping`, {
          method: "PATCH",
          body: { shipmentUrl: link },
          language,
        });
        expect(response.status).toBe(400);
        expect((await json(response)).errors).toEqual({ shipmentUrl: t("validation.url") });
      }
      expect((await detail(order.id)).shipping.shipmentUrl).toBeNull();
    },
  );

  it("answers 404 for an unknown order", async () => {
    expect((await admin("/999999999/shipping", { method: "PATCH", body: { shippingCompany: "SMSA" } })).status).toBe(
      404,
    );
  });
});

describe("orders: offline payments", () => {
  it("sums partial payments into the payment state, and marks the order paid at its total", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { grandTotal: 10_000 });
    const first = await pay(order.id, { amount: 3_000, method: "check", reference: "CHQ 000123" });
    expect(first.status).toBe(201);
    expect((await json(first)).data).toMatchObject({ paymentState: "partlyPaid", paidAmount: 3_000, paidAt: null });
    expect((await pay(order.id, { amount: 2_000, method: "cash", receivedOn: "24/11/2026" })).status).toBe(201);
    const last = await json(await pay(order.id, { amount: 5_000 }));
    expect(last.data).toMatchObject({ paymentState: "paid", paidAmount: 10_000, paidAt: expect.any(Number) });
    expect(last.data.payments).toEqual([
      expect.objectContaining({
        amount: 3_000,
        method: "check",
        reference: "CHQ 000123",
        receivedOn: "2026-11-23",
        recordedBy: { id: session.adminId, name: "Sara Admin" },
      }),
      expect.objectContaining({ amount: 2_000, method: "cash", reference: null, receivedOn: "2026-11-24" }),
      expect.objectContaining({ amount: 5_000, method: "bank_transfer", currency: "SAR" }),
    ]);
    // Nothing more is due
    const over = await pay(order.id, { amount: 1 });
    expect(over.status).toBe(409);
    expect((await json(over)).error).toBe("payment_above_total");
  });

  it("shows the buyer their order's payment state, never the payments' records", async () => {
    const { cookie, customer } = await createBuyer(db, world);
    const order = await createOrder(db, customer.id, { grandTotal: 10_000 });
    const mine = async () =>
      (await (await call(`/api/account/orders/${order.id}`, { cookie })).json()) as { data: { order: unknown } };
    expect((await mine()).data.order).toMatchObject({ paymentState: "unpaid", paidAmount: 0 });
    await pay(order.id, { amount: 3_000, reference: "TRX-SECRET-1" });
    expect((await mine()).data.order).toMatchObject({ paymentState: "partlyPaid", paidAmount: 3_000 });
    expect(JSON.stringify(await mine())).not.toContain("TRX-SECRET-1");
    await pay(order.id, { amount: 7_000 });
    expect((await mine()).data.order).toMatchObject({ paymentState: "paid", paidAmount: 10_000 });
  });

  it("refuses more than is still due, saying how much is, at the amount", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { grandTotal: 10_000 });
    expect((await pay(order.id, { amount: 4_000 })).status).toBe(201);
    for (const [language, t] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const response = await pay(order.id, { amount: 6_001 }, language);
      expect(response.status).toBe(409);
      const remaining = formatMoney(6_000, language, profile);
      expect(await json(response)).toMatchObject({
        error: "payment_above_total",
        message: t("orders.payment.aboveTotal", { remaining }),
        errors: { amount: t("orders.payment.aboveTotal", { remaining }) },
      });
    }
    expect((await detail(order.id)).paidAmount).toBe(4_000);
  });

  it("lets only one of two payments that together pass the total land, when both come at once", async () => {
    const customer = await createCustomer(db);
    for (let round = 0; round < 5; round += 1) {
      const order = await createOrder(db, customer.id, { grandTotal: 10_000 });
      const answers = await Promise.all([pay(order.id, { amount: 6_000 }), pay(order.id, { amount: 6_000 })]);
      expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
      const found = await detail(order.id);
      expect(found.payments).toHaveLength(1);
      expect(found).toMatchObject({ paidAmount: 6_000, paymentState: "partlyPaid" });
    }
  });

  it("refuses a payment for an order paid online: its money comes from the provider", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, {
      status: "payment-pending",
      columns: { paymentToken: `tok-${uniqueToken()}` },
    });
    expect((await detail(order.id)).takesOfflinePayments).toBe(false);
    const response = await pay(order.id, { amount: 1_000 });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: "payment_online", message: en("orders.payment.online") });
    expect((await detail(order.id)).payments).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, "amount", "validation.amount.positive"],
    [{ amount: -5 }, "amount", "validation.amount.positive"],
    [{ amount: 12.5 }, "amount", "validation.amount.positive"],
    [{ amount: 1e17 }, "amount", "validation.amount.tooLarge"],
    [{ amount: 100, receivedOn: "2026-11-23" }, "receivedOn", "validation.date"],
    [{ amount: 100, receivedOn: "31/02/2026" }, "receivedOn", "validation.date"],
    [{ amount: 100, method: "card" }, "method", "validation.choice"],
    [{ amount: 100, reference: "x".repeat(101) }, "reference", "validation.tooLong"],
  ] as const)("refuses %o at %s", async (body, field, message) => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id);
    const response = await pay(order.id, body);
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: en(message) });
  });

  it("answers 404 for an unknown order", async () => {
    expect((await pay(999_999_999, { amount: 100 })).status).toBe(404);
  });

  it("counts an order refunded once its refunded returns cover what was paid", async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "delivered", grandTotal: 10_000 });
    await pay(order.id, { amount: 10_000 });
    await createRefund(db, customer.id, order.id, "Damaged", { status: "refunded", referenceTotal: 4_000 });
    expect((await detail(order.id)).paymentState).toBe("paid");
    await createRefund(db, customer.id, order.id, "Damaged", { status: "refunded", referenceTotal: 6_000 });
    expect(await detail(order.id)).toMatchObject({ paymentState: "refunded", refundedAmount: 10_000 });
    expect(numbers(await list(`customer=${customer.id}&paymentState=refunded`))).toEqual([order.orderNumber]);
    expect(numbers(await list(`customer=${customer.id}&paymentState=paid`))).toEqual([]);
  });
});

describe("orders: internal notes", () => {
  it("keeps the admins' notes with their author, and never shows them to the buyer", async () => {
    const { cookie, customer } = await createBuyer(db, world);
    const order = await createOrder(db, customer.id);
    const text = `Credit line checked ${uniqueToken()}`;
    const response = await admin(`/${order.id}/notes`, { method: "POST", body: { text: `  ${text} ` } });
    expect(response.status).toBe(201);
    expect((await json(response)).data.notes).toEqual([
      {
        id: expect.any(Number),
        text,
        author: { id: session.adminId, name: "Sara Admin" },
        createdAt: expect.any(Number),
      },
    ]);
    const mine = await (await call(`/api/account/orders/${order.id}`, { cookie })).text();
    expect(mine).not.toContain(text);
  });

  it.each([
    [{ text: "   " }, "validation.required"],
    [{ text: "x".repeat(2001) }, "validation.tooLong"],
    [{}, "validation.required"],
  ] as const)("refuses %o", async (body, message) => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id);
    const response = await admin(`/${order.id}/notes`, { method: "POST", body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ text: en(message) });
  });

  it("answers 404 for an unknown order", async () => {
    expect((await admin("/999999999/notes", { method: "POST", body: { text: "Hello" } })).status).toBe(404);
  });
});

describe("orders: the CSV export", () => {
  const csv = async (query: string, language: "ar" | "en" = "en") => {
    const response = await admin(`.csv?${query}`, { language });
    expect(response.status).toBe(200);
    return { response, text: await response.text() };
  };

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const customer = await createCustomer(db, { companyName: '=HYPERLINK("https://evil.test")' });
    await createOrder(db, customer.id, { columns: { purchaseOrderReference: "@SUM(1+1)", customerName: "+Fatimah" } });
    const { response, text } = await csv(`customer=${customer.id}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text).toContain(`"'=HYPERLINK(""https://evil.test"")"`);
    expect(text).toContain(`"'@SUM(1+1)"`);
    expect(text).toContain(`"'+Fatimah"`);
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
  });

  it("honours the filters, with headers and texts in the admin's language", async () => {
    const customer = await createCustomer(db);
    const pending = await createOrder(db, customer.id, { status: "pending", grandTotal: 12_345 });
    const shipped = await createOrder(db, customer.id, { status: "shipped" });
    const { text } = await csv(`customer=${customer.id}&status=pending`, "ar");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]?.startsWith(`${ar("orders.csv.orderNumber")},${ar("orders.csv.placedAt")},`)).toBe(true);
    expect(lines[1]).toContain(pending.orderNumber);
    expect(lines[1]).toContain(`,${ar("orderStatus.pending")},`);
    expect(lines[1]).toContain(`,${ar("orders.paymentState.unpaid")},0.00,123.45,SAR,`);
    expect(text).not.toContain(shipped.orderNumber);
  });

  it("streams a long list a page at a time, newest first by (placed, id), every order once across pages that end among equal times", async () => {
    const customer = await createCustomer(db);
    // Two full pages and one more order all placed in the same millisecond, so both page
    // boundaries fall among equal placed_at; the newest order has the smallest id, the oldest the largest
    const count = csvPageSize * 2 + 1;
    const placedAt = Date.UTC(2026, 2, 1, 9);
    const base = {
      customerId: customer.id,
      customerName: "Fatimah Al-Harbi",
      address: { country: "SA", city: "Riyadh", address1: "1", address2: null, postcode: null, neighbourhood: null },
      deliveryMethod: "delivery",
      paymentMethodName: "Cash",
      currency: "SAR",
      uniqueItemsCount: 1,
      totalItemsCount: 1,
      subTotal: 100,
      grandTotal: 100,
      placedAt,
    };
    const token = uniqueToken();
    const insert = async (values: (typeof base & { orderNumber: string })[]) =>
      (await db.insert(orders).values(values).returning({ id: orders.id, orderNumber: orders.orderNumber })).map(
        (row) => row.orderNumber,
      );
    const [newest = ""] = await insert([{ ...base, orderNumber: `S-${token}-newest`, placedAt: placedAt + 1 }]);
    const equal: string[] = [];
    for (let start = 0; start < count; start += 400) {
      const size = Math.min(400, count - start);
      equal.push(
        ...(await insert(
          Array.from({ length: size }, (_, i) => ({ ...base, orderNumber: `S-${token}-${start + i}` })),
        )),
      );
    }
    const [oldest = ""] = await insert([{ ...base, orderNumber: `S-${token}-oldest`, placedAt: placedAt - 1 }]);
    const response = await admin(`.csv?customer=${customer.id}`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = "";
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      text += decoder.decode(read.value, { stream: true });
    }
    // The header, then three pages (2,000, 2,000, 3)
    expect(chunks).toBeGreaterThanOrEqual(4);
    const rows = text.trimEnd().split("\r\n").slice(1);
    expect(rows.map((row) => row.split(",")[0])).toEqual([newest, ...equal.toReversed(), oldest]);
  });
});

/** An order status email template with English and Arabic texts ("Order N: status"). */
async function putOrderTemplate(status: OrderStatus, { sentToAdmins }: { sentToAdmins: boolean }) {
  await db
    .insert(emailTemplates)
    .values({ settingName: "order_status", orderStatus: status, sentToAdmins })
    .onConflictDoUpdate({
      target: [emailTemplates.settingName, emailTemplates.orderStatus],
      targetWhere: sql`order_status is not null`,
      set: { sentToAdmins },
    });
  const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.orderStatus, status));
  await db
    .insert(emailTemplateTranslations)
    .values([
      {
        emailTemplateId: template?.id ?? 0,
        locale: "en",
        subject: `Order {{order_number}}: ${status}`,
        bodyContent: "Hello {{name}},\n\n{{link}}",
      },
      {
        emailTemplateId: template?.id ?? 0,
        locale: "ar",
        subject: `الطلب {{order_number}}: ${status}`,
        bodyContent: "مرحباً {{name}}،\n\n{{link}}",
      },
    ])
    .onConflictDoNothing();
}
