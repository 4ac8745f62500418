// Adding to the cart (issue #10 item 2, decision 0050), one way for the product page, its variant
// matrix and the product cards' buttons: who may add, option selections (SPEC §5), the wholesale
// quantity rules and stock (core/checkout/purchase-rules.ts), then the cart store. The browser's
// answer is a preview; the checkout API checks every rule again.
import { areSelectionsValid, checkAdd } from "../../core/checkout/purchase-rules.ts";
import {
  quantityLimits,
  type CartLineFields,
  type PurchaseProduct,
  type PurchaseVariant,
} from "../../core/contracts/purchase.ts";
import type { AddMessage } from "./add-to-cart-messages.ts";
export { addMessages, type AddMessage } from "./add-to-cart-messages.ts";
import * as ops from "./cart-state.ts";
import { cart, cartLineId, type CartState, type CartStore } from "./cart.ts";

/** One line to add: a product, maybe one of its variants, option choices and a quantity. */
export interface AddRequest {
  product: PurchaseProduct;
  variant: PurchaseVariant | null;
  choiceIds: readonly number[];
  quantity: number;
}

/** Why nothing was added, as the SPEC §8 message to show and its parameters. */
export interface AddRefusal {
  message: AddMessage;
  params: Record<string, string | number>;
  /** A guest is offered the sign-in page and back. */
  needsSignIn?: boolean;
}

/**
 * Who may add (decision 0050): a guest is asked to log in (SPEC §8), an account not yet verified
 * or approved or a restricted one is told why it cannot order (SPEC §4, decision 0012).
 */
export function buyerRefusal(product: PurchaseProduct): AddRefusal | null {
  const buyer = product.buyer;
  if (!buyer || buyer.kind === "guest") return { message: "cart.loginRequired", params: {}, needsSignIn: true };
  if (buyer.kind === "salesperson" || buyer.kind === "admin") return null;
  if (buyer.status === "unverified") return { message: "auth.login.unverified", params: {} };
  if (buyer.status === "unapproved") return { message: "auth.login.unapproved", params: {} };
  if (buyer.isRestricted) return { message: "errors.accountRestricted", params: {} };
  return null;
}

/** A product's option group as the selection rules take it. */
const toRule = (group: PurchaseProduct["optionGroups"][number]) => ({
  id: group.id,
  isRequired: group.isRequired,
  minSelections: group.minSelections,
  maxSelections: group.maxSelections,
  choiceIds: group.choices.map((choice) => choice.id),
});

/**
 * What refuses every line of a product alike: who is adding, then the option choices (SPEC §5
 * "incorrect selections"), which apply to all the product's lines.
 */
export function wholeRefusal(product: PurchaseProduct, choiceIds: readonly number[]): AddRefusal | null {
  const refused = buyerRefusal(product);
  if (refused) return refused;
  if (!areSelectionsValid(product.optionGroups.map(toRule), choiceIds)) {
    return { message: "purchase.options.incorrect", params: {} };
  }
  return null;
}

/** The title a line shows in messages: the product, and the variant's values when there is one. */
export function lineTitle(product: PurchaseProduct, variant: PurchaseVariant | null): string {
  return variant ? `${product.title} (${variant.values.map((value) => value.value).join(" / ")})` : product.title;
}

/** The cart item of a request: display price (unit price plus the choices' deltas) and the fields every cart reader needs. */
export function cartLine(request: AddRequest): CartLineFields {
  const { product, variant, choiceIds } = request;
  const chosen = product.optionGroups.flatMap((group) =>
    group.choices.filter((choice) => choiceIds.includes(choice.id)).map((choice) => ({ group, choice })),
  );
  const choices = chosen.map(({ choice }) => choice);
  const unit = (variant ? variant.price : product.price) ?? 0;
  return {
    id: cartLineId(product.id, variant?.id ?? null, choiceIds),
    price: unit + choices.reduce((sum, choice) => sum + (choice.priceDelta ?? 0), 0),
    productId: product.id,
    variantId: variant?.id ?? null,
    choiceIds: [...choiceIds].sort((a, b) => a - b),
    title: lineTitle(product, variant),
    sku: variant?.code ?? product.sku,
    slug: product.slug,
    imageUrl: product.imageUrl,
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    // What the cart shows of the choices until the server prices the line (issue #19 item 7).
    options: chosen.map(({ group, choice }) => `${group.name}: ${choice.name}`),
  };
}

/** What the cart already holds of one stock-keeping unit, over all its lines (other choices too). */
export function quantityInCart(state: CartState, productId: number, variantId: number | null): number {
  return state.items
    .filter((item) => item.productId === productId && (item.variantId ?? null) === variantId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** The refusal of one request against the cart as it is, or null when it may be added. */
export function checkRequest(state: CartState, request: AddRequest): AddRefusal | null {
  const { product, variant, choiceIds, quantity } = request;
  const refused = wholeRefusal(product, choiceIds);
  if (refused) return refused;
  const item = lineTitle(product, variant);
  if (!product.isAvailable || (variant && !variant.isAvailable))
    return { message: "cart.unavailable", params: { item } };
  const outcome = checkAdd(
    quantity,
    quantityInCart(state, product.id, variant?.id ?? null),
    quantityLimits(product, variant),
  );
  if (outcome.ok) return null;
  switch (outcome.reason) {
    case "max_stock_added":
      return { message: "cart.maxStock", params: {} };
    case "not_enough_stock":
      return { message: "cart.notEnough", params: { item, ...outcome.params } };
    case "below_minimum":
      return { message: "cart.belowMinimum", params: { item, ...outcome.params } };
    case "not_whole_packs":
      return { message: "cart.notWholePacks", params: { item, ...outcome.params } };
  }
}

/** The answer of adding several lines: each refused line by its index, or everything added. */
export type AddAnswer = { isAdded: true } | { isAdded: false; refusals: Map<number, AddRefusal> };

/**
 * Adds every request in one store update, or none of them when any is refused (decision 0050: a
 * matrix order goes in whole, so fixing a cell and adding again never doubles the others). Lines
 * of the same stock-keeping unit in one call count together.
 */
export function addToCart(requests: readonly AddRequest[], store: CartStore = cart): AddAnswer {
  let state = store.$cart.get();
  const refusals = new Map<number, AddRefusal>();
  requests.forEach((request, index) => {
    const refused = checkRequest(state, request);
    if (refused) refusals.set(index, refused);
    else state = ops.addItem(state, { ...cartLine(request) }, request.quantity);
  });
  if (refusals.size > 0) return { isAdded: false, refusals };
  store.setItems(state.items);
  return { isAdded: true };
}
