// The items of menus (SPEC §3 Menu: products, brands or categories), selected one way for the
// home page, the menu pages and the page shell.
import { and, eq, isNotNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  galleryImages,
  menuItems,
  products,
  productTranslations,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";
import { imageRef, posterImage, productCardColumns, toProductCard } from "./product-cards.ts";
import type { BrandTile, CategoryTile, ProductCard } from "./types.ts";

export type MenuEntry =
  | { kind: "products"; product: ProductCard }
  | { kind: "brands"; brand: BrandTile }
  | { kind: "categories"; category: CategoryTile };

const brandImage = alias(galleryImages, "brand_image");
const categoryImage = alias(galleryImages, "category_image");

/**
 * A target that is hidden (unavailable) or has neither a translation in the locale nor an English
 * one leaves its menu rather than linking nowhere.
 */
export const hasVisibleTarget = or(
  isNotNull(productTranslations.slug),
  isNotNull(brandTranslations.slug),
  isNotNull(categoryTranslations.slug),
);

/** Menu items in one locale (English text as the fallback) with whatever their target needs; callers add where, order and limit. */
export function selectMenuEntries(db: Db, locale: Locale) {
  return db
    .select({
      menuId: menuItems.menuId,
      itemKind: menuItems.itemKind,
      position: menuItems.position,
      ...productCardColumns,
      id: menuItems.id,
      productId: products.id,
      brandId: brands.id,
      brandSlug: brandTranslations.slug,
      brandName: brandTranslations.name,
      brandImageKey: brandImage.storageKey,
      brandImageWidth: brandImage.width,
      brandImageHeight: brandImage.height,
      categoryId: categories.id,
      categorySlug: categoryTranslations.slug,
      categoryTitle: categoryTranslations.title,
      categoryImageKey: categoryImage.storageKey,
      categoryImageWidth: categoryImage.width,
      categoryImageHeight: categoryImage.height,
    })
    .from(menuItems)
    .leftJoin(products, and(eq(products.id, menuItems.productId), eq(products.status, "available")))
    .leftJoin(productTranslations, translated(productTranslations, "productId", products.id, locale))
    .leftJoin(posterImage, eq(posterImage.id, products.posterImageId))
    .leftJoin(brands, and(eq(brands.id, menuItems.brandId), eq(brands.status, "available")))
    .leftJoin(brandTranslations, translated(brandTranslations, "brandId", brands.id, locale))
    .leftJoin(brandImage, eq(brandImage.id, brands.imageId))
    .leftJoin(categories, and(eq(categories.id, menuItems.categoryId), eq(categories.status, "available")))
    .leftJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
    .leftJoin(categoryImage, eq(categoryImage.id, categories.imageId))
    .$dynamic();
}

type MenuEntryRow = Awaited<ReturnType<ReturnType<typeof selectMenuEntries>["all"]>>[number];

/** A selected row as an entry, or null when its target is hidden. Prices only for those who may see them. */
export function toMenuEntry(row: MenuEntryRow, canSeePrices: boolean): MenuEntry | null {
  if (row.itemKind === "products" && row.productId !== null && row.slug !== null && row.title !== null) {
    return {
      kind: "products",
      product: toProductCard(
        {
          id: row.productId,
          slug: row.slug,
          title: row.title,
          price: row.price ?? 0,
          discountPrice: row.discountPrice,
          availability: row.availability ?? "unavailable",
          type: row.type ?? 1,
          ratingTenths: row.ratingTenths ?? 0,
          hasVariants: row.hasVariants ?? true,
          imageKey: row.imageKey,
          imageWidth: row.imageWidth,
          imageHeight: row.imageHeight,
        },
        canSeePrices,
      ),
    };
  }
  if (row.itemKind === "brands" && row.brandId !== null && row.brandSlug !== null && row.brandName !== null) {
    return {
      kind: "brands",
      brand: {
        id: row.brandId,
        slug: row.brandSlug,
        name: row.brandName,
        image: imageRef(row.brandImageKey, row.brandImageWidth, row.brandImageHeight, ""),
      },
    };
  }
  if (
    row.itemKind === "categories" &&
    row.categoryId !== null &&
    row.categorySlug !== null &&
    row.categoryTitle !== null
  ) {
    return {
      kind: "categories",
      category: {
        id: row.categoryId,
        slug: row.categorySlug,
        title: row.categoryTitle,
        image: imageRef(row.categoryImageKey, row.categoryImageWidth, row.categoryImageHeight, ""),
      },
    };
  }
  return null;
}
