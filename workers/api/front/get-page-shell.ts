import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  brandTranslations,
  categoryTranslations,
  companyProfile,
  galleryImages,
  menuItems,
  menus,
  menuTranslations,
  productTranslations,
  siteSettings,
} from "../../../db/schema/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import type { Locale, Profile } from "../../lib/profiles.ts";
import { mediaUrl } from "../../lib/storage.ts";
import { toTheme, type Theme } from "../../lib/theme.ts";

export interface MenuLink {
  label: string;
  href: string;
}

/** What every storefront page needs around its content: theme, logo, company and footer menus. */
export interface PageShell {
  theme: Theme;
  logoUrl: string | null;
  company: { name: string; address: string | null; phone: string | null; email: string | null };
  footerMenus: { id: number; title: string; items: MenuLink[] }[];
}

/** The public path of a menu item: products and categories by slug, brands as a catalogue filter. */
export function menuItemHref(
  item: { itemKind: "products" | "brands" | "categories"; slug: string | null },
  locale: Locale,
  profile: Profile,
): string | null {
  if (!item.slug) return null;
  const path = {
    products: `/productDetails/${item.slug}`,
    categories: `/category/${item.slug}`,
    brands: `/products?brand=${encodeURIComponent(item.slug)}`,
  }[item.itemKind];
  return localizePath(path, locale, profile);
}

/** Reads the page shell in one database round trip (ARCHITECTURE.md §2: at most two per page). */
export async function getPageShell(db: Db, locale: Locale, profile: Profile): Promise<PageShell> {
  const logo = alias(galleryImages, "logo");
  const footerMenuIds = db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.placement, "footer"), eq(menus.status, "available"), eq(menus.deviceType, "web")));
  const [settingsRows, companyRows, menuRows, itemRows] = await db.batch([
    db
      .select({ theme: siteSettings.theme, logoKey: logo.storageKey })
      .from(siteSettings)
      .leftJoin(logo, eq(logo.id, siteSettings.logoImageId))
      .limit(1),
    db
      .select({
        name: companyProfile.name,
        address: companyProfile.address,
        phone: companyProfile.phone,
        email: companyProfile.email,
      })
      .from(companyProfile)
      .limit(1),
    db
      .select({ id: menus.id, title: menuTranslations.title })
      .from(menus)
      .innerJoin(menuTranslations, and(eq(menuTranslations.menuId, menus.id), eq(menuTranslations.locale, locale)))
      .where(inArray(menus.id, footerMenuIds))
      .orderBy(asc(menus.sortOrder), asc(menus.id)),
    db
      .select({
        menuId: menuItems.menuId,
        itemKind: menuItems.itemKind,
        productTitle: productTranslations.title,
        productSlug: productTranslations.slug,
        brandName: brandTranslations.name,
        brandSlug: brandTranslations.slug,
        categoryTitle: categoryTranslations.title,
        categorySlug: categoryTranslations.slug,
      })
      .from(menuItems)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, menuItems.productId), eq(productTranslations.locale, locale)),
      )
      .leftJoin(
        brandTranslations,
        and(eq(brandTranslations.brandId, menuItems.brandId), eq(brandTranslations.locale, locale)),
      )
      .leftJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, menuItems.categoryId), eq(categoryTranslations.locale, locale)),
      )
      .where(inArray(menuItems.menuId, footerMenuIds))
      .orderBy(asc(menuItems.position)),
  ]);
  const settings = settingsRows[0];
  const footerMenus = menuRows.map((menu) => ({
    id: menu.id,
    title: menu.title,
    items: itemRows.flatMap((item) => {
      if (item.menuId !== menu.id) return [];
      const label = item.productTitle ?? item.brandName ?? item.categoryTitle;
      const href = menuItemHref(
        { itemKind: item.itemKind, slug: item.productSlug ?? item.brandSlug ?? item.categorySlug },
        locale,
        profile,
      );
      return label && href ? [{ label, href }] : [];
    }),
  }));
  return {
    theme: toTheme(settings?.theme),
    logoUrl: settings?.logoKey ? mediaUrl(settings.logoKey) : null,
    company: companyRows[0] ?? { name: profile.name, address: null, phone: null, email: null },
    footerMenus,
  };
}
