// What the cart page and the quick order pad read and write in a cart item (issue #10 items 2–4):
// react-use-cart's `{ id, price, quantity, itemTotal }` plus the shop's own fields, the same shape
// wherever an item is added (product page, quick order pad, reorder). The price is display only.
import type { CheckoutLine, PricedLine, Quote } from "../../core/contracts/checkout.ts";
import type { CartLineFields } from "../../core/contracts/purchase.ts";
import { cartLineId, type CartItem } from "./cart.ts";

/**
 * A cart item with the shop's fields (`CartLineFields`, written by every adder: product page,
 * cards, quick order pad, reorder); any of them may be missing from a cart another app wrote.
 */
export interface ShopCartItem extends CartItem, Partial<Omit<CartLineFields, "id" | "price">> {
  /** The variant's values ("M / Black"), when the line is a variant. */
  variantName?: string | null;
  /** The option choices' names, as the product page showed them. */
  options?: string[];
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The checkout line an item stands for, or null when it names no product (an item of another app). */
export function checkoutLine(item: ShopCartItem): CheckoutLine | null {
  if (!isId(item.productId)) return null;
  const choiceIds = Array.isArray(item.choiceIds) ? item.choiceIds.filter(isId) : [];
  return {
    productId: item.productId,
    variantId: isId(item.variantId) ? item.variantId : null,
    ...(choiceIds.length > 0 ? { choiceIds } : {}),
    quantity: item.quantity,
  };
}

/** The case size and minimum of an item: whole positive numbers, 1 when missing. */
export function itemSteps(item: ShopCartItem): { packSize: number; minOrderQuantity: number } {
  const packSize = isId(item.packSize) ? item.packSize : 1;
  const minOrderQuantity = isId(item.minOrderQuantity) ? item.minOrderQuantity : packSize;
  return { packSize, minOrderQuantity };
}

/** Pairs the quote's lines with the cart's items: the same product, variant and choices. */
export function quotedLines(quote: Pick<Quote, "lines">): Map<string, PricedLine> {
  return new Map(quote.lines.map((line) => [cartLineId(line.productId, line.variantId, line.choiceIds), line]));
}

/** The id the quote's line for an item is filed under (the item's own id may come from another app). */
export function quoteKey(item: ShopCartItem): string | null {
  const line = checkoutLine(item);
  return line ? cartLineId(line.productId, line.variantId, line.choiceIds ?? []) : null;
}

/** The unit price a quote's line asks: the shelf price and the chosen options' prices. */
export const quotedUnitPrice = (line: PricedLine) => line.unitPrice + line.selectionsPrice;

/**
 * The item each of an API refusal's per-line messages is about: checkout answers name lines as
 * `lines.<index>` of the request (workers/lib/errors.ts), here the items that were sent, in order.
 */
export function lineMessages(
  errors: Record<string, string> | undefined,
  sentItemIds: readonly string[],
): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [field, message] of Object.entries(errors ?? {})) {
    const match = /^lines\.(\d+)/.exec(field);
    const id = match ? sentItemIds[Number(match[1])] : undefined;
    if (id) messages.set(id, messages.has(id) ? `${messages.get(id)} ${message}` : message);
  }
  return messages;
}
