import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { productLists, type ProductListKind } from "./saved-products.ts";

/**
 * Puts a product on a list (idempotent): true when it was added, false when it was on it already
 * (issue #9 item 14: saving twice says so). An unknown product is not found.
 */
export async function addSavedProduct(
  db: Db,
  customerId: number,
  kind: ProductListKind,
  productId: number,
): Promise<boolean> {
  const table = productLists[kind];
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("not_found");
  const result = await db.insert(table).values({ customerId, productId }).onConflictDoNothing();
  return result.rowsAffected > 0;
}
