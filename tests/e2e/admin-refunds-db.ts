import { expect, type Page } from "@playwright/test";
import { drizzle } from "drizzle-orm/libsql";
import { createProduct } from "../fixtures/catalogue.ts";
import { freshCustomer } from "./forms-db.ts";
import { openPayment } from "./payments-db.ts";
import { signInThroughApi } from "./sign-in.ts";
import { openE2eDb } from "./db.ts";

// Issue #20 item 3 (decision 0085): what the returns journeys need in the e2e database, each with
// its own rows so parallel tests cannot change them: a fresh approved customer, a product of their
// own with a known stock (a restock is checked against it exactly), and an order of it. `remove`
// deletes every row the case or the screens added (returns, refunds, history, emails) and the
// product, leaving the database as it was.

const day = 86_400_000;

const address = JSON.stringify({
  country: "SA",
  city: "Riyadh",
  address1: "King Fahd Road 12",
  address2: null,
  postcode: null,
  neighbourhood: null,
});

interface CaseOptions {
  /** The buyer's language: the order's emails are written in it. */
  locale: "ar" | "en";
  /** What one unit costs, in minor units (no VAT, no shipping: the totals are the lines'). */
  unitPrice: number;
  quantity: number;
  /** The product's stock on the shelf when the case starts. */
  stock: number;
}

/** A fresh customer, a product of the case's own and the cleanup both kinds of case share. */
async function caseBase(token: string, options: CaseOptions) {
  const customer = await freshCustomer();
  const client = openE2eDb();
  await client.execute("pragma foreign_keys = on");
  const product = await createProduct(drizzle(client) as never, {
    title: { en: `Returned towel ${token}`, ar: `منشفة مرتجعة ${token}` },
    price: options.unitPrice,
    quantity: options.stock,
    withImage: false,
  });
  const found = await client.execute({ sql: "select id from customers where email = ?", args: [customer.email] });
  const customerId = Number(found.rows[0]?.id);
  const orderNumber = `RET-${token}`;
  const orderIds: number[] = [];
  const methodIds: number[] = [];
  return {
    client,
    customer,
    customerId,
    product,
    orderNumber,
    orderIds,
    methodIds,
    /** The money sent back for the case's orders: how much, how, and whether the provider confirmed it. */
    async refundsSent() {
      const db = openE2eDb();
      try {
        const { rows } = await db.execute(
          `select amount, method, state from refund_payments where order_id in (${orderIds.join(",") || "0"}) order by id`,
        );
        return rows.map((row) => ({
          amount: Number(row.amount),
          method: String(row.method),
          state: String(row.state),
        }));
      } finally {
        db.close();
      }
    },
    /** The product's stock now. */
    async stock() {
      const db = openE2eDb();
      try {
        const { rows } = await db.execute({ sql: "select quantity from products where id = ?", args: [product.id] });
        return Number(rows[0]?.quantity);
      } finally {
        db.close();
      }
    },
    async remove() {
      const db = openE2eDb();
      try {
        const orders = orderIds.join(",") || "0";
        await db.batch(
          [
            `delete from refund_payments where order_id in (${orders})`,
            `delete from refund_status_history where refund_id in (select id from refunds where order_id in (${orders}))`,
            `delete from refund_lines where refund_id in (select id from refunds where order_id in (${orders}))`,
            `delete from refunds where order_id in (${orders})`,
            `delete from payment_events where order_id in (${orders})`,
            `delete from order_notes where order_id in (${orders})`,
            `delete from order_status_history where order_id in (${orders})`,
            `delete from order_lines where order_id in (${orders})`,
            `delete from orders where id in (${orders})`,
            `delete from payment_methods where id in (${methodIds.join(",") || "0"})`,
            {
              sql: "delete from outbox where payload like ? or payload like ?",
              args: [`%${orderNumber}%`, `%${customer.email}%`],
            },
            { sql: "delete from products where id = ?", args: [product.id] },
          ],
          "write",
        );
      } finally {
        db.close();
        client.close();
      }
      await customer.remove();
    },
  };
}

/**
 * A bank-transfer order delivered `deliveredDaysAgo` days ago (14 return days on the e2e shop),
 * paid in full, of `quantity` units of the case's product; with `returned`, the buyer's return of
 * that many units is in "requested" (as the customer area writes one, decision 0053). With
 * `status: "processing"` it is still being packed (its lines may still shrink) and unpaid.
 */
