import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { productLists, type ProductListKind } from "./saved-products.ts";

/** Takes a product off the customer's list; only the customer's own row can be removed. */
export async function removeSavedProduct(db: Db, customerId: number, kind: ProductListKind, productId: number) {
  const table = productLists[kind];
  await db.delete(table).where(and(eq(table.customerId, customerId), eq(table.productId, productId)));
}
