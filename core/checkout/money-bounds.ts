// How large prices and quantities may be (issue #19 item 6, decision 0074). Money is integer minor
// units in JavaScript numbers (decision 0046), exact up to Number.MAX_SAFE_INTEGER (2^53 − 1, about
// 9.007 × 10^15); every sum the checkout and the admin compute must stay below it, or a total is
// silently rounded. The bounds below are the field rules' maxima (core/validation/rules.ts), so the
// API and the forms refuse a value above them with a field message, and together they keep the
// largest possible order exact:
//
//   a unit                 ≤ maxPrice + maxChoicesPerLine × maxPriceDelta   = 1.5 × 10^8
//   a line                 ≤ that × maxLineQuantity                          = 7.5 × 10^12
//   the goods (sub-total + selections) ≤ maxCheckoutLines lines              = 3.75 × 10^15
//   VAT                    ≤ the goods (a tax group's rate is at most 100 %, its CHECK)
//   the discount           ≤ the goods (decision 0046), so it only lowers the total
//   delivery               ≤ maxDeliveryCharge
//   the grand total        ≤ 2 × goods + delivery = maxOrderTotal            ≈ 7.5 × 10^15 < 9.007 × 10^15
//
// Stock is bounded too: a product's stock is the sum of up to 1,000 variants' (decision 0058).

/** A unit's price, discount price or a variant's price: 1,000,000.00 in minor units. */
export const maxPrice = 100_000_000;

/** An option choice's addition to a unit's price: 10,000.00 in minor units. */
export const maxPriceDelta = 1_000_000;

/** The most option choices one line may name. */
export const maxChoicesPerLine = 50;

/**
 * The most units one line may order; a product's minimum order and pack, and the site's maximum
 * per product (SPEC §3), stay within it too.
 */
export const maxLineQuantity = 50_000;

/** The most lines one order may have: a quick-order pad of a large wholesale order fits. */
export const maxCheckoutLines = 500;

/** A tax group's highest rate, in basis points (100 %; the tax_groups_rate_range CHECK). */
export const maxVatBasisPoints = 10_000;

/** The highest delivery charge a shipping rate may ask: 1,000,000.00 in minor units. */
export const maxDeliveryCharge = 100_000_000;

/** The most units a product or a variant may hold in stock (1,000 variants' sum stays exact). */
export const maxStock = 1_000_000_000;

/** The largest goods total the bounds allow: every line at the highest unit price and quantity. */
export const maxGoodsTotal = maxCheckoutLines * (maxPrice + maxChoicesPerLine * maxPriceDelta) * maxLineQuantity;

/** The largest grand total the bounds allow (VAT at 100 %, no discount, the highest delivery charge). */
export const maxOrderTotal = maxGoodsTotal + (maxGoodsTotal * maxVatBasisPoints) / 10_000 + maxDeliveryCharge;

/**
 * Whether every total of an order is an exact integer. Within the bounds it always is; rows written
 * outside the field rules (a delivery charge or a price set in the database by hand) could still
 * push one past Number.MAX_SAFE_INTEGER, where it would be rounded: such an order is refused.
 */
export function areTotalsExact(totals: {
  subTotal: number;
  selectionsTotal: number;
  vatTotal: number;
  shippingCost: number;
  grandTotal: number;
}): boolean {
  return [
    totals.subTotal,
    totals.selectionsTotal,
    totals.subTotal + totals.selectionsTotal,
    totals.vatTotal,
    totals.shippingCost,
    totals.grandTotal,
  ].every(Number.isSafeInteger);
}
