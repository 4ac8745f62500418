// Shared selects for category, main-category and brand tiles in one locale.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  categories,
  categoryTranslations,
  galleryImages,
  mainCategories,
  mainCategoryTranslations,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../lib/profiles.ts";
import { imageRef } from "./product-cards.ts";
import type { CategoryTile } from "./types.ts";

export const tileImage = alias(galleryImages, "tile_image");

/** Available categories in one locale with their image; callers add where and order. */
export function selectCategoryTiles(db: Db, locale: Locale) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      mainCategoryId: categories.mainCategoryId,
      slug: categoryTranslations.slug,
      title: categoryTranslations.title,
      imageKey: tileImage.storageKey,
      imageWidth: tileImage.width,
      imageHeight: tileImage.height,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .leftJoin(tileImage, eq(tileImage.id, categories.imageId))
    .$dynamic();
}

/** Available main categories in one locale with their image and description. */
export function selectMainCategoryTiles(db: Db, locale: Locale) {
  return db
    .select({
      id: mainCategories.id,
      slug: mainCategoryTranslations.slug,
      title: mainCategoryTranslations.title,
      description: mainCategoryTranslations.description,
      imageKey: tileImage.storageKey,
      imageWidth: tileImage.width,
      imageHeight: tileImage.height,
    })
    .from(mainCategories)
    .innerJoin(
      mainCategoryTranslations,
      and(eq(mainCategoryTranslations.mainCategoryId, mainCategories.id), eq(mainCategoryTranslations.locale, locale)),
    )
    .leftJoin(tileImage, eq(tileImage.id, mainCategories.imageId))
    .$dynamic();
}

export function toTile(row: {
  id: number;
  slug: string;
  title: string;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}): CategoryTile {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: imageRef(row.imageKey, row.imageWidth, row.imageHeight, ""),
  };
}

/**
 * The id of a row found by its slug in either locale, preferring the requested locale's, as a
 * scalar subquery: a request by the other locale's slug still finds the row (and the page then
 * redirects to this locale's slug).
 */
export function idBySlug(table: { slug: unknown; locale: unknown }, idColumn: unknown, slug: string, locale: Locale) {
  // "locale in (…)" lets SQLite probe the unique (locale, slug) index once per locale.
  return sql<number>`(select ${idColumn} from ${table} where ${table.locale} in ('ar', 'en') and ${table.slug} = ${slug}
    order by ${table.locale} = ${locale} desc limit 1)`;
}
