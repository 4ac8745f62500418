import { and, count, eq, sql } from "drizzle-orm";
import type {
  MainCategoryDetail,
  MainCategoryRow,
  mainCategorySorts,
} from "../../../../core/contracts/admin/main-categories.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { CatalogueStatus } from "../../../../core/contracts/catalogue.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  categories,
  galleryImages,
  mainCategories,
  mainCategoryTranslations,
  products,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { qualified } from "../../../lib/db.ts";

const categoryCount = sql<number>`(select count(*) from ${categories} where ${categories.mainCategoryId} = ${qualified(mainCategories.id)})`;
const productCount = sql<number>`(select count(*) from ${products} where ${products.categoryId} in
  (select ${categories.id} from ${categories} where ${categories.mainCategoryId} = ${qualified(mainCategories.id)}))`;

/**
 * A page of main categories in one round trip, titled in `locale` (English fallback), found by
 * title or slug in either language, optionally of one status.
 */
export async function listMainCategories(
  db: Db,
  query: AdminListQuery<(typeof mainCategorySorts)[number]> & { status?: CatalogueStatus },
  locale: Locale,
) {
  const window = pageWindow(query);
  const texts = mainCategoryTranslations;
  const where = and(
    searchText(query.search, [allTexts(texts, texts.mainCategoryId, mainCategories.id, ["title", "slug"])]),
    query.status ? eq(mainCategories.status, query.status) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: mainCategories.id,
        title: texts.title,
        slug: texts.slug,
        status: mainCategories.status,
        imageId: mainCategories.imageId,
        imageKey: galleryImages.storageKey,
        position: mainCategories.position,
        categoryCount,
        productCount,
        createdAt: mainCategories.createdAt,
      })
      .from(mainCategories)
      .innerJoin(texts, translated(texts, "mainCategoryId", mainCategories.id, locale))
      .leftJoin(galleryImages, eq(galleryImages.id, mainCategories.imageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "position",
          {
            title: texts.title,
            status: mainCategories.status,
            position: mainCategories.position,
            categoryCount,
            productCount,
            createdAt: mainCategories.createdAt,
          },
          mainCategories.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(mainCategories).where(where),
  ]);
  const items = rows.map(({ imageId, imageKey, ...row }): MainCategoryRow => ({
    ...row,
    image: adminImage(imageId, imageKey),
  }));
  return listPage(items, counted?.total ?? 0, window);
}

/** One main category with both languages' texts, or null. */
export async function getMainCategory(db: Db, id: number): Promise<MainCategoryDetail | null> {
  const [[found], texts] = await db.batch([
    db
      .select({
        id: mainCategories.id,
        status: mainCategories.status,
        imageId: mainCategories.imageId,
        imageKey: galleryImages.storageKey,
        position: mainCategories.position,
        categoryCount,
        productCount,
        createdAt: mainCategories.createdAt,
        updatedAt: mainCategories.updatedAt,
      })
      .from(mainCategories)
      .leftJoin(galleryImages, eq(galleryImages.id, mainCategories.imageId))
      .where(eq(mainCategories.id, id)),
    db.select().from(mainCategoryTranslations).where(eq(mainCategoryTranslations.mainCategoryId, id)),
  ]);
  if (!found) return null;
  const { imageKey, ...row } = found;
  return {
    ...row,
    image: adminImage(row.imageId, imageKey),
    translations: byLocale(texts, ({ title, slug, description }) => ({ title, slug, description })),
  };
}
