// Issue #19 item 5: the price a product is sold at, written once for the server (checkout, the
// purchase data, saved products) and the pages and islands that show it. Its SQL twin, for sorting
// and filtering in the database, is `shelfPriceSql` (workers/api/catalogue/product-cards.ts).

/** What a product's price is made of (SPEC §3: price, discount price), in minor units. */
export interface PricedProduct {
  price: number;
  discountPrice: number | null;
}

/**
 * The unit price a product is sold at: its discount price when it has one, else its price (the
 * schema keeps a discount price at or below the price). A variant's own price replaces both. A
 * product read for someone who may not see prices has neither (decision 0008): then null.
 * @example shelfPrice({ price: 12_500, discountPrice: 9_900 }) // 9_900
 */
export function shelfPrice(product: PricedProduct): number;
export function shelfPrice(product: { price: number | null; discountPrice: number | null }): number | null;
export function shelfPrice(product: { price: number | null; discountPrice: number | null }): number | null {
  return product.discountPrice ?? product.price;
}
