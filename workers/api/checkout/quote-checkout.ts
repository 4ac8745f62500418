import type { CheckoutRequest, Quote } from "../../../core/contracts/checkout.ts";
import { approvalReason } from "../../../core/company/roles.ts";
import type { Db } from "../../../db/client.ts";
import type { Orderer } from "../auth/shopper.ts";
import { monthSpend } from "../company/approval-rules.ts";
import { priceCheckout, type PricingContext } from "./price-checkout.ts";

/**
 * The server's totals for a cart (issue #10 item 12): the cart page asks without an address (no
 * delivery or payment methods yet), the checkout with one. Refuses what placing would refuse. For
 * a company's colleague it also says whether placing it needs the owner's approval, and why
 * (decision 0103): the checkout then offers to send it for approval instead.
 */
export async function quoteCheckout(
  db: Db,
  shopper: Orderer,
  request: CheckoutRequest,
  context: PricingContext,
): Promise<Quote> {
  const { quote } = await priceCheckout(db, shopper, request, context, { needsOrder: false });
  const colleague = shopper.kind === "customer" ? shopper.colleague : undefined;
  if (!colleague) return { ...quote, approval: null };
  const [spent] = await monthSpend(db, colleague.id, context.monthStart);
  return { ...quote, approval: approvalReason(colleague, quote.grandTotal, spent?.total ?? 0) };
}
