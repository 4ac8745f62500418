// The cart's semantics (SPEC §3 "Cart", §4 "Cart operations", §5 "Cart"), as pure functions over
// the exact state react-use-cart keeps in local storage, so a cart written by react-use-cart loads
// here and ours loads there (issue #10 item 1). The stored prices are for display only: the server
// prices every line again at checkout.

/** An item's own fields: id and price required, quantity default 1 (SPEC §3). */
interface CartLine {
  id: string;
  price: number;
  quantity: number;
  [field: string]: unknown;
}

/** SPEC §3 cart item: its fields, with the computed itemTotal (price × quantity). */
export interface CartItem extends CartLine {
  itemTotal: number;
}

/** An item as callers hand it in: no totals, quantity optional, price only needed when new. */
export interface CartItemInput {
  id: string;
  price?: number;
  quantity?: number;
  [field: string]: unknown;
}

export type CartMetadata = Record<string, unknown>;

/** react-use-cart's stored shape, field for field. */
export interface CartState {
  id?: string;
  items: CartItem[];
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  cartTotal: number;
  metadata: CartMetadata;
}

/** The messages react-use-cart throws, word for word (SPEC §5 Cart). */
export const cartErrors = {
  missingId: "You must provide an `id` for items",
  missingPrice: "You must pass a `price` for new items",
  unknownItem: "No such item to update",
} as const;

/** An empty cart. react-use-cart's own empty state has no id (its "empty cart" drops it), so ours may not either. */
export const emptyCartState = (id?: string): CartState => ({
  ...(id === undefined ? {} : { id }),
  items: [],
  isEmpty: true,
  totalItems: 0,
  totalUniqueItems: 0,
  cartTotal: 0,
  metadata: {},
});

/** The state with totals recomputed from `items`, as react-use-cart's generateCartState does. */
function withItems(state: CartState, items: readonly CartLine[]): CartState {
  const priced: CartItem[] = items.map((item) => ({ ...item, itemTotal: item.price * item.quantity }));
  return {
    ...state,
    items: priced,
    totalItems: priced.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: priced.length,
    cartTotal: priced.reduce((sum, item) => sum + item.price * item.quantity, 0),
    isEmpty: priced.length === 0,
  };
}

/** Replaces every item; a missing or zero quantity becomes 1. */
export function setItems(state: CartState, items: readonly CartItemInput[]): CartState {
  return withItems(
    state,
    items.map((item) => ({ ...item, price: Number(item.price), quantity: item.quantity || 1 })),
  );
}

/**
 * Adds `quantity` of an item: a new id appends, an existing id adds to its quantity (and takes the
 * item's other fields). A quantity of zero or less does nothing.
 */
export function addItem(state: CartState, item: CartItemInput, quantity = 1): CartState {
  if (!item.id) throw new Error(cartErrors.missingId);
  if (quantity <= 0) return state;
  const current = state.items.find((existing) => existing.id === item.id);
  if (!current) {
    if (!Object.hasOwn(item, "price")) throw new Error(cartErrors.missingPrice);
    return withItems(state, [...state.items, { ...item, price: Number(item.price), quantity }]);
  }
  return updateItem(state, item.id, { ...item, quantity: current.quantity + quantity });
}

/** Merges `fields` into the item with `id`; an unknown id changes nothing. */
export function updateItem(state: CartState, id: string, fields: Partial<CartItemInput>): CartState {
  if (!id) return state;
  return withItems(
    state,
    state.items.map((item) => (item.id === id ? { ...item, ...fields, id: item.id } : item) as CartItem),
  );
}

/** Sets an item's quantity; zero or less removes it, an unknown id fails. */
export function updateItemQuantity(state: CartState, id: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, id);
  if (!state.items.some((item) => item.id === id)) throw new Error(cartErrors.unknownItem);
  return updateItem(state, id, { quantity });
}

export function removeItem(state: CartState, id: string): CartState {
  if (!id) return state;
  return withItems(
    state,
    state.items.filter((item) => item.id !== id),
  );
}

/** Empties the cart the way react-use-cart does: back to the initial state, metadata included. */
export const emptyCart = (): CartState => emptyCartState();

export const setCartMetadata = (state: CartState, metadata: CartMetadata): CartState => ({
  ...state,
  metadata: { ...metadata },
});

export const updateCartMetadata = (state: CartState, metadata: CartMetadata): CartState => ({
  ...state,
  metadata: { ...state.metadata, ...metadata },
});

export const clearCartMetadata = (state: CartState): CartState => ({ ...state, metadata: {} });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a stored cart. Items without an id or a finite price, and non-positive quantities, are
 * dropped; totals are recomputed rather than trusted. Anything unreadable is an empty cart.
 */
export function readCart(stored: string | null | undefined): CartState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? "null");
  } catch {
    return emptyCartState();
  }
  if (!isRecord(parsed)) return emptyCartState();
  const id = typeof parsed.id === "string" ? parsed.id : undefined;
  const items = (Array.isArray(parsed.items) ? parsed.items : []).filter(
    (item): item is CartItem =>
      isRecord(item) &&
      typeof item.id === "string" &&
      item.id !== "" &&
      Number.isFinite(item.price) &&
      Number.isSafeInteger(item.quantity) &&
      (item.quantity as number) > 0,
  );
  return withItems({ ...emptyCartState(id), metadata: isRecord(parsed.metadata) ? parsed.metadata : {} }, items);
}

/** The storage key of a cart: SPEC §3 prefix, with the cart id appended when one is supplied. */
export const cartStorageKey = (cartId?: string): string => (cartId ? `react-use-cart-${cartId}` : "react-use-cart");

/**
 * The id of a cart line: the product, its variant and its option choices (issue #10 item 2), so the
 * same product with other choices is another line.
 * @example cartLineId(12, 40, [7, 3]) === "p12-v40-c3.7"
 */
export function cartLineId(productId: number, variantId?: number | null, choiceIds: readonly number[] = []): string {
  const choices = [...new Set(choiceIds)].sort((a, b) => a - b);
  return [`p${productId}`, variantId ? `v${variantId}` : "", choices.length > 0 ? `c${choices.join(".")}` : ""]
    .filter(Boolean)
    .join("-");
}
