// The messages adding to the cart may answer (src/stores/add-to-cart.ts), apart from the cart store
// so a page can pick them for its locale without loading the store on the server.
import type { MessageKey } from "../../i18n/index.ts";

/** Every message adding may answer. */
export const addMessages = [
  "cart.loginRequired",
  "auth.login.unverified",
  "auth.login.unapproved",
  "errors.accountRestricted",
  "cart.unavailable",
  "purchase.options.incorrect",
  "cart.maxStock",
  "cart.notEnough",
  "cart.belowMinimum",
  "cart.notWholePacks",
  "cart.alreadyAdded",
  "purchase.added",
] as const satisfies readonly MessageKey[];
export type AddMessage = (typeof addMessages)[number];

/** What the cards' Add to cart buttons may say (src/scripts/add-to-cart-buttons.ts). */
export const cartButtonMessages = [...addMessages, "errors.network"] as const satisfies readonly MessageKey[];