export async function deliveredOrder(
  token: string,
  options: CaseOptions & { deliveredDaysAgo: number; returned?: number; status?: "delivered" | "processing" },
) {
  const status = options.status ?? "delivered";
  const base = await caseBase(token, options);
  const { client, customerId, product, orderNumber } = base;
  try {
    const total = options.unitPrice * options.quantity;
    const deliveredAt = Date.now() - options.deliveredDaysAgo * day;
    const placedAt = deliveredAt - 3 * day;
    const order = await client.execute({
      sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method,
              payment_method_name, locale, currency, unique_items_count, total_items_count, sub_total, grand_total,
              paid_amount, paid_at, placed_at, updated_at)
            values (?, ?, ?, 'Salma Al-Harbi', ?, 'delivery', 'Bank transfer', ?, 'SAR', 1, ?, ?, ?, ?, ?, ?, ?)
            returning id`,
      args: [
        orderNumber,
        status,
        customerId,
        address,
        options.locale,
        options.quantity,
        total,
        total,
        status === "delivered" ? total : 0,
        status === "delivered" ? placedAt : null,
        placedAt,
        deliveredAt,
      ],
    });
    const orderId = Number(order.rows[0]?.id);
    base.orderIds.push(orderId);
    const line = await client.execute({
      sql: `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, line_total)
            values (?, ?, ?, ?, ?, ?, ?) returning id`,
      args: [orderId, product.id, `Returned towel ${token}`, product.sku, options.unitPrice, options.quantity, total],
    });
    const lineId = Number(line.rows[0]?.id);
    const history =
      status === "delivered"
        ? ([
            ["pending", placedAt],
            ["shipped", deliveredAt - day],
            ["delivered", deliveredAt],
          ] as const)
        : ([
            ["pending", placedAt],
            ["processing", deliveredAt],
          ] as const);
    await client.batch(
      history.map(([status, at]) => ({
        sql: "insert into order_status_history (order_id, status, actor, created_at) values (?, ?, 'admin', ?)",
        args: [orderId, status, at],
      })),
      "write",
    );
    let refundId: number | null = null;
    if (options.returned) {
      const refund = await client.execute({
        sql: `insert into refunds (customer_id, order_id, reason, reference_total, status, created_at, updated_at)
              values (?, ?, 'Two cartons arrived wet', ?, 'requested', ?, ?) returning id`,
        args: [customerId, orderId, options.unitPrice * options.returned, Date.now(), Date.now()],
      });
      refundId = Number(refund.rows[0]?.id);
      await client.batch(
        [
          {
            sql: "insert into refund_lines (refund_id, order_line_id, quantity) values (?, ?, ?)",
            args: [refundId, lineId, options.returned],
          },
          {
            sql: "insert into refund_status_history (refund_id, status, actor, created_at) values (?, 'requested', 'customer', ?)",
            args: [refundId, Date.now()],
          },
        ],
        "write",
      );
    }
    return { ...base, orderId, lineId, refundId, total };
  } catch (error) {
    await base.remove();
    throw error;
  }
}

/**
 * An order of `quantity` units paid by card through the Moyasar stand-in, as a buyer pays one: it
 * is written in "init" for an online method (as place-order writes it, decision 0049), the buyer
 * signs in on the page's browser, pays on the stand-in's hosted page, and the stand-in's webhook
 * makes it pending and paid. The buyer's session then goes: what follows is the admin's.
 */
export async function paidCardOrder(page: Page, baseURL: string | undefined, token: string, options: CaseOptions) {
  const base = await caseBase(token, options);
  const { client, customerId, product, orderNumber } = base;
  try {
    const total = options.unitPrice * options.quantity;
    const method = await client.execute({
      sql: `insert into payment_methods (name, kind, provider, gateway, is_online, active, created_at, updated_at)
            values (?, 'online', 'moyasar', 'moyasar', 1, 0, ?, ?) returning id`,
      args: [`e2e-moyasar-${token}`, Date.now(), Date.now()],
    });
    const methodId = Number(method.rows[0]?.id);
    base.methodIds.push(methodId);
    const paymentToken = `e2e${crypto.randomUUID().replaceAll("-", "")}${Date.now()}`;
    const order = await client.execute({
      sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method,
              payment_method_id, payment_method_name, payment_token, locale, currency, unique_items_count,
              total_items_count, sub_total, grand_total, placed_at, updated_at, payment_due_at)
            values (?, 'init', ?, 'Salma Al-Harbi', ?, 'delivery', ?, 'Card', ?, ?, 'SAR', 1, ?, ?, ?, ?, ?, ?)
            returning id`,
      args: [
        orderNumber,
        customerId,
        address,
        methodId,
        paymentToken,
        options.locale,
        options.quantity,
        total,
        total,
        Date.now(),
        Date.now(),
        Date.now() + 3_600_000,
      ],
    });
    const orderId = Number(order.rows[0]?.id);
    base.orderIds.push(orderId);
    await client.execute({
      sql: `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, line_total)
            values (?, ?, ?, ?, ?, ?, ?)`,
      args: [orderId, product.id, `Card towel ${token}`, product.sku, options.unitPrice, options.quantity, total],
    });
    await signInThroughApi(page, baseURL, base.customer, "shop");
    await page.goto(await openPayment(page, baseURL, orderId));
    await page.getByRole("button", { name: "Pay" }).click();
    // The stand-in's webhook comes a moment after the redirect, as the provider's does.
    await expect
      .poll(
        async () => {
          const { rows } = await client.execute({
            sql: "select status, paid_at is not null as paid from orders where id = ?",
            args: [orderId],
          });
          return `${String(rows[0]?.status)} ${Number(rows[0]?.paid)}`;
        },
        { timeout: 20_000 },
      )
      .toBe("pending 1");
    await page.context().clearCookies({ name: /jumla_session$/ });
    return { ...base, orderId, total };
  } catch (error) {
    await base.remove();
    throw error;
  }
}
