import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { BatchResults, Db } from "../../../db/client.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  companyProfile,
  companyProfileTranslations,
  galleryImages,
  menuItems,
  menus,
  menuTranslations,
  products,
  productTranslations,
  siteSettings,
  type DeviceType,
  type MenuPlacement,
} from "../../../db/schema/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import type { Locale, Profile } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { translated } from "../../lib/translated.ts";
import { toTheme, type Theme } from "../../../core/theme.ts";

export interface MenuLink {
  label: string;
  href: string;
}

export interface ShellMenu {
  id: number;
  title: string;
  /** SPEC §3 device type: web menus show from the md breakpoint up, mobile menus below it. */
  deviceType: DeviceType;
  items: MenuLink[];
}

/**
 * What every storefront page needs around its content: theme, logo, company and the menus of
 * the nav (header), nav-footer (above the footer) and footer placements (SPEC §3).
 */
export interface PageShell {
  theme: Theme;
  logoUrl: string | null;
  /** The company profile (SPEC §3), its name and address in the page's locale (English fallback). */
  company: { name: string; address: string | null; phone: string | null; email: string | null };
  /** Web footer menus. */
  footerMenus: ShellMenu[];
  /** Mobile footer menus, shown below the md breakpoint. */
  mobileFooterMenus: ShellMenu[];
  navMenus: ShellMenu[];
  navFooterMenus: ShellMenu[];
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

function placeMenus(
  list: (ShellMenu & { placement: MenuPlacement })[],
): Pick<PageShell, "footerMenus" | "mobileFooterMenus" | "navMenus" | "navFooterMenus"> {
  const pick = (placement: MenuPlacement, deviceType?: DeviceType) =>
    list
      .filter((menu) => menu.placement === placement && (!deviceType || menu.deviceType === deviceType))
      .map(({ placement: _placement, ...menu }) => menu);
  return {
    footerMenus: pick("footer", "web"),
    mobileFooterMenus: pick("footer", "mobile"),
    navMenus: pick("nav"),
    navFooterMenus: pick("nav-footer"),
  };
}

/**
 * The page shell's queries, for one batch (ARCHITECTURE.md §2: at most two round trips per page);
 * the page middleware sends them together with the session's.
 */
export function pageShellQueries(db: Db, locale: Locale) {
  const logo = alias(galleryImages, "logo");
  const shellMenuIds = db
    .select({ id: menus.id })
    .from(menus)
    .where(and(inArray(menus.placement, ["nav", "nav-footer", "footer"]), eq(menus.status, "available")));
  return [
    db
      .select({ theme: siteSettings.theme, logoKey: logo.storageKey })
      .from(siteSettings)
      .leftJoin(logo, eq(logo.id, siteSettings.logoImageId))
      .limit(1),
    db
      .select({
        name: companyProfileTranslations.name,
        address: companyProfileTranslations.address,
        phone: companyProfile.phone,
        email: companyProfile.email,
      })
      .from(companyProfile)
      .leftJoin(
        companyProfileTranslations,
        translated(companyProfileTranslations, "companyProfileId", companyProfile.id, locale),
      )
      .limit(1),
    db
      .select({
        id: menus.id,
        title: menuTranslations.title,
        placement: menus.placement,
        deviceType: menus.deviceType,
      })
      .from(menus)
      .innerJoin(menuTranslations, translated(menuTranslations, "menuId", menus.id, locale))
      .where(inArray(menus.id, shellMenuIds))
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
      // As on menu pages: a hidden (unavailable) target leaves the menu rather than linking to a 404.
      .leftJoin(products, and(eq(products.id, menuItems.productId), eq(products.status, "available")))
      .leftJoin(productTranslations, translated(productTranslations, "productId", products.id, locale))
      .leftJoin(brands, and(eq(brands.id, menuItems.brandId), eq(brands.status, "available")))
      .leftJoin(brandTranslations, translated(brandTranslations, "brandId", brands.id, locale))
      .leftJoin(categories, and(eq(categories.id, menuItems.categoryId), eq(categories.status, "available")))
      .leftJoin(categoryTranslations, translated(categoryTranslations, "categoryId", categories.id, locale))
      .where(inArray(menuItems.menuId, shellMenuIds))
      .orderBy(asc(menuItems.position)),
  ] as const;
}

/** The page shell from the rows of `pageShellQueries`. */
export function toPageShell(
  rows: BatchResults<ReturnType<typeof pageShellQueries>>,
  locale: Locale,
  profile: Profile,
): PageShell {
  const [settingsRows, companyRows, menuRows, itemRows] = rows;
  const settings = settingsRows[0];
  const company = companyRows[0];
  const shellMenus = menuRows.map((menu) => ({
    id: menu.id,
    title: menu.title,
    placement: menu.placement,
    deviceType: menu.deviceType,
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
    company: {
      name: company?.name ?? profile.name,
      address: company?.address ?? null,
      phone: company?.phone ?? null,
      email: company?.email ?? null,
    },
    ...placeMenus(shellMenus),
  };
}

/** Reads the page shell in one database round trip. */
export async function getPageShell(db: Db, locale: Locale, profile: Profile): Promise<PageShell> {
  return toPageShell(await db.batch(pageShellQueries(db, locale)), locale, profile);
}
