import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { favourites, wishlistItems } from "../../../db/schema/index.ts";

/**
 * The ids on both of the customer's lists, in one round trip: what the catalogue pages mark as
 * saved in the browser (shared pages carry no per-user state, docs/decisions/0028).
 */
export async function listSavedProductIds(db: Db, customerId: number) {
  const [wishlist, favorites] = await db.batch([
    db.select({ id: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
    db.select({ id: favourites.productId }).from(favourites).where(eq(favourites.customerId, customerId)),
  ]);
  return { wishlist: wishlist.map((row) => row.id), favorites: favorites.map((row) => row.id) };
}
