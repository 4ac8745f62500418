import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { productLists, type ProductListKind } from "./saved-products.ts";

/** Puts a product on a list (idempotent); an unknown product is not found. */
export async function addSavedProduct(db: Db, customerId: number, kind: ProductListKind, productId: number) {
  const table = productLists[kind];
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("not_found");
  await db.insert(table).values({ customerId, productId }).onConflictDoNothing();
}
