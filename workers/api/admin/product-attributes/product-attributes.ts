// A product's specification table in the back office (decision 0071): read with the product's
// title, written whole in one batch whose statements do not grow with the table (the rows travel
// as one JSON parameter), which ends by reading the table back.
import { asc, eq, sql } from "drizzle-orm";
import type {
  ProductAttributesDetail,
  ProductAttributesInput,
} from "../../../../core/contracts/admin/product-attributes.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { BatchResults, Db } from "../../../../db/client.ts";
import {
  productAttributes,
  productAttributeTranslations,
  products,
  productTranslations,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale } from "../resource-kit.ts";

/** The queries that read a product's table: its title in `locale`, then every row's texts in order. */
function tableQueries(db: Db, productId: number, locale: Locale) {
  return [
    db
      .select({ id: products.id, title: productTranslations.title })
      .from(products)
      .innerJoin(productTranslations, translated(productTranslations, "productId", products.id, locale))
      .where(eq(products.id, productId)),
    db
      .select({
        id: productAttributes.id,
        locale: productAttributeTranslations.locale,
        name: productAttributeTranslations.name,
        value: productAttributeTranslations.value,
      })
      .from(productAttributes)
      .innerJoin(productAttributeTranslations, eq(productAttributeTranslations.attributeId, productAttributes.id))
      .where(eq(productAttributes.productId, productId))
      .orderBy(asc(productAttributes.position), asc(productAttributeTranslations.locale)),
  ] as const;
}

/** The table as the API answers it; 404 when the product does not exist. */
function tableDetail([[product], rows]: BatchResults<ReturnType<typeof tableQueries>>): ProductAttributesDetail {
  if (!product) throw new AppError("not_found");
  const ids = [...new Set(rows.map((row) => row.id))];
  return {
    productId: product.id,
    title: product.title,
    attributes: ids.map((id) => ({
      translations: byLocale(
        rows.filter((row) => row.id === id),
        ({ name, value }) => ({ name, value }),
      ),
    })),
  };
}

/** A product's table, in order, with its title. */
export async function readProductAttributes(db: Db, productId: number, locale: Locale) {
  return tableDetail(await db.batch(tableQueries(db, productId, locale)));
}

const field = (name: string) => sql.raw(`json_extract(j.value, '$.${name}')`);

/**
 * Replaces product `productId`'s table with `input.attributes`, in their order, in one batch: the
 * old rows go, the new ones and their texts come, the product counts as edited. Nothing is
 * written for a product that does not exist (every insert joins it), which answers 404.
 */
export async function saveProductAttributes(db: Db, productId: number, input: ProductAttributesInput, locale: Locale) {
  const texts = input.attributes.flatMap((attribute, position) =>
    Object.entries(attribute.translations).flatMap(([textLocale, text]) =>
      text ? [{ position, locale: textLocale, name: text.name, value: text.value }] : [],
    ),
  );
  const positions = JSON.stringify(input.attributes.map((_, position) => position));
  const now = Date.now();
  const [, , , , ...read] = await db.batch([
    db.delete(productAttributes).where(eq(productAttributes.productId, productId)),
    db.run(sql`insert into product_attributes (product_id, position)
      select p.id, j.value from products p, json_each(${positions}) j where p.id = ${productId}`),
    db.run(sql`insert into product_attribute_translations (attribute_id, locale, name, value)
      select a.id, ${field("locale")}, ${field("name")}, ${field("value")}
      from json_each(${JSON.stringify(texts)}) j
      join product_attributes a on a.product_id = ${productId} and a.position = ${field("position")}`),
    db.update(products).set({ updatedAt: now }).where(eq(products.id, productId)),
    ...tableQueries(db, productId, locale),
  ]);
  return tableDetail(read as BatchResults<ReturnType<typeof tableQueries>>);
}
