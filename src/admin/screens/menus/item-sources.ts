// The rows a menu lists (SPEC §3 item types products, brands, categories), as its `relations`
// field chooses them: each resource's list and read calls and how a row is named.
import type { BrandDetail, BrandRow } from "../../../../core/contracts/admin/brands.ts";
import type { MenuItemType } from "../../../../core/contracts/admin/menus.ts";
import type { ProductDetail, ProductRow } from "../../../../core/contracts/admin/products.ts";
import type { RelationsSource, RelationSource } from "../../kit/fields/types.ts";
import { categorySource } from "../catalogue-sources.ts";

const productSource: RelationSource<ProductRow, ProductDetail> = {
  path: "product",
  list: (client, query) => client.api.admin.products.$get({ query }),
  read: (client, id) => client.api.admin.products[":id"].$get({ param: { id } }),
  rowLabel: (row) => `${row.title} (${row.sku})`,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).title,
};

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
