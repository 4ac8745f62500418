import type { ProductVariantsInput } from "../../../../core/contracts/admin/product-variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import type { Translate } from "../resource-kit.ts";
import { writeMatrix } from "./matrix-writes.ts";
import { matrixDetail } from "./read-product-variants.ts";

/**
 * Replaces a product's variant matrix with `input.variants`, in their order (PUT), with the
 * product's quantity and `hasVariants` in the same batch; answers the matrix as stored.
 * Problems are reported at each variant's field (`variants.7.code`).
 */
export async function saveProductVariants(
  db: Db,
  productId: number,
  input: ProductVariantsInput,
  locale: Locale,
  t: Translate,
) {
  const entries = input.variants.map((variant, position) => ({ ...variant, position }));
  const rows = await writeMatrix(db, productId, entries, locale, t, (index, field) => `variants.${index}.${field}`);
  return matrixDetail(rows);
}
