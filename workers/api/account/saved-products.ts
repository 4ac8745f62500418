// Shared by the wishlist and favourites operations: the two lists a customer saves products on.
import { favourites, wishlistItems } from "../../../db/schema/index.ts";

export const productLists = { wishlist: wishlistItems, favorites: favourites } as const;
export type ProductListKind = keyof typeof productLists;
