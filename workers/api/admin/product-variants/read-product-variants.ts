import { eq } from "drizzle-orm";
import type { ProductVariantItem, ProductVariantsDetail } from "../../../../core/contracts/admin/product-variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { BatchResults, Db } from "../../../../db/client.ts";
import { products } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { productVariantQueries } from "../../catalogue/product-choice-queries.ts";

/**
 * The queries that read a product's matrix, for a batch of their caller's (the read alone, or the
 * tail of the batch that writes it): the product's state, then its variants in order with their
 * values named in `locale`, as the storefront reads them (retired ones, kept for their orders, are
 * not in it: decision 0058).
 */
export function matrixQueries(db: Db, productId: number, locale: Locale) {
  return [
    db
      .select({ id: products.id, hasVariants: products.hasVariants, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId)),
    ...productVariantQueries(db, locale, productId),
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
