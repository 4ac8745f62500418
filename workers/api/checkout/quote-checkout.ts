import type { CheckoutRequest, Quote } from "../../../core/contracts/checkout.ts";
import type { Db } from "../../../db/client.ts";
import type { Orderer } from "../auth/shopper.ts";
import { priceCheckout, type PricingContext } from "./price-checkout.ts";

/**
 * The server's totals for a cart (issue #10 item 12): the cart page asks without an address (no
 * delivery or payment methods yet), the checkout with one. Refuses what placing would refuse.
 */
export async function quoteCheckout(
  db: Db,
  shopper: Orderer,
  request: CheckoutRequest,
  context: PricingContext,
): Promise<Quote> {
  return (await priceCheckout(db, shopper, request, context, { needsOrder: false })).quote;
}
