import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { products } from "../../db/schema/index.ts";
import { createProduct, createVariantProduct } from "../fixtures/catalogue.ts";
import { openE2eDb } from "./db.ts";

/**
 * The products of one whole-order journey (issue #10 "Tests that must exist"), its own so that
 * journeys in parallel never count each other's stock: a product with 3 sizes × 2 colours
 * (minimum 12 in cases of 6, 60 of each in stock) and a required packaging choice, for the variant
 * matrix; and a simple product (minimum 10 in cases of 5) for the quick order pad. `remove`
 * deletes both (the variants go with theirs); the orders' lines keep their own copies.
 */
export async function journeyProducts(profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  const db = drizzle(client);
  const variant = await createVariantProduct(db, {
    title: { en: "Journey work gloves", ar: "قفازات عمل الرحلة" },
    price: 2_000,
    minOrderQuantity: 12,
    packSize: 6,
    sizes: [
      { en: "S", ar: "صغير" },
      { en: "M", ar: "وسط" },
      { en: "L", ar: "كبير" },
    ],
    colours: [
      { en: "Black", ar: "أسود" },
      { en: "Orange", ar: "برتقالي" },
    ],
    stockOf: () => 60,
    optionGroup: {
      min: 1,
      max: 1,
      isRequired: true,
      choices: [
        { en: "Gift box", ar: "علبة هدايا", priceDelta: 500 },
        { en: "Plain bag", ar: "كيس عادي", priceDelta: 0 },
      ],
    },
  });
  const simple = await createProduct(db, {
    title: { en: "Journey cable ties", ar: "أربطة كابلات الرحلة" },
    price: 3_000,
    minOrderQuantity: 10,
    packSize: 5,
    quantity: 200,
  });
  const { rows: choices } = await client.execute({
    sql: `select c.id, c.price_delta from option_choices c join product_option_groups g on g.option_group_id = c.option_group_id
          where g.product_id = ? order by c.position`,
    args: [variant.id],
  });
  return {
    variant: { ...variant, price: 2_000, choiceIds: choices.map((row) => Number(row.id)) },
    simple: { ...simple, price: 3_000 },
    async remove() {
      await db.delete(products).where(inArray(products.id, [variant.id, simple.id]));
      client.close();
    },
  };
}

/** An order as the database holds it, with its lines, for comparing with what the pages said. */
export async function storedOrder(orderId: number, profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  try {
    const { rows } = await client.execute({ sql: "select * from orders where id = ?", args: [orderId] });
    const { rows: lines } = await client.execute({
      sql: "select * from order_lines where order_id = ? order by id",
      args: [orderId],
    });
    const order = rows[0];
    if (!order) throw new Error(`no order ${orderId}`);
    const { rows: rates } = await client.execute({
      sql: "select charge, min_delivery_days, max_delivery_days from shipping_rates where zone_id = ?",
      args: [order.shipping_zone_id ?? null],
    });
    const { rows: zone } = await client.execute({
      sql: "select name from shipping_zones where id = ?",
      args: [order.shipping_zone_id ?? null],
    });
    const { rows: events } = await client.execute({
      sql: "select provider, type from payment_events where order_id = ?",
      args: [orderId],
    });
    return { order, lines, rates, zoneName: String(zone[0]?.name ?? ""), events };
  } finally {
    client.close();
  }
}
