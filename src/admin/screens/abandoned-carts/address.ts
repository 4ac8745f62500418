// The abandoned-carts list's address (SPEC §2: list pages keep their query in the address): beside
// the kit's `?search=&sort=&page=&perPage=`, the API's `state` filter. The lists come from
// core/cart-states.ts, which has no arktype types to run at the main chunk's start (decision 0055).
import { type } from "arktype";
import { abandonedCartSorts, cartStates } from "../../../../core/cart-states.ts";

export const cartListSorts = abandonedCartSorts;
export const cartStateChoices = cartStates;

export const cartAddressFilters = { state: type.enumerated(...cartStates) };
