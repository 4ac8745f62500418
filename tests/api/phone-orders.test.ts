// Issue #22 item 9, decision 0098: an admin places an order for any customer through the shop's own
// quote and POST /api/orders (no shopper signed in in the same browser), priced and refused exactly
// as that customer's salesperson would be; the order's first status is the admin's, the customer's
// salesperson stays on it, and a replayed key answers only the admin who placed it.
import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { placedOrderVisibleTo } from "../../workers/api/checkout/get-placed-order.ts";
import { listOrderingAddresses } from "../../workers/api/checkout/list-ordering-addresses.ts";
import { adminOrderer } from "../../workers/api/auth/shopper.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createAdmin, createSalesperson, sessionCookie, signIn } from "../fixtures/accounts.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  stockOf,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
let world: DeliveryWorld;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
});

/** An admin with a live admin session (and no shopper cookie). */
async function signedInAdmin(name = "Huda Office") {
  const admin = await createAdmin(db, { name });
  return { admin, ...(await signIn(db, { kind: "admin", id: admin.id })) };
}

describe("phone orders (decision 0098)", () => {
  it("lets an admin quote and order for any customer, at that customer's prices, recorded as the admin's", async () => {
    const office = await signedInAdmin();
    const salesperson = await createSalesperson(db);
    // Someone else's salesperson's customer: an admin orders for any customer
    const buyer = await createBuyer(db, world, { salespersonId: salesperson.id });
    const product = await createStockedProduct(db, world, { price: 10_000, discountPrice: 9_000 });
    const body = {
      lines: [{ productId: product.id, quantity: 2 }],
      addressId: buyer.address.id,
      paymentMethodId: world.methods.bankTransfer.id,
      customerId: buyer.customer.id,
    };

    const quote = await callCheckout("/api/checkout/quote", office.cookie, body);
    expect(quote.status, quote.message).toBe(200);
    const placed = await callCheckout("/api/orders", office.cookie, body);
    expect(placed.status, placed.message).toBe(201);
    expect(placed.data.grandTotal).toBe(quote.data.grandTotal);
    expect(await stockOf(db, product.id)).toBe(98);

    const [row] = await db.select().from(orders).where(eq(orders.id, placed.data.id));
    // The customer's own salesperson stays on the order
    expect(row).toMatchObject({ customerId: buyer.customer.id, salespersonId: salesperson.id, subTotal: 18_000 });
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.data.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history).toMatchObject([
      { status: "pending", actor: "admin", adminId: office.admin.id, adminName: "Huda Office" },
    ]);

    // The order desk reads it back with the admin on its first status
    const desk = await api.request(
      `/api/admin/orders/${placed.data.id}`,
      { headers: { cookie: office.cookie, "accept-language": "en" } },
      env,
    );
    const detail = (await desk.json()) as { data: { history: { actor: string; adminName: string | null }[] } };
    expect(detail.data.history[0]).toMatchObject({ actor: "admin", adminName: "Huda Office" });
  });

  it("requires choosing a customer, and refuses one who may not order, writing nothing", async () => {
    const office = await signedInAdmin();
    const product = await createStockedProduct(db, world);
    const approved = await createBuyer(db, world);
    const restricted = await createBuyer(db, world, { restricted: true });
    const unapproved = await createBuyer(db, world, { state: "unapproved" });
    const unverified = await createBuyer(db, world, { state: "unverified" });
    const order = (customerId: number | undefined, addressId: number) =>
      callCheckout("/api/orders", office.cookie, {
        lines: [{ productId: product.id, quantity: 1 }],
        addressId,
        paymentMethodId: world.methods.bankTransfer.id,
        customerId,
      });

    expect(await order(undefined, approved.address.id)).toMatchObject({
      status: 400,
      error: "customer_required",
      message: "You can't make an order without selecting a user",
    });
    expect(await order(restricted.customer.id, restricted.address.id)).toMatchObject({
      status: 403,
      error: "account_restricted",
    });
    expect(await order(unapproved.customer.id, unapproved.address.id)).toMatchObject({
      status: 403,
      error: "account_unapproved",
    });
    expect(await order(unverified.customer.id, unverified.address.id)).toMatchObject({
      status: 403,
      error: "account_unverified",
    });
    // A customer who does not exist, and the chosen customer with another customer's address
    expect(await order(999_999_999, approved.address.id)).toMatchObject({ status: 403, error: "forbidden" });
    expect(await order(approved.customer.id, restricted.address.id)).toMatchObject({ status: 404 });
    expect(await stockOf(db, product.id)).toBe(100);
    expect(await db.$count(orders, eq(orders.customerId, approved.customer.id))).toBe(0);
  });

  it("answers a replayed key only to the admin who placed it; a double submit is one order", async () => {
    const office = await signedInAdmin();
    const colleague = await signedInAdmin("Omar Office");
    const salesperson = await createSalesperson(db);
    const seller = await signIn(db, { kind: "salesperson", id: salesperson.id });
    const buyer = await createBuyer(db, world, { salespersonId: salesperson.id });
    const product = await createStockedProduct(db, world);
    const body = {
      lines: [{ productId: product.id, quantity: 3 }],
      addressId: buyer.address.id,
      paymentMethodId: world.methods.bankTransfer.id,
      customerId: buyer.customer.id,
    };
    const key = crypto.randomUUID();
    const send = (cookie: string) => callCheckout("/api/orders", cookie, body, { idempotencyKey: key });

    // Submitted twice at once: one order, both answered with it
    const [first, second] = await Promise.all([send(office.cookie), send(office.cookie)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.data.id).toBe(first.data.id);
    expect(await db.$count(orders, eq(orders.customerId, buyer.customer.id))).toBe(1);
    const again = await send(office.cookie);
    expect(again).toMatchObject({ status: 201, data: first.data });
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    // Another admin, and the customer's own salesperson: not found, the order never named
    for (const cookie of [colleague.cookie, seller.cookie]) {
      const other = await send(cookie);
      expect(other).toMatchObject({ status: 404, error: "not_found" });
      expect(JSON.stringify(other)).not.toContain(first.data.number);
    }
    // The customer it is for sees their own order (decision 0074's rule for customers)
    const { cookie: customerCookie } = await signIn(db, { kind: "customer", id: buyer.customer.id });
    const { customerId: _ignored, ...own } = body;
    const theirs = await callCheckout("/api/orders", customerCookie, own, { idempotencyKey: key });
    expect(theirs).toMatchObject({ status: 201, data: first.data });
    expect(await db.$count(orders, eq(orders.customerId, buyer.customer.id))).toBe(1);
    expect(await stockOf(db, product.id)).toBe(97);

    // The thank-you page's rule: the placing admin only
    const visibleTo = async (orderer: Parameters<typeof placedOrderVisibleTo>[0]) =>
      (await db.$count(orders, and(eq(orders.id, first.data.id), placedOrderVisibleTo(orderer)))) === 1;
    expect(await visibleTo(adminOrderer(office.admin))).toBe(true);
    expect(await visibleTo(adminOrderer(colleague.admin))).toBe(false);
  });

  it("lists an admin the addresses of the one customer the checkout is opened for", async () => {
    const office = await signedInAdmin();
    const buyer = await createBuyer(db, world);
    await createBuyer(db, world);
    const orderer = adminOrderer(office.admin);
    expect(await listOrderingAddresses(db, orderer, "en")).toEqual({});
    const book = await listOrderingAddresses(db, orderer, "en", buyer.customer.id);
    expect(Object.keys(book)).toEqual([String(buyer.customer.id)]);
    expect(book[buyer.customer.id]?.map((address) => address.id)).toEqual([buyer.address.id]);
  });

  it("lets a signed-in shopper win over an admin session in the same browser, and no admin without its cookie", async () => {
    const office = await signedInAdmin();
    const buyer = await createBuyer(db, world);
    const other = await createBuyer(db, world);
    const product = await createStockedProduct(db, world);
    const body = {
      lines: [{ productId: product.id, quantity: 1 }],
      addressId: other.address.id,
      paymentMethodId: world.methods.bankTransfer.id,
      customerId: other.customer.id,
    };
    // Both cookies: the customer is who orders, and a customer may not order for another
    const both = `${buyer.cookie}; ${office.cookie}`;
    expect(await callCheckout("/api/checkout/quote", both, body)).toMatchObject({ status: 403, error: "forbidden" });
    // The admin's token sent as a shopper cookie is no session
    expect(await callCheckout("/api/checkout/quote", sessionCookie("shopper", office.token), body)).toMatchObject({
      status: 401,
    });
    // CSRF: from another origin the admin's order is refused before anything runs
    const response = await api.request(
      "/api/orders",
      {
        method: "POST",
        headers: {
          cookie: office.cookie,
          origin: "https://evil.example",
          "content-type": "application/json",
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      },
      env,
    );
    expect(response.status).toBe(403);
    expect(await db.$count(orders, eq(orders.customerId, other.customer.id))).toBe(0);
  });

  it("shows an admin the live prices and stock the quick order pad adds from", async () => {
    const office = await signedInAdmin();
    const product = await createStockedProduct(db, world, { price: 12_300 });
    const lookup = await api.request(
      "/api/purchase/lookup",
      {
        method: "POST",
        headers: { cookie: office.cookie, origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({ skus: [product.sku] }),
      },
      env,
    );
    const found = JSON.stringify(await lookup.json());
    expect(found).toContain("12300");
    const item = await api.request(`/api/purchase/products/${product.id}`, { headers: { cookie: office.cookie } }, env);
    expect(await item.json()).toMatchObject({ data: { buyer: { kind: "admin" }, price: 12_300 } });
  });
});
