// The order list's address (SPEC §2: list pages keep their query in the address): beside the kit's
// `?search=&sort=&page=&perPage=`, every filter of the orders API (core/contracts/admin/orders.ts)
// under the API's own name, so the address is the API's query and the CSV's. Each value is checked
// on its own and a bad one dropped (decision 0055), never an error page.
import { type } from "arktype";
import type { OrderSort, PaymentStateFilter } from "../../../../core/contracts/admin/orders.ts";
import { orderStatuses } from "../../../../core/orders/order-status.ts";
import { paymentStates } from "../../../../core/orders/payment-state.ts";
import { parseIsoDay } from "../../../../core/validation/rules.ts";

// The routes are in the admin app's main chunk, which must not run the orders contract's arktype
// types at start (decision 0055: only the path, the search schema and the id rule are there), so
// the contract's lists are written here again, typed by it; address.test.ts holds them equal.

/** The API's sort fields (the contract's `orderSorts`). */
export const orderListSorts = [
  "placedAt",
  "orderNumber",
  "grandTotal",
  "customerName",
  "status",
] as const satisfies readonly OrderSort[];

/** The payment filter's values (the contract's `paymentStateFilters`). */
export const paymentStateChoices = [...paymentStates, "awaiting"] as const satisfies readonly PaymentStateFilter[];

const id = type(/^[1-9]\d{0,11}$/);
/** A day as the native date picker and the API write it: YYYY-MM-DD, a real day from 1900 to 2099. */
const day = type("string").narrow((value) => parseIsoDay(value) !== null);

/** The order list's filters as the address takes them: each value's rule, by the API's name. */
export const orderAddressFilters = {
  status: type.enumerated(...orderStatuses),
  from: day,
  to: day,
  customer: id,
  salesperson: type(/^([1-9]\d{0,11}|none)$/),
  paymentMethod: id,
  shippingZone: id,
  hasReturn: type("'true' | 'false'"),
  paymentState: type.enumerated(...paymentStateChoices),
};
