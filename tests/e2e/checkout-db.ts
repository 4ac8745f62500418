import type { Page } from "@playwright/test";
import { freshCustomer } from "./forms-db.ts";
import { openE2eDb } from "./db.ts";

/** A cart line in the store's item shape (src/stores/cart.ts), for a product bought without options. */
export interface SeededLine {
  id: string;
  productId: number;
  variantId: null;
  choiceIds: number[];
  title: string;
  sku: string;
  price: number;
  quantity: number;
}

/** A cart in react-use-cart's stored shape, in local storage before the page's scripts run (once per tab). */
export async function putInCart(page: Page, lines: SeededLine[], metadata: Record<string, unknown> = {}) {
  await page.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem("e2e-cart-set")) {
        localStorage.setItem("react-use-cart", stored);
        sessionStorage.setItem("e2e-cart-set", "1");
      }
    },
    cartText(lines, metadata),
  );
}

/** The cart as the storefront keeps it in local storage (react-use-cart's shape), as text. */
export function cartText(lines: SeededLine[], metadata: Record<string, unknown> = {}): string {
  const items = lines.map((line) => ({ ...line, itemTotal: line.price * line.quantity }));
  return JSON.stringify({
    id: "e2echeckout1",
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    cartTotal: items.reduce((sum, item) => sum + item.itemTotal, 0),
    metadata,
  });
}

/**
 * A fresh approved customer for the checkout journeys (issue #10 item 5), with an address in a
 * delivery zone's city, or an incomplete one, or none; and a product the seed sells without
 * variants or options, with stock for a whole-case order at its minimum. `remove` deletes the
 * customer with its addresses and any orders placed during the test, and puts their stock back.
 */
export async function checkoutCustomer(
  {
    address = "complete",
    salespersonEmail,
  }: {
    address?: "complete" | "incomplete" | "none";
    /** The salesperson who manages the customer (SPEC §6). */
    salespersonEmail?: string;
  } = {},
  profile = process.env.PROFILE ?? "testing_v1",
) {
  const customer = await freshCustomer("approved", profile);
  const client = openE2eDb(profile);
  try {
    const { rows: found } = await client.execute({
      sql: "select id from customers where email = ?",
      args: [customer.email],
    });
    const customerId = Number(found[0]?.id);
    if (salespersonEmail)
      await client.execute({
        sql: "update customers set salesperson_id = (select id from salespeople where email = ?) where id = ?",
        args: [salespersonEmail, customerId],
      });
    if (address !== "none") {
      // A city a zone includes by name (general zones, SPEC §3), so the quote finds a delivery.
      const { rows: city } = await client.execute(
        `select c.id, ct.name from zone_cities zc join cities c on c.id = zc.city_id
           join city_translations ct on ct.city_id = c.id and ct.locale = 'en'
         where zc.rule = 'include' order by zc.zone_id limit 1`,
      );
      await client.execute({
        sql: `insert into addresses (customer_id, country, city, address1, address2, postcode, city_id, is_default,
                created_at, updated_at) values (?, 'SA', ?, ?, null, '12333', ?, 1, ?, ?)`,
        args: [
          customerId,
          address === "incomplete" ? "" : String(city[0]?.name ?? "Riyadh"),
          address === "incomplete" ? "" : "King Fahd Road 12",
          city[0]?.id ?? null,
          Date.now(),
          Date.now(),
        ],
      });
    }
    const { rows: product } = await client.execute(
      `select p.id, p.sku, p.price, coalesce(p.discount_price, p.price) as shelf, p.min_order_quantity, p.pack_size,
              (select title from product_titles t where t.product_id = p.id and t.locale = 'en') as title
         from products p
        where p.status = 'available' and p.availability = 'available' and p.has_variants = 0
          and not exists (select 1 from product_option_groups g where g.product_id = p.id)
          and p.quantity >= 4 * max(p.min_order_quantity, p.pack_size)
          -- a seeded product (three letters and five digits): another test's own product may be
          -- removed while this one runs (a card journey bought a journey's cable ties as they went)
          and p.sku glob '[A-Z][A-Z][A-Z][0-9][0-9][0-9][0-9][0-9]'
        -- the last such product: other journeys pick the first ones and count their stock
        order by p.id desc limit 1`,
    );
    const row = product[0];
    if (!row) throw new Error("The seed has no product to buy without options");
    const pack = Number(row.pack_size);
    const quantity = Math.ceil(Number(row.min_order_quantity) / pack) * pack;
    const line: SeededLine = {
      id: `p${Number(row.id)}`,
      productId: Number(row.id),
      variantId: null,
      choiceIds: [],
      title: String(row.title),
      sku: String(row.sku),
      price: Number(row.shelf),
      quantity,
    };
    return {
      ...customer,
      customerId,
      line,
      /** The customer's orders, newest first, as the database holds them. */
      async orders() {
        const again = openE2eDb(profile);
        try {
          const { rows } = await again.execute({
            sql: "select id, order_number, status, grand_total, coupon_code, purchase_order_reference from orders where customer_id = ? order by id desc",
            args: [customerId],
          });
          return rows;
        } finally {
          again.close();
        }
      },
      async remove() {
        const again = openE2eDb(profile);
        try {
          const orders = `select id from orders where customer_id = ${customerId}`;
          await again.batch(
            [
              // What the test's orders took goes back on the shelf, as the seed had it.
              `update products set quantity = quantity + (select sum(l.quantity) from order_lines l
                 where l.product_id = products.id and l.order_id in (${orders}))
               where id in (select product_id from order_lines where order_id in (${orders}))`,
              // What the order desk added to them (decision 0080): payments recorded, internal notes.
              `delete from order_payments where order_id in (${orders})`,
              `delete from order_notes where order_id in (${orders})`,
              // Invoices and their credit notes (decision 0082) hold their orders (restrict)
              `delete from credit_notes where invoice_id in (select id from invoices where order_id in (${orders}))`,
              `delete from invoices where order_id in (${orders})`,
              `delete from order_status_history where order_id in (${orders})`,
              `delete from order_lines where order_id in (${orders})`,
              `delete from orders where customer_id = ${customerId}`,
              `delete from carts where customer_id = ${customerId}`,
            ],
            "write",
          );
        } finally {
          again.close();
        }
        await customer.remove();
      },
    };
  } finally {
    client.close();
  }
}

/** An order of the customer's paid by bank transfer, as placing writes it, for /thank-you. */
export async function bankTransferOrder(customerId: number, profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  try {
    const { rows: method } = await client.execute(
      "select id from payment_methods where kind = 'bank_transfer' limit 1",
    );
    const number = `E2E-TY-${Date.now()}`;
    const { rows } = await client.execute({
      sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method,
              payment_method_id, payment_method_name, currency, unique_items_count, total_items_count, sub_total,
              grand_total, min_delivery_days, max_delivery_days, purchase_order_reference, placed_at, updated_at)
            values (?, 'pending', ?, 'Salma Al-Harbi', ?, 'delivery', ?, 'Bank transfer', 'SAR', 1, 12, 120000,
              138000, 2, 4, 'PO-7781', ?, ?) returning id`,
      args: [
        number,
        customerId,
        JSON.stringify({
          country: "SA",
          city: "Riyadh",
          address1: "King Fahd Road 12",
          address2: null,
          postcode: null,
          neighbourhood: null,
        }),
        method[0]?.id ?? null,
        Date.now(),
        Date.now(),
      ],
    });
    return { id: Number(rows[0]?.id), number };
  } finally {
    client.close();
  }
}
