import { and, asc, eq, isNull } from "drizzle-orm";
import type { ProductVariantItem, ProductVariantsDetail } from "../../../../core/contracts/admin/product-variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { BatchResults, Db } from "../../../../db/client.ts";
import {
  products,
  productVariants,
  productVariantValues,
  variantAttributes,
  variantAttributeTranslations,
  variantAttributeValues,
  variantAttributeValueTranslations,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { translated } from "../../../lib/translated.ts";

/**
 * The queries that read a product's matrix, for a batch of their caller's (the read alone, or the
 * tail of the batch that writes it): the product's state, its variants in order (retired ones,
 * kept for their orders, are not in it: decision 0058), and their values named in `locale`.
 */
export function matrixQueries(db: Db, productId: number, locale: Locale) {
  const inMatrix = and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt));
  return [
    db
      .select({ id: products.id, hasVariants: products.hasVariants, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId)),
    db
      .select({
        id: productVariants.id,
        code: productVariants.code,
        status: productVariants.status,
        quantity: productVariants.quantity,
        weight: productVariants.weight,
        price: productVariants.price,
      })
      .from(productVariants)
      .where(inMatrix)
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({
        variantId: productVariantValues.variantId,
        attributeId: variantAttributes.id,
        attribute: variantAttributeTranslations.name,
        valueId: variantAttributeValues.id,
        value: variantAttributeValueTranslations.name,
      })
      .from(productVariantValues)
      .innerJoin(productVariants, eq(productVariants.id, productVariantValues.variantId))
      .innerJoin(variantAttributeValues, eq(variantAttributeValues.id, productVariantValues.variantAttributeValueId))
      .innerJoin(variantAttributes, eq(variantAttributes.id, variantAttributeValues.variantAttributeId))
      .innerJoin(
        variantAttributeTranslations,
        translated(variantAttributeTranslations, "variantAttributeId", variantAttributes.id, locale),
      )
      .innerJoin(
        variantAttributeValueTranslations,
        translated(variantAttributeValueTranslations, "variantAttributeValueId", variantAttributeValues.id, locale),
      )
      .where(inMatrix)
      .orderBy(asc(variantAttributes.position), asc(variantAttributes.id)),
  ] as const;
}

type MatrixRows = BatchResults<ReturnType<typeof matrixQueries>>;

/** The matrix as the API answers it, from its queries' rows; 404 when the product does not exist. */
export function matrixDetail([[product], variants, values]: MatrixRows): ProductVariantsDetail {
  if (!product) throw new AppError("not_found");
  const valuesOf = new Map<number, ProductVariantItem["values"]>();
  for (const { variantId, ...value } of values) {
    valuesOf.set(variantId, [...(valuesOf.get(variantId) ?? []), value]);
  }
  return {
    productId: product.id,
    hasVariants: product.hasVariants,
    quantity: product.quantity,
    variants: variants.map((variant) => {
      const named = valuesOf.get(variant.id) ?? [];
      return { ...variant, valueIds: named.map((value) => value.valueId), values: named };
    }),
  };
}

/** A product's matrix: its variants with their values, and the product's total and state. */
export async function readProductVariants(db: Db, productId: number, locale: Locale) {
  return matrixDetail(await db.batch(matrixQueries(db, productId, locale)));
}
