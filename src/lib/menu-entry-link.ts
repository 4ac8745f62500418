import { menuItemHref } from "../../workers/api/front/get-page-shell.ts";
import type { MenuEntry } from "../../workers/api/catalogue/menu-entries.ts";
import type { ImageRef } from "../../workers/api/catalogue/types.ts";
import type { Locale, Profile } from "../../core/profiles.ts";

/** Where a menu item leads and what it is called; the path rule is the page shell's `menuItemHref`. */
export function menuEntryLink(
  entry: MenuEntry,
  locale: Locale,
  profile: Profile,
): { label: string; href: string; image: ImageRef | null } {
  const { label, slug, image } =
    entry.kind === "products"
      ? { label: entry.product.title, slug: entry.product.slug, image: entry.product.image }
      : entry.kind === "brands"
        ? { label: entry.brand.name, slug: entry.brand.slug, image: entry.brand.image }
        : { label: entry.category.title, slug: entry.category.slug, image: entry.category.image };
  return { label, href: menuItemHref({ itemKind: entry.kind, slug }, locale, profile) ?? "#", image };
}
