// SPEC §2 admin layout: the sidebar's sections and links, and the names of the admin screens the
// breadcrumb and the not-yet-built screens show. Data only, so the rules are tested without React.
import type { AdminMessageKey } from "../messages.ts";

/** A sidebar link: its path under the admin base ("" is the dashboard) and its label. */
export interface NavLink {
  path: string;
  label: AdminMessageKey;
  /** Shown only where refunds are enabled (SPEC §2: "the sidebar link appears only when refunds are enabled"). */
  needsRefunds?: true;
  /** Shown only where the profile has invoices (SPEC §9 isInvoicesEnabled). */
  needsInvoices?: true;
}

export interface NavSection {
  key: "utils" | "orders" | "products" | "users" | "admins" | "images";
  title: AdminMessageKey;
  links: readonly NavLink[];
  /** SPEC §6: only super admins see the sidebar group titled Admins. */
  superAdminOnly?: true;
}

/** SPEC §2: sections utils, orders, products, users, admins, images, and their links in SPEC order. */
export const navSections: readonly NavSection[] = [
  {
    key: "utils",
    title: "admin.nav.section.utils",
    links: [
      { path: "", label: "admin.nav.dashboard" },
      { path: "tax-groups", label: "admin.nav.taxGroups" },
      { path: "coupons", label: "admin.nav.coupons" },
      // Issue #23 item 2 (decision 0101)
      { path: "price-lists", label: "admin.nav.priceLists" },
      { path: "shipping-zones", label: "admin.nav.shippingZones" },
    ],
  },
  {
    key: "orders",
    title: "admin.nav.section.orders",
    links: [
      { path: "order", label: "admin.nav.order" },
      { path: "invoices", label: "admin.nav.invoices", needsInvoices: true },
      { path: "refunds", label: "admin.nav.refunds", needsRefunds: true },
      // Issue #21 item 5 (decision 0093): SPEC §4's abandoned-cart states, seen and reminded here.
      { path: "abandoned-carts", label: "admin.nav.abandonedCarts" },
      // Issue #22 item 6 (decision 0096): the salespeople's collections, reconciled here.
      { path: "collections", label: "admin.nav.collections" },
      // Issue #23 item 4 (decision 0104): the buyers' requests for quotation, answered here.
      { path: "quotes", label: "admin.nav.quotes" },
    ],
  },
  {
    key: "products",
    title: "admin.nav.section.products",
    links: [
      { path: "product", label: "admin.nav.product" },
      { path: "product/import", label: "admin.nav.productImport" },
      { path: "variants", label: "admin.nav.variants" },
      { path: "options", label: "admin.nav.options" },
      { path: "main-category", label: "admin.nav.mainCategory" },
      { path: "category", label: "admin.nav.category" },
      { path: "menu", label: "admin.nav.menu" },
      { path: "measureUnits", label: "admin.nav.measureUnits" },
      { path: "tags", label: "admin.nav.tags" },
      // Not in SPEC §2's list, which has no brand screen: decision 0062.
      { path: "brand", label: "admin.nav.brand" },
    ],
  },
  {
    key: "users",
    title: "admin.nav.section.users",
    links: [
      { path: "users", label: "admin.nav.users" },
      // Not in SPEC §2's list, which gives salespeople no path: decision 0067.
      { path: "salespeople", label: "admin.nav.salespeople" },
      // Issue #23 item 2 (decision 0101): the groups a company is in, and the price list each pays.
      { path: "customer-groups", label: "admin.nav.customerGroups" },
    ],
  },
  {
    key: "admins",
    title: "admin.nav.section.admins",
    links: [{ path: "admins", label: "admin.nav.admins" }],
    superAdminOnly: true,
  },
  {
    key: "images",
    title: "admin.nav.section.images",
    links: [
      { path: "slider", label: "admin.nav.slider" },
      { path: "gallery", label: "admin.nav.gallery" },
    ],
  },
];

/** Who is looking and what the shop has switched on. */
export interface NavContext {
  isSuperAdmin: boolean;
  refundsEnabled: boolean;
  /** SPEC §9 isInvoicesEnabled (absent: off). */
  invoicesEnabled?: boolean;
}

/** The sections and links this admin sees (SPEC §2, §6). */
export function visibleSections(context: NavContext): NavSection[] {
  return navSections
    .filter((section) => !section.superAdminOnly || context.isSuperAdmin)
    .map((section) => ({
      ...section,
      links: section.links.filter(
        (link) => (!link.needsRefunds || context.refundsEnabled) && (!link.needsInvoices || context.invoicesEnabled),
      ),
    }))
    .filter((section) => section.links.length > 0);
}

/**
 * The sidebar link the admin is under (SPEC §2 "the active link is highlighted"): the longest link
 * path the address starts with, so `product/import` highlights Import, not Products too, while
 * `product/15` highlights Products. Paths are relative to the admin base, without slashes at the ends.
 * @example activeLinkPath("product/import", navSections) // "product/import"
 */
export function activeLinkPath(path: string, sections: readonly NavSection[]): string {
  const under = (linkPath: string) => linkPath === "" || path === linkPath || path.startsWith(`${linkPath}/`);
  return sections
    .flatMap((section) => section.links.map((link) => link.path))
    .filter(under)
    .reduce((longest, linkPath) => (linkPath.length > longest.length ? linkPath : longest), "");
}

/**
 * Every admin screen SPEC §2 lists, by its first path segment, with its name: the sidebar's
 * links, settings and invoices. A path under one of them that has no screen yet shows the
 * "not built yet" screen; any other path is not found.
 */
export const screenNames: Readonly<Record<string, AdminMessageKey>> = {
  ...Object.fromEntries(
    navSections.flatMap((section) =>
      // A link deeper than one segment (product/import) is a screen of its first segment's.
      section.links.filter((link) => !link.path.includes("/")).map((link) => [link.path, link.label]),
    ),
  ),
  settings: "admin.nav.settings",
  invoices: "admin.nav.invoices",
};

/** The screens only super admins may open (SPEC §6: admin management). */
export const superAdminScreens: ReadonlySet<string> = new Set(["admins"]);
