// The rows a menu lists (SPEC §3 item types products, brands, categories), as its `relations`
// field chooses them: each resource's list and read calls and how a row is named.
import type { BrandDetail, BrandRow } from "../../../../core/contracts/admin/brands.ts";
import type { MenuItemType } from "../../../../core/contracts/admin/menus.ts";
import type { RelationsSource, RelationSource } from "../../kit/fields/types.ts";
import { categorySource, productSource } from "../catalogue-sources.ts";

const brandSource: RelationSource<BrandRow, BrandDetail> = {
  path: "brand",
  list: (client, query) => client.api.admin.brands.$get({ query }),
  read: (client, id) => client.api.admin.brands[":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).name,
};

/** A menu's item types, each from its resource. */
export const menuItemSources = {
  products: { source: productSource, label: "admin.menus.itemType.products" },
  brands: { source: brandSource, label: "admin.menus.itemType.brands" },
  categories: { source: categorySource, label: "admin.menus.itemType.categories" },
} as const satisfies Record<MenuItemType, RelationsSource>;
