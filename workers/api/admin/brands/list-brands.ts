import { and, count, eq, sql } from "drizzle-orm";
import type { BrandDetail, BrandRow, brandSorts } from "../../../../core/contracts/admin/brands.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { CatalogueStatus } from "../../../../core/contracts/catalogue.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { brands, brandTranslations, galleryImages, menuItems, products } from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { qualified } from "../../../lib/db.ts";

const productCount = sql<number>`(select count(*) from ${products} where ${products.brandId} = ${qualified(brands.id)})`;

/**
 * A page of brands in one round trip, named in `locale` (English fallback), found by name or slug
 * in either language, optionally of one status.
 */
export async function listBrands(
  db: Db,
  query: AdminListQuery<(typeof brandSorts)[number]> & { status?: CatalogueStatus },
  locale: Locale,
) {
  const window = pageWindow(query);
  const where = and(
    searchText(query.search, [allTexts(brandTranslations, brandTranslations.brandId, brands.id, ["name", "slug"])]),
    query.status ? eq(brands.status, query.status) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: brands.id,
        name: brandTranslations.name,
        slug: brandTranslations.slug,
        status: brands.status,
        imageId: brands.imageId,
        imageKey: galleryImages.storageKey,
        productCount,
        createdAt: brands.createdAt,
      })
      .from(brands)
      .innerJoin(brandTranslations, translated(brandTranslations, "brandId", brands.id, locale))
      .leftJoin(galleryImages, eq(galleryImages.id, brands.imageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: brandTranslations.name, status: brands.status, productCount, createdAt: brands.createdAt },
          brands.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(brands).where(where),
  ]);
  const items = rows.map(({ imageId, imageKey, ...row }): BrandRow => ({
    ...row,
    image: adminImage(imageId, imageKey),
  }));
  return listPage(items, counted?.total ?? 0, window);
}

/** One brand with both languages' texts, or null. */
export async function getBrand(db: Db, id: number): Promise<BrandDetail | null> {
  const [[brand], texts] = await db.batch([
    db
      .select({
        id: brands.id,
        status: brands.status,
        imageId: brands.imageId,
        imageKey: galleryImages.storageKey,
        productCount,
        menuCount: sql<number>`(select count(distinct ${menuItems.menuId}) from ${menuItems} where ${menuItems.brandId} = ${qualified(brands.id)})`,
        createdAt: brands.createdAt,
        updatedAt: brands.updatedAt,
      })
      .from(brands)
      .leftJoin(galleryImages, eq(galleryImages.id, brands.imageId))
      .where(eq(brands.id, id)),
    db.select().from(brandTranslations).where(eq(brandTranslations.brandId, id)),
  ]);
  if (!brand) return null;
  const { imageKey, ...row } = brand;
  return {
    ...row,
    image: adminImage(row.imageId, imageKey),
    translations: byLocale(texts, ({ name, slug }) => ({ name, slug })),
  };
}
