import { asc, count, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type {
  VariantAttributeDetail,
  VariantAttributeRow,
  variantAttributeSorts,
} from "../../../../core/contracts/admin/variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  variantAttributes,
  variantAttributeTranslations,
  variantAttributeValues,
  variantAttributeValueTranslations,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/**
 * The variants in products' matrices that have the value `valueId`: what keeps it from being
 * removed. Retired variants (kept for their orders, decision 0058) do not count.
 */
export const matrixUsesOfValue = (valueId: SQLWrapper) =>
  sql`select 1 from product_variant_values uses
    join product_variants pv on pv.id = uses.variant_id
    where uses.variant_attribute_value_id = ${valueId} and pv.retired_at is null`;

/** How many products have a variant in their matrix with a value of the attribute `attributeId`. */
const productCountOf = (attribute: SQLWrapper) =>
  sql<number>`(select count(distinct pv.product_id) from variant_attribute_values v
    join product_variant_values l on l.variant_attribute_value_id = v.id
    join product_variants pv on pv.id = l.variant_id and pv.retired_at is null
    where v.variant_attribute_id = ${attribute})`;

// Columns of the outer query are written out in full in the subqueries below: Drizzle leaves a
// single table's columns unqualified ("id"), which inside a subquery names the subquery's own.
const attributeId = sql`variant_attributes.id`;

/** The attribute's value names in `locale` (English when a value has none), in order, as a JSON array. */
const valueNamesIn = (locale: Locale) =>
  sql<string>`(select json_group_array(name) from (
    select coalesce(
      (select t.name from variant_attribute_value_translations t where t.variant_attribute_value_id = v.id and t.locale = ${locale}),
      (select t.name from variant_attribute_value_translations t where t.variant_attribute_value_id = v.id and t.locale = 'en')
    ) as name
    from variant_attribute_values v where v.variant_attribute_id = variant_attributes.id
    order by v.position, v.id))`;

/** Every value name of the attribute in every language, for the search. */
const allValueNames = sql`(select group_concat(t.name, ' ') from variant_attribute_values v
  join variant_attribute_value_translations t on t.variant_attribute_value_id = v.id
  where v.variant_attribute_id = variant_attributes.id)`;

/** A page of variant attributes named in `locale` (English fallback), searched by their or their values' names. */
export async function listVariantAttributes(
  db: Db,
  query: AdminListQuery<(typeof variantAttributeSorts)[number]>,
  locale: Locale,
) {
  const window = pageWindow(query);
  const name = variantAttributeTranslations.name;
  const where = searchText(query.search, [name, allValueNames]);
  const shown = translated(variantAttributeTranslations, "variantAttributeId", variantAttributes.id, locale);
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: variantAttributes.id,
        name,
        position: variantAttributes.position,
        values: valueNamesIn(locale),
        productCount: productCountOf(attributeId),
      })
      .from(variantAttributes)
      .innerJoin(variantAttributeTranslations, shown)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "position",
          { position: variantAttributes.position, name, createdAt: variantAttributes.createdAt },
          variantAttributes.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(variantAttributes).innerJoin(variantAttributeTranslations, shown).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, values: JSON.parse(row.values) as string[] }));
  return listPage<VariantAttributeRow>(items, counted?.total ?? 0, window);
}

/** One attribute with its names and its values' names in every language, or null. */
export async function getVariantAttribute(db: Db, id: number): Promise<VariantAttributeDetail | null> {
  const valuesOfAttribute = db
    .select({ id: variantAttributeValues.id })
    .from(variantAttributeValues)
    .where(eq(variantAttributeValues.variantAttributeId, id));
  const [[attribute], texts, values, valueTexts] = await db.batch([
    db
      .select({
        id: variantAttributes.id,
        position: variantAttributes.position,
        productCount: productCountOf(attributeId),
      })
      .from(variantAttributes)
      .where(eq(variantAttributes.id, id)),
    db.select().from(variantAttributeTranslations).where(eq(variantAttributeTranslations.variantAttributeId, id)),
    db
      .select({
        id: variantAttributeValues.id,
        variantCount: sql<number>`(select count(*) from (${matrixUsesOfValue(sql`variant_attribute_values.id`)}))`,
      })
      .from(variantAttributeValues)
      .where(eq(variantAttributeValues.variantAttributeId, id))
      .orderBy(asc(variantAttributeValues.position), asc(variantAttributeValues.id)),
    db
      .select()
      .from(variantAttributeValueTranslations)
      .where(inArray(variantAttributeValueTranslations.variantAttributeValueId, valuesOfAttribute)),
  ]);
  if (!attribute) return null;
  const named = ({ name }: { name: string }) => ({ name });
  return {
    ...attribute,
    translations: byLocale(texts, named),
    values: values.map((value) => ({
      id: value.id,
      translations: byLocale(
        valueTexts.filter((text) => text.variantAttributeValueId === value.id),
        named,
      ),
      variantCount: value.variantCount,
    })),
  };
}
