// SPEC §4 abandoned-cart states, shared by the carts table, the API and the back office's address
// (decision 0093): plain lists, so the admin app's main chunk reads them without the contract's types.

/** No items, at least one item, one week passed without a change. */
export const cartStates = ["empty", "active", "left"] as const;
export type CartState = (typeof cartStates)[number];

/** A cart takes at most one reminder in this long (issue #21 item 5: "at most once per cart per week"). */
export const cartReminderIntervalMs = 7 * 24 * 60 * 60 * 1000;

/** What the abandoned-carts list sorts by. */
export const abandonedCartSorts = ["lastActivity", "value"] as const;
export type AbandonedCartSort = (typeof abandonedCartSorts)[number];
