// SPEC §4 abandoned-cart states, shared by the carts table and the back office (decision 0093).

/** No items, at least one item, one week passed without a change. */
export const cartStates = ["empty", "active", "left"] as const;
export type CartState = (typeof cartStates)[number];

/** A cart takes at most one reminder in this long (issue #21 item 5: "at most once per cart per week"). */
export const cartReminderIntervalMs = 7 * 24 * 60 * 60 * 1000;
