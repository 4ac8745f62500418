import { sql } from "drizzle-orm";
import {
  formatMajorAmount,
  writeProductCsv,
  type ProductCsvColumn,
} from "../../../../core/contracts/admin/product-csv.ts";
import type { Db } from "../../../../db/client.ts";

type CsvRow = Partial<Record<ProductCsvColumn, string | number | null>>;

interface ProductLine {
  id: number;
  sku: string;
  barcode: string | null;
  status: string;
  availability: string;
  quantity: number;
  minOrderQuantity: number;
  packSize: number;
  price: number;
  discountPrice: number | null;
  weight: number | null;
  titleEn: string | null;
  titleAr: string | null;
  descriptionEn: string | null;
  descriptionAr: string | null;
}

interface VariantLine {
  productId: number;
  code: string;
  status: string;
  quantity: number;
  weight: number | null;
  price: number;
}

/** Products read per round trip: pages walk the primary key, so each reads only its own rows. */
const pageSize = 5_000;

/**
 * The CSV of every product and its matrix variants (retired ones are not for sale and stay out),
 * products in id order, each followed by its variants in their matrix order (decision 0061). Read
 * a page of products and their variants per round trip, so 20,000 products are four batches.
 */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows: CsvRow[] = [];
  for (let after = 0; ;) {
    const [page, variants] = await db.batch([
      db.all<ProductLine>(sql`select p.id, p.sku, p.barcode, p.status, p.availability, p.quantity,
          p.min_order_quantity as minOrderQuantity, p.pack_size as packSize, p.price,
          p.discount_price as discountPrice, p.weight,
          en.title as titleEn, ar.title as titleAr, en.description as descriptionEn, ar.description as descriptionAr
        from products p
        left join product_translations en on en.product_id = p.id and en.locale = 'en'
        left join product_translations ar on ar.product_id = p.id and ar.locale = 'ar'
        where p.id > ${after} order by p.id limit ${pageSize}`),
      db.all<VariantLine>(sql`select v.product_id as productId, v.code, v.status, v.quantity, v.weight, v.price
        from product_variants v
        where v.product_id in (select id from products where id > ${after} order by id limit ${pageSize})
          and v.retired_at is null
        order by v.product_id, v.position, v.id`),
    ]);
    const byProduct = Map.groupBy(variants, (variant) => variant.productId);
    for (const product of page) {
      rows.push(productRow(product));
      for (const variant of byProduct.get(product.id) ?? []) rows.push(variantRow(product.sku, variant));
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = last.id;
  }
  return writeProductCsv(rows);
}

function productRow(product: ProductLine): CsvRow {
  return {
    sku: product.sku,
    title_en: product.titleEn,
    title_ar: product.titleAr,
    description_en: product.descriptionEn,
    description_ar: product.descriptionAr,
    price: formatMajorAmount(product.price),
    discount_price: product.discountPrice === null ? null : formatMajorAmount(product.discountPrice),
    quantity: product.quantity,
    status: product.status,
    availability: product.availability,
    min_order_quantity: product.minOrderQuantity,
    pack_size: product.packSize,
    weight_grams: product.weight,
    barcode: product.barcode,
  };
}

function variantRow(sku: string, variant: VariantLine): CsvRow {
  return {
    sku,
    variant_code: variant.code,
    price: formatMajorAmount(variant.price),
    quantity: variant.quantity,
    status: variant.status,
    weight_grams: variant.weight,
  };
}
