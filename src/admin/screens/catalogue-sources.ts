// The catalogue resources other screens choose rows of (relation fields, decision 0062): their list
// and read calls, and how a row and a detail are named.
import type { CategoryDetail, CategoryRow } from "../../../core/contracts/admin/categories.ts";
import type { MainCategoryDetail, MainCategoryRow } from "../../../core/contracts/admin/main-categories.ts";
import type { ProductDetail, ProductRow } from "../../../core/contracts/admin/products.ts";
import type { RelationSource } from "../kit/fields/types.ts";

export const mainCategorySource: RelationSource<MainCategoryRow, MainCategoryDetail> = {
  path: "main-category",
  list: (client, query) => client.api.admin["main-categories"].$get({ query }),
  read: (client, id) => client.api.admin["main-categories"][":id"].$get({ param: { id } }),
  rowLabel: (row) => row.title,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).title,
};

export const categorySource: RelationSource<CategoryRow, CategoryDetail> = {
  path: "category",
  list: (client, query) => client.api.admin.categories.$get({ query }),
  read: (client, id) => client.api.admin.categories[":id"].$get({ param: { id } }),
  rowLabel: (row) => (row.parent ? `${row.parent.title} › ${row.title}` : row.title),
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).title,
};

export const productSource: RelationSource<ProductRow, ProductDetail> = {
  path: "product",
  list: (client, query) => client.api.admin.products.$get({ query }),
  read: (client, id) => client.api.admin.products[":id"].$get({ param: { id } }),
  rowLabel: (row) => `${row.title} (${row.sku})`,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).title,
};
