import { asc, count, eq, sql } from "drizzle-orm";
import type { MenuDetail, MenuRow, menuSorts } from "../../../../core/contracts/admin/menus.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  brandTranslations,
  categoryTranslations,
  menuImages,
  menuItems,
  menus,
  menuTranslations,
  productTranslations,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { qualified } from "../../../lib/db.ts";

const itemCount = sql<number>`(select count(*) from ${menuItems} where ${menuItems.menuId} = ${qualified(menus.id)})`;

/** A page of menus, titled in `locale` (English fallback), searched by title or slug, in the home page's order by default. */
export async function listMenus(db: Db, query: AdminListQuery<(typeof menuSorts)[number]>, locale: Locale) {
  const window = pageWindow(query);
  const shown = translated(menuTranslations, "menuId", menus.id, locale);
  const where = searchText(query.search, [menuTranslations.title, menuTranslations.slug]);
  const [items, [counted]] = await db.batch([
    db
      .select({
        id: menus.id,
        title: menuTranslations.title,
        slug: menuTranslations.slug,
        status: menus.status,
        type: menus.type,
        deviceType: menus.deviceType,
        placement: menus.placement,
        menuTypeKey: menus.menuTypeKey,
        itemType: menus.itemType,
        itemCount,
        sortOrder: menus.sortOrder,
      })
      .from(menus)
      .innerJoin(menuTranslations, shown)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "sortOrder",
          { title: menuTranslations.title, sortOrder: menus.sortOrder, createdAt: menus.createdAt },
          menus.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(menus).innerJoin(menuTranslations, shown).where(where),
  ]);
  return listPage<MenuRow>(
    items.map((row) => ({ ...row, itemCount: Number(row.itemCount) })),
    counted?.total ?? 0,
    window,
  );
}

/** One menu with both languages' texts, its items (labelled in `locale`) and its pictures, or null. */
export async function getMenu(db: Db, id: number, locale: Locale): Promise<MenuDetail | null> {
  const [[menu], texts, items, pictures] = await db.batch([
    db.select().from(menus).where(eq(menus.id, id)),
    db.select().from(menuTranslations).where(eq(menuTranslations.menuId, id)),
    db
      .select({
        type: menuItems.itemKind,
        productId: menuItems.productId,
        brandId: menuItems.brandId,
        categoryId: menuItems.categoryId,
        label: sql<
          string | null
        >`coalesce(${productTranslations.title}, ${brandTranslations.name}, ${categoryTranslations.title})`,
      })
      .from(menuItems)
      .leftJoin(productTranslations, translated(productTranslations, "productId", menuItems.productId, locale))
      .leftJoin(brandTranslations, translated(brandTranslations, "brandId", menuItems.brandId, locale))
      .leftJoin(categoryTranslations, translated(categoryTranslations, "categoryId", menuItems.categoryId, locale))
      .where(eq(menuItems.menuId, id))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
    db
      .select({ imageId: menuImages.imageId })
      .from(menuImages)
      .where(eq(menuImages.menuId, id))
      .orderBy(asc(menuImages.position)),
  ]);
  if (!menu) return null;
  return {
    id: menu.id,
    translations: byLocale(texts, ({ title, slug, description }) => ({ title, slug, description })),
    status: menu.status,
    type: menu.type,
    deviceType: menu.deviceType,
    placement: menu.placement,
    menuTypeKey: menu.menuTypeKey,
    itemType: menu.itemType,
    items: items.map((item) => ({
      type: item.type,
      id: item.productId ?? item.brandId ?? item.categoryId ?? 0,
      label: item.label,
    })),
    bannerImageId: menu.bannerImageId,
    posterImageId: menu.posterImageId,
    galleryImageIds: pictures.map((picture) => picture.imageId),
    videoUrl: menu.videoUrl,
    bannerBlur: menu.bannerBlur,
    hideText: menu.hideText,
    sortOrder: menu.sortOrder,
  };
}
