import { menuTypeKeys, type MenuTypeKey } from "../../../core/profiles.ts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  galleryImages,
  menuImages,
  menuItems,
  menus,
  menuTranslations,
  products,
  reviews,
  slides,
  slideTranslations,
  type DeviceType,
  type MenuItemType,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";
import { hasVisibleTarget, selectMenuEntries, toMenuEntry, type MenuEntry } from "./menu-entries.ts";
import { imageRef, selectProductCards, toProductCard } from "./product-cards.ts";
import type { ImageRef, ProductCard, Slide } from "./types.ts";
import { qualified } from "../../lib/db.ts";

export type { ImageRef, ProductCard, Slide } from "./types.ts";

/** How many featured products the home page shows. */
const featuredLimit = 12;
/** How many approved site reviews the home page shows, newest first. */
export const homeReviewLimit = 6;
/** How many items of each home menu the home page shows; "view all" leads to the menu page. */
export const homeMenuItemLimit = 12;

/** A home-placement menu (SPEC §3, §9 "Menu types by version"), rendered by its menu type. */
export interface HomeMenu {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  menuTypeKey: MenuTypeKey;
  deviceType: DeviceType;
  itemType: MenuItemType;
  hideText: boolean;
  bannerBlur: boolean;
  banner: ImageRef | null;
  poster: ImageRef | null;
  /** An R2 key or an external https URL (video menus). */
  videoUrl: string | null;
  gallery: ImageRef[];
  entries: MenuEntry[];
  /** Whether the menu has more items than the home page shows. */
  hasMore: boolean;
}

/** An approved site review as the storefront shows it: never the reviewer's email (SPEC §3 Review). */
export interface SiteReview {
  id: number;
  name: string;
  overallRating: number;
  comment: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface Home {
  slides: Slide[];
  featured: ProductCard[];
  menus: HomeMenu[];
  /** SPEC §4: only reviews an admin approved show. */
  reviews: SiteReview[];
}

/** A stored video reference as a URL: external https URLs as they are, R2 keys through /media/. */
function videoSource(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith("https://")) return value;
  return /^[\w./-]+$/.test(value) && !value.includes("..") ? `/media/${value}` : null;
}

/**
 * The home page's slides, featured products, home menus and latest approved reviews, in one round trip. Only menus whose
 * type the profile's version offers (`menuTypes`, SPEC §9) are read; prices only for sessions
 * that may see them.
 */
export async function getHome(
  db: Db,
  locale: Locale,
  options: { menuTypes?: readonly MenuTypeKey[]; canSeePrices?: boolean } = {},
): Promise<Home> {
  const menuTypes = options.menuTypes ?? menuTypeKeys;
  const canSeePrices = options.canSeePrices ?? false;
  const banner = alias(galleryImages, "banner");
  const poster = alias(galleryImages, "menu_poster");
  const homeMenuIds = db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.placement, "home"), eq(menus.status, "available"), inArray(menus.menuTypeKey, [...menuTypes])));
  const [slideRows, productRows, menuRows, entryRows, galleryRows, reviewRows] = await db.batch([
    db
      .select({
        id: slides.id,
        title: slideTranslations.title,
        url: slides.url,
        key: galleryImages.storageKey,
        width: galleryImages.width,
        height: galleryImages.height,
      })
      .from(slides)
      .innerJoin(slideTranslations, translated(slideTranslations, "slideId", slides.id, locale))
      .leftJoin(galleryImages, eq(galleryImages.id, slides.imageId))
      .where(eq(slides.status, "available"))
      .orderBy(asc(slides.position), asc(slides.id)),
    selectProductCards(db, locale)
      .where(and(eq(products.isFeatured, true), eq(products.status, "available")))
      .orderBy(desc(products.id))
      .limit(featuredLimit),
    db
      .select({
        id: menus.id,
        slug: menuTranslations.slug,
        title: menuTranslations.title,
        description: menuTranslations.description,
        menuTypeKey: menus.menuTypeKey,
        deviceType: menus.deviceType,
        itemType: menus.itemType,
        hideText: menus.hideText,
        bannerBlur: menus.bannerBlur,
        videoUrl: menus.videoUrl,
        bannerKey: banner.storageKey,
        bannerWidth: banner.width,
        bannerHeight: banner.height,
        posterKey: poster.storageKey,
        posterWidth: poster.width,
        posterHeight: poster.height,
        itemCount: sql<number>`(select count(*) from ${menuItems} where ${menuItems.menuId} = ${qualified(menus.id)})`,
      })
      .from(menus)
      .innerJoin(menuTranslations, translated(menuTranslations, "menuId", menus.id, locale))
      .leftJoin(banner, eq(banner.id, menus.bannerImageId))
      .leftJoin(poster, eq(poster.id, menus.posterImageId))
      .where(inArray(menus.id, homeMenuIds))
      .orderBy(asc(menus.sortOrder), asc(menus.id)),
    // The first items of each menu by position (a correlated count keeps this one statement).
    selectMenuEntries(db, locale)
      .where(
        and(
          inArray(menuItems.menuId, homeMenuIds),
          hasVisibleTarget,
          sql`(select count(*) from menu_items earlier where earlier.menu_id = ${menuItems.menuId}
            and earlier.position < ${menuItems.position}) < ${homeMenuItemLimit}`,
        ),
      )
      .orderBy(asc(menuItems.menuId), asc(menuItems.position), asc(menuItems.id)),
    db
      .select({
        menuId: menuImages.menuId,
        key: galleryImages.storageKey,
        width: galleryImages.width,
        height: galleryImages.height,
        alt: galleryImages.alt,
      })
      .from(menuImages)
      .innerJoin(galleryImages, eq(galleryImages.id, menuImages.imageId))
      .where(inArray(menuImages.menuId, homeMenuIds))
      .orderBy(asc(menuImages.position)),
    db
      .select({
        id: reviews.id,
        name: reviews.reviewerName,
        overallRating: reviews.overallRating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.approved, true))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(homeReviewLimit),
  ]);
  return {
    slides: slideRows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      image: imageRef(row.key, row.width, row.height, row.title),
    })),
    featured: productRows.map((row) => toProductCard(row, canSeePrices)),
    reviews: reviewRows,
    menus: menuRows.flatMap((menu) => {
      if (!menu.menuTypeKey) return [];
      const entries = entryRows
        .filter((row) => row.menuId === menu.id)
        .flatMap((row) => toMenuEntry(row, canSeePrices) ?? []);
      return [
        {
          id: menu.id,
          slug: menu.slug,
          title: menu.title,
          description: menu.description,
          menuTypeKey: menu.menuTypeKey,
          deviceType: menu.deviceType,
          itemType: menu.itemType,
          hideText: menu.hideText,
          bannerBlur: menu.bannerBlur,
          banner: imageRef(menu.bannerKey, menu.bannerWidth, menu.bannerHeight, ""),
          poster: imageRef(menu.posterKey, menu.posterWidth, menu.posterHeight, ""),
          videoUrl: videoSource(menu.videoUrl),
          gallery: galleryRows.flatMap((row) =>
            row.menuId === menu.id ? (imageRef(row.key, row.width, row.height, row.alt ?? "") ?? []) : [],
          ),
          entries,
          hasMore: Number(menu.itemCount) > entries.length,
        },
      ];
    }),
  };
}
