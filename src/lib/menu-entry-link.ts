import { localizePath } from "../../i18n/routing.ts";
import type { MenuEntry } from "../../workers/api/catalogue/menu-entries.ts";
import type { ImageRef } from "../../workers/api/catalogue/types.ts";
import type { Locale, Profile } from "../../workers/lib/profiles.ts";

/**
 * Where a menu item leads and what it is called: products and categories by slug, brands as a
 * catalogue filter (the same rule as the page shell's menus).
 */
export function menuEntryLink(
  entry: MenuEntry,
  locale: Locale,
  profile: Profile,
): { label: string; href: string; image: ImageRef | null } {
  switch (entry.kind) {
    case "products":
      return {
        label: entry.product.title,
        href: localizePath(`/productDetails/${entry.product.slug}`, locale, profile),
        image: entry.product.image,
      };
    case "brands":
      return {
        label: entry.brand.name,
        href: localizePath(`/products?brand=${encodeURIComponent(entry.brand.slug)}`, locale, profile),
        image: entry.brand.image,
      };
    case "categories":
      return {
        label: entry.category.title,
        href: localizePath(`/category/${entry.category.slug}`, locale, profile),
        image: entry.category.image,
      };
  }
}
