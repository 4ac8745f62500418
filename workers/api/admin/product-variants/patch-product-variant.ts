import type { ProductVariantPatch, ProductVariantPatched } from "../../../../core/contracts/admin/product-variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { Translate } from "../resource-kit.ts";
import { writeMatrix, type MatrixEntry } from "./matrix-writes.ts";
import { matrixDetail, readProductVariants } from "./read-product-variants.ts";

/**
 * Changes one variant of a product's matrix (`{ "price": 1999 }`, `{ "quantity": 40 }`), checked
 * against the rest of the matrix as a PUT would be, the product's total written with it. A
 * variant of another product, or one retired from the matrix, is not found.
 */
export async function patchProductVariant(
  db: Db,
  productId: number,
  variantId: number,
  patch: ProductVariantPatch,
  locale: Locale,
  t: Translate,
): Promise<ProductVariantPatched> {
  const current = await readProductVariants(db, productId, locale);
  const entries: MatrixEntry[] = current.variants.map(({ values: _names, ...variant }, position) => ({
    ...variant,
    position,
  }));
  const changed = entries.find((entry) => entry.id === variantId);
  if (!changed) throw new AppError("not_found");
  // The changed variant goes last: a clash with another variant is reported at its own fields
  const ordered = [...entries.filter((entry) => entry !== changed), { ...changed, ...patch }];
  const last = ordered.length - 1;
  const rows = await writeMatrix(db, productId, ordered, locale, t, (index, field) =>
    index === last ? field : `variants.${index}.${field}`,
  );
  const matrix = matrixDetail(rows);
  const variant = matrix.variants.find((row) => row.id === variantId);
  if (!variant) throw new AppError("not_found");
  return { ...variant, productQuantity: matrix.quantity };
}
