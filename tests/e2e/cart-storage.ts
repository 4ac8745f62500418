import type { Page } from "@playwright/test";
import { cartLineId } from "../../src/stores/cart.ts";
import type { CartProduct } from "./cart-db.ts";

// The cart as the browser keeps it (SPEC §3 Cart: react-use-cart's local-storage format), for
// specs that start from a cart already filled.

/** react-use-cart's stored keys (its CartProviderState), no more and no fewer. */
export const reactUseCartKeys = ["cartTotal", "id", "isEmpty", "items", "metadata", "totalItems", "totalUniqueItems"];

/** A cart item as every adder writes it (src/stores/cart-lines.ts), with react-use-cart's itemTotal. */
export function storedItem(product: CartProduct, quantity: number) {
  return {
    id: cartLineId(product.id),
    price: product.price,
    quantity,
    itemTotal: product.price * quantity,
    productId: product.id,
    variantId: null,
    choiceIds: [],
    title: product.title,
    sku: product.sku,
    slug: product.slug,
    packSize: product.packSize,
    minOrderQuantity: product.minOrderQuantity,
  };
}

/** The state react-use-cart itself writes to local storage for these items. */
export function reactUseCartState(items: ReturnType<typeof storedItem>[], metadata: Record<string, unknown> = {}) {
  return {
    id: "cart",
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    cartTotal: items.reduce((sum, item) => sum + item.itemTotal, 0),
    metadata,
  };
}

/** Puts a stored cart in the browser before the cart page loads, as another tab or react-use-cart would. */
export async function putCart(page: Page, prefix: string, state: unknown) {
  await page.goto(`${prefix}/contact`);
  await page.evaluate((value) => localStorage.setItem("react-use-cart", JSON.stringify(value)), state);
}
