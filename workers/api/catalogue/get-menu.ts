import { type MenuTypeKey } from "../../../core/profiles.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import { galleryImages, menuItems, menus, menuTranslations, type MenuItemType } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";
import { idBySlug } from "./category-tiles.ts";
import { hasVisibleTarget, selectMenuEntries, toMenuEntry, type MenuEntry } from "./menu-entries.ts";
import { imageRef } from "./product-cards.ts";
import { toLocaleSlugs, toPage, type ImageRef, type LocaleSlugs, type Page } from "./types.ts";

export interface MenuPage {
  id: number;
  /** The menu's slug in the requested locale: the canonical URL uses it. */
  slug: string;
  slugs: LocaleSlugs;
  itemType: MenuItemType;
  menuTypeKey: MenuTypeKey | null;
  title: string;
  description: string | null;
  banner: ImageRef | null;
  entries: Page<MenuEntry>;
}

/**
 * A menu by its slug in either locale with one page of its items (SPEC §2 /menus/{type}/{menu}),
 * in one round trip; null when no available menu has that slug.
 */
export async function getMenu(
  db: Db,
  locale: Locale,
  slug: string,
  options: { page: number; pageSize: number; canSeePrices: boolean },
): Promise<MenuPage | null> {
  const id = idBySlug(menuTranslations, menuTranslations.menuId, slug, locale);
  const banner = alias(galleryImages, "banner");
  const visible = selectMenuEntries(db, locale).where(and(eq(menuItems.menuId, id), hasVisibleTarget));
  const [menuRows, countRows, entryRows, slugRows] = await db.batch([
    db
      .select({
        id: menus.id,
        slug: menuTranslations.slug,
        itemType: menus.itemType,
        menuTypeKey: menus.menuTypeKey,
        title: menuTranslations.title,
        description: menuTranslations.description,
        bannerKey: banner.storageKey,
        bannerWidth: banner.width,
        bannerHeight: banner.height,
      })
      .from(menus)
      .innerJoin(menuTranslations, translated(menuTranslations, "menuId", menus.id, locale))
      .leftJoin(banner, eq(banner.id, menus.bannerImageId))
      .where(and(eq(menus.id, id), eq(menus.status, "available"))),
    db.select({ total: sql<number>`count(*)` }).from(visible.as("visible_entries")),
    visible
      .orderBy(asc(menuItems.position), asc(menuItems.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ locale: menuTranslations.locale, slug: menuTranslations.slug })
      .from(menuTranslations)
      .where(eq(menuTranslations.menuId, id)),
  ]);
  const menu = menuRows[0];
  if (!menu) return null;
  return {
    id: menu.id,
    slug: menu.slug,
    slugs: toLocaleSlugs(slugRows),
    itemType: menu.itemType,
    menuTypeKey: menu.menuTypeKey,
    title: menu.title,
    description: menu.description,
    banner: imageRef(menu.bannerKey, menu.bannerWidth, menu.bannerHeight, ""),
    entries: toPage(
      entryRows.flatMap((row) => toMenuEntry(row, options.canSeePrices) ?? []),
      options.page,
      options.pageSize,
      Number(countRows[0]?.total ?? 0),
    ),
  };
}
