// Saved order lists (issue #23 item 6, decision 0099): the customer's `/api/account/lists…` and
// their salesperson's `/api/sales/customers/{id}/lists…` take the same bodies. A line names what
// the cart's line names (a product, its variant, option choices) and how many; never a price.
import { type } from "arktype";
import { maxCheckoutLines } from "../checkout/money-bounds.ts";
import { maxSkuLength } from "../checkout/parse-quick-order.ts";
import { lineQuantity, requiredText, title } from "../validation/rules.ts";
import { CheckoutLine } from "./checkout.ts";

/** A list's name: SPEC §9 "names and titles at least 3 characters", short enough for a button. */
export const orderListNameLength = { min: 3, max: 60 } as const;

/** The most lines a list keeps: what one order may have, so a whole list always fits the cart. */
export const maxOrderListLines = maxCheckoutLines;

/** The most lists one customer keeps. */
export const maxOrderLists = 50;

const name = title({ max: orderListNameLength.max, message: "orderLists.name.required" });

/**
 * POST …/lists: a new list, empty or with lines (the cart saved as a list). Lines of the same
 * product, variant and choices are one line (their quantities added), as the cart keeps them.
 */
export const OrderListInput = type({
  name,
  "lines?": CheckoutLine.array().narrow(
    (lines, ctx) => lines.length <= maxOrderListLines || ctx.reject({ message: "orderLists.lines.tooMany" }),
  ),
}).onUndeclaredKey("delete");
export type OrderListInput = typeof OrderListInput.infer;

/** PUT …/lists/{id}: the list renamed. */
export const OrderListRename = type({ name }).onUndeclaredKey("delete");
export type OrderListRename = typeof OrderListRename.infer;

/** POST …/lists/{id}/lines: a line added by code, as on the quick order pad (a product SKU or a variant code). */
export const OrderListLineAdd = type({
  sku: requiredText({ max: maxSkuLength, message: "orderLists.sku.required" }),
  quantity: lineQuantity(),
}).onUndeclaredKey("delete");
export type OrderListLineAdd = typeof OrderListLineAdd.infer;

/** PUT …/lists/{id}/lines/{lineId}: a line's new quantity (within the cart's bounds, decision 0074). */
export const OrderListLineQuantity = type({ quantity: lineQuantity() }).onUndeclaredKey("delete");
export type OrderListLineQuantity = typeof OrderListLineQuantity.infer;

/** One list as the lists page shows it. */
export interface OrderListSummary {
  id: number;
  name: string;
  lineCount: number;
  createdBy: "customer" | "salesperson";
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
}

/** One line of a list with today's catalogue facts, for its page and for sending it to the cart. */
export interface OrderListLineView {
  id: number;
  productId: number;
  variantId: number | null;
  choiceIds: number[];
  quantity: number;
  /** The product SKU or the variant code. */
  sku: string;
  title: string;
  /** The variant's values ("M / Black"). */
  variantName: string | null;
  slug: string;
  image: string | null;
  packSize: number;
  minOrderQuantity: number;
  /** Listed and available, the variant too (SPEC §4 availability): what the cart would take. */
  isAvailable: boolean;
}

/** GET …/lists/{id}: the list and its lines, oldest first. */
export interface OrderListDetail {
  list: OrderListSummary;
  lines: OrderListLineView[];
}
