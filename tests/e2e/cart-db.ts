import { openE2eDb } from "./db.ts";

/** A seeded product as the cart and the quick order pad tests need it. */
export interface CartProduct {
  id: number;
  sku: string;
  title: string;
  slug: string;
  /** What a customer pays for one (the discount price when there is one). */
  price: number;
  packSize: number;
  minOrderQuantity: number;
  stock: number;
}

/**
 * Seeded products that can go in a cart as they are (available, no variants, no option groups):
 * `cased` sold in cases from a minimum above one case, `single` sold by the piece (from its minimum). Read from the
 * e2e profile's database, so the tests compare against real rows.
 */
export async function cartProducts(locale: "ar" | "en", profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  const pick = async (where: string) => {
    const { rows } = await client.execute({
      sql: `select p.id, p.sku, t.title, t.slug, coalesce(p.discount_price, p.price) as price, p.pack_size,
              p.min_order_quantity, p.quantity
            from products p join product_translations t on t.product_id = p.id and t.locale = ?
            where p.status = 'available' and p.availability = 'available' and p.has_variants = 0
              and not exists (select 1 from product_option_groups g where g.product_id = p.id)
              and ${where}
            order by p.id limit 1`,
      args: [locale],
    });
    const row = rows[0];
    if (!row) throw new Error(`no seeded product where ${where}`);
    return {
      id: Number(row.id),
      sku: String(row.sku),
      title: String(row.title),
      slug: String(row.slug),
      price: Number(row.price),
      packSize: Number(row.pack_size),
      minOrderQuantity: Number(row.min_order_quantity),
      stock: Number(row.quantity),
    } satisfies CartProduct;
  };
  try {
    const settings = await client.execute("select max_quantity_per_product as max from site_settings limit 1");
    return {
      cased: await pick(
        "p.pack_size > 1 and p.min_order_quantity > p.pack_size and p.quantity >= p.min_order_quantity * 4",
      ),
      single: await pick("p.pack_size = 1 and p.quantity >= p.min_order_quantity * 4"),
      maxPerProduct: Number(settings.rows[0]?.max ?? 1),
    };
  } finally {
    client.close();
  }
}
