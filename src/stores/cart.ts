import { persistentAtom } from "@nanostores/persistent";
import { computed, type ReadableAtom } from "nanostores";
import * as ops from "./cart-state.ts";
import type { CartItemInput, CartMetadata, CartState } from "./cart-state.ts";

export { cartLineId, cartErrors, cartStorageKey, type CartItem, type CartState } from "./cart-state.ts";

/** The cart's operations (SPEC §4), each saving to local storage and telling every subscriber. */
export interface CartStore {
  $cart: ReadableAtom<CartState>;
  $count: ReadableAtom<number>;
  setItems(items: readonly CartItemInput[]): void;
  addItem(item: CartItemInput, quantity?: number): void;
  updateItem(id: string, fields: Partial<CartItemInput>): void;
  updateItemQuantity(id: string, quantity: number): void;
  removeItem(id: string): void;
  emptyCart(): void;
  getItem(id: string): ops.CartItem | undefined;
  inCart(id: string): boolean;
  setCartMetadata(metadata: CartMetadata): void;
  updateCartMetadata(metadata: CartMetadata): void;
  clearCartMetadata(): void;
}

/** react-use-cart's cart id when none is supplied: twelve base-36 characters. */
const newCartId = () => Array.from({ length: 12 }, () => Math.floor(Math.random() * 36).toString(36)).join("");

/**
 * A cart kept in local storage under `react-use-cart` (or `react-use-cart-{cartId}`), in
 * react-use-cart's shape, synchronised across tabs by @nanostores/persistent's storage events.
 */
export function createCartStore(cartId?: string): CartStore {
  const $cart = persistentAtom<CartState>(ops.cartStorageKey(cartId), ops.emptyCartState(cartId ?? newCartId()), {
    encode: JSON.stringify,
    decode: ops.readCart,
  });
  const apply = (change: (state: CartState) => CartState) => $cart.set(change($cart.get()));
  return {
    $cart,
    $count: computed($cart, (cart) => cart.totalItems),
    setItems: (items) => apply((state) => ops.setItems(state, items)),
    addItem: (item, quantity) => apply((state) => ops.addItem(state, item, quantity)),
    updateItem: (id, fields) => apply((state) => ops.updateItem(state, id, fields)),
    updateItemQuantity: (id, quantity) => apply((state) => ops.updateItemQuantity(state, id, quantity)),
    removeItem: (id) => apply((state) => ops.removeItem(state, id)),
    emptyCart: () => apply(ops.emptyCart),
    getItem: (id) => $cart.get().items.find((item) => item.id === id),
    inCart: (id) => $cart.get().items.some((item) => item.id === id),
    setCartMetadata: (metadata) => apply((state) => ops.setCartMetadata(state, metadata)),
    updateCartMetadata: (metadata) => apply((state) => ops.updateCartMetadata(state, metadata)),
    clearCartMetadata: () => apply(ops.clearCartMetadata),
  };
}

/** The shop's cart (no cart id: the key is `react-use-cart`), shared by every island and the header badge. */
export const cart = createCartStore();

/** Total quantity in the cart, for the header badge. */
export const $cartCount = cart.$count;
