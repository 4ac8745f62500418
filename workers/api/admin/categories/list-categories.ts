import { and, count, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { CategoryDetail, CategoryRow, categorySorts } from "../../../../core/contracts/admin/categories.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { CatalogueStatus } from "../../../../core/contracts/catalogue.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  categories,
  categoryTranslations,
  galleryImages,
  mainCategoryTranslations,
  menuItems,
  products,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { qualified } from "../../../lib/db.ts";

const productCount = sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${qualified(categories.id)})`;
// The inner table is renamed so that `categories.id` is the listed category's.
const subCategoryCount = sql<number>`(select count(*) from ${categories} as children
  where children.${sql.identifier(categories.parentId.name)} = ${qualified(categories.id)})`;
const parentTexts = alias(categoryTranslations, "parent_texts");

export interface CategoryFilters {
  status?: CatalogueStatus;
  mainCategoryId?: number;
  /** A parent's id, or `none` for the top-level categories. */
  parentId?: number | "none";
}

/**
 * A page of categories in one round trip, titled in `locale` (English fallback) with their
 * parent's and main category's titles, found by title or slug in either language, optionally
 * narrowed to a status, a main category, a parent's sub-categories or the top level.
 */
export async function listCategories(
  db: Db,
  query: AdminListQuery<(typeof categorySorts)[number]> & CategoryFilters,
  locale: Locale,
) {
  const window = pageWindow(query);
  const where = and(
    searchText(query.search, [
      allTexts(categoryTranslations, categoryTranslations.categoryId, categories.id, ["title", "slug"]),
    ]),
    query.status ? eq(categories.status, query.status) : undefined,
    query.mainCategoryId ? eq(categories.mainCategoryId, query.mainCategoryId) : undefined,
    query.parentId === "none"
      ? isNull(categories.parentId)
      : query.parentId
        ? eq(categories.parentId, query.parentId)
        : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: categories.id,
        title: categoryTranslations.title,
        slug: categoryTranslations.slug,
        status: categories.status,
        imageId: categories.imageId,
        imageKey: galleryImages.storageKey,
        position: categories.position,
        parentId: categories.parentId,
        parentTitle: parentTexts.title,
        mainCategoryId: categories.mainCategoryId,
        mainCategoryTitle: mainCategoryTranslations.title,
        productCount,
        subCategoryCount,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .innerJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
      .leftJoin(parentTexts, translated(parentTexts, "categoryId", categories.parentId, locale))
      .leftJoin(
        mainCategoryTranslations,
        translated(mainCategoryTranslations, "mainCategoryId", categories.mainCategoryId, locale),
      )
      .leftJoin(galleryImages, eq(galleryImages.id, categories.imageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "title",
          {
            title: categoryTranslations.title,
            status: categories.status,
            position: categories.position,
            productCount,
            createdAt: categories.createdAt,
          },
          categories.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  const items = rows.map(
    ({ imageId, imageKey, parentId, parentTitle, mainCategoryId, mainCategoryTitle, ...row }): CategoryRow => ({
      ...row,
      image: adminImage(imageId, imageKey),
      parent: parentId !== null && parentTitle !== null ? { id: parentId, title: parentTitle } : null,
      mainCategory:
        mainCategoryId !== null && mainCategoryTitle !== null ? { id: mainCategoryId, title: mainCategoryTitle } : null,
    }),
  );
  return listPage(items, counted?.total ?? 0, window);
}

/** One category with both languages' texts, or null. */
export async function getCategory(db: Db, id: number): Promise<CategoryDetail | null> {
  const [[found], texts] = await db.batch([
    db
      .select({
        id: categories.id,
        status: categories.status,
        imageId: categories.imageId,
        imageKey: galleryImages.storageKey,
        parentId: categories.parentId,
        mainCategoryId: categories.mainCategoryId,
        position: categories.position,
        productCount,
        subCategoryCount,
        menuCount: sql<number>`(select count(distinct ${menuItems.menuId}) from ${menuItems} where ${menuItems.categoryId} = ${qualified(categories.id)})`,
        createdAt: categories.createdAt,
        updatedAt: categories.updatedAt,
      })
      .from(categories)
      .leftJoin(galleryImages, eq(galleryImages.id, categories.imageId))
      .where(eq(categories.id, id)),
    db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id)),
  ]);
  if (!found) return null;
  const { imageKey, ...row } = found;
  return {
    ...row,
    image: adminImage(row.imageId, imageKey),
    translations: byLocale(texts, ({ title, slug, description }) => ({ title, slug, description })),
  };
}
