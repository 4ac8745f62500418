// Shared selects for category, main-category and brand tiles in one locale (English text where a
// tile has none in it, SPEC §9).
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  categories,
  categoryTranslations,
  galleryImages,
  mainCategories,
  mainCategoryTranslations,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";
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
    .innerJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
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
      translated(mainCategoryTranslations, "mainCategoryId", mainCategories.id, locale),
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
 * redirects to the slug the locale shows). A row without a translation in the requested locale
 * shows its English slug there (SPEC §9), so that slug finds it; if the same text is another
 * row's slug in the requested locale, that row wins (docs/decisions/0019).
 */
export function idBySlug(table: { slug: unknown; locale: unknown }, idColumn: unknown, slug: string, locale: Locale) {
  // "locale in (…)" lets SQLite probe the unique (locale, slug) index once per locale.
  return sql<number>`(select ${idColumn} from ${table} where ${table.locale} in ('ar', 'en') and ${table.slug} = ${slug}
    order by ${table.locale} = ${locale} desc limit 1)`;
}
