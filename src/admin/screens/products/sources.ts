// The resources a product's form and list choose rows of (relation fields and filters, decision
// 0062): brands, measure units, tags, option groups and menus, by their list and read calls.
import type { BrandDetail, BrandRow } from "../../../../core/contracts/admin/brands.ts";
import type { MeasureUnitDetail, MeasureUnitRow } from "../../../../core/contracts/admin/measure-units.ts";
import type { MenuDetail, MenuRow } from "../../../../core/contracts/admin/menus.ts";
import type { OptionGroupDetail, OptionGroupRow } from "../../../../core/contracts/admin/option-groups.ts";
import type { TagDetail, TagRow } from "../../../../core/contracts/admin/tags.ts";
import type { RelationSource } from "../../kit/fields/types.ts";

export const brandSource: RelationSource<BrandRow, BrandDetail> = {
  path: "brand",
  list: (client, query) => client.api.admin.brands.$get({ query }),
  read: (client, id) => client.api.admin.brands[":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).name,
};

export const measureUnitSource: RelationSource<MeasureUnitRow, MeasureUnitDetail> = {
  path: "measureUnits",
  list: (client, query) => client.api.admin["measure-units"].$get({ query }),
  read: (client, id) => client.api.admin["measure-units"][":id"].$get({ param: { id } }),
  rowLabel: (row) => `${row.name} (${row.code})`,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).name,
};

export const tagSource: RelationSource<TagRow, TagDetail> = {
  path: "tags",
  list: (client, query) => client.api.admin.tags.$get({ query }),
  read: (client, id) => client.api.admin.tags[":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).name,
};

export const optionGroupSource: RelationSource<OptionGroupRow, OptionGroupDetail> = {
  path: "options",
  list: (client, query) => client.api.admin["option-groups"].$get({ query }),
  read: (client, id) => client.api.admin["option-groups"][":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).name,
};

export const menuSource: RelationSource<MenuRow, MenuDetail> = {
  path: "menu",
  list: (client, query) => client.api.admin.menus.$get({ query }),
  read: (client, id) => client.api.admin.menus[":id"].$get({ param: { id } }),
  rowLabel: (row) => row.title,
  detailLabel: (detail, locale) => (detail.translations[locale] ?? detail.translations.en).title,
};
