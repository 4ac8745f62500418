import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { carts, products, productVariants, type CartItem } from "../../../db/schema/index.ts";
import type { MirroredLine } from "../../../core/contracts/cart.ts";
import { isForeignKeyViolation } from "../../lib/db.ts";
import { shelfPriceSql } from "../catalogue/product-cards.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * Mirrors a signed-in customer's browser cart (issue #10 item 11, decision 0051) so the admin can
 * see abandoned carts (SPEC §4: no items, at least one item, cart-left after a week). The browser
 * says only which lines and how many; each line is priced from the database (the shelf price of
 * the product or its variant, option choices aside), lines of products that no longer exist are
 * dropped, and the state is "empty" or "active" again, whatever the job had made it.
 */
export async function saveCart(db: Db, customerId: number, lines: readonly MirroredLine[], now = Date.now()) {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const [productRows, variantRows] = await db.batch([
    db
      .select({ id: products.id, price: shelfPriceSql })
      .from(products)
      .where(inArray(products.id, productIds.length > 0 ? productIds : [0])),
    db
      .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds.length > 0 ? variantIds : [0])),
  ]);
  const productPrices = new Map(productRows.map((row) => [row.id, row.price]));
  const variants = new Map(variantRows.map((row) => [row.id, row]));
  const items: CartItem[] = [];
  for (const line of lines) {
    const variant = line.variantId ? variants.get(line.variantId) : undefined;
    // A variant is priced as itself, and only as one of the line's own product.
    const price = line.variantId
      ? variant?.productId === line.productId && productPrices.has(line.productId)
        ? variant.price
        : undefined
      : productPrices.get(line.productId);
    if (price === undefined) continue;
    items.push({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId ?? null,
      choiceIds: line.choiceIds ?? [],
      quantity: line.quantity,
      price,
    });
  }
  const row = {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    cartTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    state: items.length > 0 ? ("active" as const) : ("empty" as const),
    updatedAt: now,
  };
  try {
    await db
      .insert(carts)
      .values({ customerId, ...row })
      .onConflictDoUpdate({ target: carts.customerId, set: row });
  } catch (error) {
    // The account was deleted after its session was read (the mirror runs in the background of a
    // page): there is no one to keep a cart for, which is a signed-out caller, not a server error.
    if (isForeignKeyViolation(error)) throw new AppError("unauthorized");
    throw error;
  }
  return { state: row.state, totalItems: row.totalItems, totalUniqueItems: items.length, cartTotal: row.cartTotal };
}
