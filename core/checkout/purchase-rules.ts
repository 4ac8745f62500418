// The rules a cart line must keep (SPEC §5 Cart and Option selections; issue #10 item 2), written
// once: the product page, the quick order pad and the cart preview them in the browser, and the
// checkout API enforces them on the server, where the answer counts (ARCHITECTURE §2).

/**
 * What limits the quantity of one stock-keeping unit (a product without variants, or one variant):
 * the wholesale minimum and case size of its product, the stock, and the site's max per product
 * (SPEC §3 site settings), which applies to each stock-keeping unit (decision 0050).
 */
export interface QuantityLimits {
  minOrderQuantity: number;
  packSize: number;
  stock: number;
  maxPerProduct: number;
}

/** A broken quantity rule, as an API error code with its message's parameters. */
export type QuantityProblem =
  | { code: "below_minimum"; params: { min: number } }
  | { code: "not_whole_packs"; params: { pack: number } }
  | { code: "not_enough_stock"; params: { max: number } };

/** The most of a stock-keeping unit one order may hold: stock and max per product, in whole cases. */
export function maxOrderable(limits: QuantityLimits): number {
  const cap = Math.max(0, Math.min(limits.stock, limits.maxPerProduct));
  const packs = Math.floor(cap / limits.packSize) * limits.packSize;
  return packs >= limits.minOrderQuantity ? packs : 0;
}

/**
 * Checks the total quantity of one stock-keeping unit in an order (all its lines together).
 * @example checkQuantity(30, { minOrderQuantity: 12, packSize: 6, stock: 100, maxPerProduct: 500 }) === null
 */
export function checkQuantity(quantity: number, limits: QuantityLimits): QuantityProblem | null {
  const max = maxOrderable(limits);
  if (quantity > max) return { code: "not_enough_stock", params: { max } };
  if (quantity < limits.minOrderQuantity) return { code: "below_minimum", params: { min: limits.minOrderQuantity } };
  if (quantity % limits.packSize !== 0) return { code: "not_whole_packs", params: { pack: limits.packSize } };
  return null;
}

/** What adding to the cart answers (SPEC §8): the quantity to add, or why nothing is added. */
export type AddOutcome =
  | { ok: true; quantity: number }
  | { ok: false; reason: "max_stock_added" }
  | { ok: false; reason: QuantityProblem["code"]; params: Record<string, number> };

/**
 * Adding `requested` to the `inCart` quantity already there: "Max stock added" when the cart holds
 * the most it may already, else the quantity rules on the new total.
 */
export function checkAdd(requested: number, inCart: number, limits: QuantityLimits): AddOutcome {
  const max = maxOrderable(limits);
  if (inCart > 0 && inCart >= max) return { ok: false, reason: "max_stock_added" };
  const problem = checkQuantity(inCart + requested, limits);
  return problem ? { ok: false, reason: problem.code, params: problem.params } : { ok: true, quantity: requested };
}

/** An option group of a product, as the selection rules need it (SPEC §3 Option group). */
export interface OptionGroupRule {
  id: number;
  isRequired: boolean;
  minSelections: number;
  maxSelections: number | null;
  choiceIds: readonly number[];
}

/**
 * SPEC §5 option selections: every choice belongs to one of the product's groups and is chosen
 * once; a required group has a choice; a group with choices has at least its min and at most its
 * max. False is SPEC §8 "incorrect selections".
 */
export function areSelectionsValid(groups: readonly OptionGroupRule[], choiceIds: readonly number[]): boolean {
  if (new Set(choiceIds).size !== choiceIds.length) return false;
  const known = new Set(groups.flatMap((group) => group.choiceIds));
  if (!choiceIds.every((id) => known.has(id))) return false;
  return groups.every((group) => {
    const count = choiceIds.filter((id) => group.choiceIds.includes(id)).length;
    if (count === 0) return !group.isRequired;
    return count >= Math.max(group.minSelections, 1) && (group.maxSelections === null || count <= group.maxSelections);
  });
}
