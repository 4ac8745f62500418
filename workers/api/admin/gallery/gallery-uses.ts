// Where a gallery image is used: every column of the schema that points at one (decision 0059).
// A used image cannot be deleted (SPEC §8 "Problem deleting {{item}}"), whatever uses it.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../../db/client.ts";
import {
  brands,
  categories,
  contentPages,
  emailTemplates,
  mainCategories,
  menuImages,
  menus,
  paymentMethods,
  productImages,
  products,
  shippingZones,
  siteSettings,
  slides,
} from "../../../../db/schema/index.ts";

/**
 * Every column that names a gallery image: brands, categories and main categories; products'
 * poster, SEO image and pictures; menus' banner, poster and pictures; slides; the logo; content
 * pages, email templates, shipping zones and payment methods.
 */
export const imageColumns: readonly SQLiteColumn[] = [
  brands.imageId,
  categories.imageId,
  mainCategories.imageId,
  products.posterImageId,
  products.seoImageId,
  productImages.imageId,
  menus.bannerImageId,
  menus.posterImageId,
  menuImages.imageId,
  slides.imageId,
  siteSettings.logoImageId,
  contentPages.imageId,
  emailTemplates.headerImageId,
  shippingZones.imageId,
  paymentMethods.logoImageId,
];

/** One "select 1 … where column = id" per column: the uses `deleteUnlessUsed` must find none of. */
export const galleryImageUses = (id: number): SQL[] =>
  imageColumns.map((column) => sql`select 1 from ${column.table} where ${column} = ${id}`);

/** How many times each of `ids` is used, in one query (the list's page of images). */
export async function countGalleryImageUses(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const uses = sql.join(
    imageColumns.map((column) => sql`select ${column} as image_id from ${column.table} where ${column} in (${list})`),
    sql` union all `,
  );
  const rows = await db.all<{ imageId: number; uses: number }>(
    sql`select image_id as imageId, count(*) as uses from (${uses}) group by image_id`,
  );
  return new Map(rows.map((row) => [Number(row.imageId), Number(row.uses)]));
}
