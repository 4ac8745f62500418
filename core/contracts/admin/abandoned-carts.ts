// Abandoned carts in the back office (issue #21 items 5 and 8, decision 0093):
// /api/admin/abandoned-carts. A signed-in customer's cart is mirrored to the server
// (workers/api/account/save-cart.ts), one per customer, so a cart's id is its customer's id. The
// list filters by the SPEC §4 states and searches the customer; the detail has the lines; a
// reminder emails the buyer a link back to their cart, at most once a week per cart.
import { type } from "arktype";
import { abandonedCartSorts, cartStates, type CartState } from "../../cart-states.ts";
import { adminListQuery, type AdminListPage } from "../admin-resources.ts";

export {
  abandonedCartSorts,
  cartReminderIntervalMs,
  cartStates,
  type AbandonedCartSort,
  type CartState,
} from "../../cart-states.ts";

/**
 * The carts list: `search` (the customer's names, company or email), `state`, with the kit's
 * `sort`, `page` and `perPage`. Latest activity first unless `sort` says otherwise.
 * @example ?state=left&sort=-value
 */
export const AbandonedCartListQuery = adminListQuery(abandonedCartSorts, {
  state: type.enumerated(...cartStates).configure({ message: "errors.invalidInput" }),
});
export type AbandonedCartListQuery = typeof AbandonedCartListQuery.infer;

/** The cart's customer. */
export interface CartCustomer {
  id: number;
  name: string;
  companyName: string;
  email: string;
}

/** A row of the carts list; `id` is the customer's id. Money in minor units, times in epoch ms. */
export interface AbandonedCartRow {
  id: number;
  customer: CartCustomer;
  state: CartState;
  /** How many pieces (the sum of the lines' quantities). */
  totalItems: number;
  value: number;
  lastActivity: number;
  remindedAt: number | null;
}

/** How many carts each state tab holds under the search, and all of them. */
export type CartStateCounts = Record<CartState | "all", number>;

export type AbandonedCartListPage = AdminListPage<AbandonedCartRow> & { counts: CartStateCounts };

/** A line of the cart as the mirror stored it, named by the product (or variant) it is of now. */
export interface AbandonedCartLine {
  /** Null when the product was deleted since. */
  title: string | null;
  sku: string | null;
  quantity: number;
  /** The unit price when the cart was last saved. */
  price: number;
}

export interface AbandonedCartDetail extends AbandonedCartRow {
  lines: AbandonedCartLine[];
  /** When a reminder can go out again; null when it can now (or the cart has nothing to remind of). */
  nextReminderAt: number | null;
}
