// What adding to the cart needs to know (issue #10 item 2): GET /api/purchase/products/{id}
// answers it live beside the cached product page (decision 0050), and the product page renders
// the same shape from its own data until the live answer comes. Money in minor units.
import type { QuantityLimits } from "../checkout/purchase-rules.ts";

/** Who is asking, as far as adding to the cart goes (SPEC §4 account states, §6 roles). */
export type PurchaseBuyer =
  | { kind: "guest" }
  | { kind: "customer"; status: "unverified" | "unapproved" | "approved"; isRestricted: boolean }
  | { kind: "salesperson" }
  /** An admin taking a phone order (decision 0098): orders for a customer as a salesperson does. */
  | { kind: "admin" };

/** A quantity break of a price (decision 0101): from `minQuantity` units on a line, `unitPrice` each. */
export interface PurchaseBreak {
  minQuantity: number;
  unitPrice: number;
}

/** One variant (SPEC §3 Variant): its attribute values, price and stock when the buyer may see them. */
export interface PurchaseVariant {
  id: number;
  code: string;
  /** Attribute and value pairs in the attributes' order, e.g. Size: XL, Colour: White. */
  values: { attribute: string; value: string }[];
  /** Null unless the buyer may see prices (SPEC §1). */
  price: number | null;
  /** The breaks of its price, ascending; empty when it has none or the buyer may not see prices. */
  breaks: PurchaseBreak[];
  /** Null unless the buyer is approved (issue #10 item 2: approved buyers see the stock available). */
  stock: number | null;
  isAvailable: boolean;
}

/** An option group with its choices (SPEC §3 Option group). */
export interface PurchaseOptionGroup {
  id: number;
  name: string;
  note: string | null;
  isRequired: boolean;
  minSelections: number;
  maxSelections: number | null;
  choices: { id: number; name: string; priceDelta: number | null }[];
}

export interface PurchaseProduct {
  id: number;
  title: string;
  sku: string;
  slug: string;
  imageUrl: string | null;
  /** Listed, available and (without variants) in stock. */
  isAvailable: boolean;
  /** The price paid (the discount price when set); null unless the buyer may see prices. */
  price: number | null;
  /** The breaks of its price, ascending; empty when it has none or the buyer may not see prices. */
  breaks: PurchaseBreak[];
  minOrderQuantity: number;
  packSize: number;
  /** SPEC §3 site setting "max quantity per product"; null until the live answer came. */
  maxPerProduct: number | null;
  /** Null for products with variants (each variant has its own) and for buyers not approved. */
  stock: number | null;
  variants: PurchaseVariant[];
  optionGroups: PurchaseOptionGroup[];
  /** Null until the live answer came (the cached page does not know who is looking). */
  buyer: PurchaseBuyer | null;
}

/**
 * A cart item as every island and script adds it: react-use-cart's `id`, `price` (display only:
 * the server prices again) and `quantity`, and what the cart page and the checkout need.
 */
export interface CartLineFields {
  id: string;
  price: number;
  productId: number;
  variantId: number | null;
  choiceIds: number[];
  title: string;
  sku: string;
  slug: string;
  imageUrl: string | null;
  minOrderQuantity: number;
  packSize: number;
  /** The option choices as "group: choice", for the cart to show before the server names them. */
  options?: string[];
}

/**
 * The unit price a line of `quantity` units shows: the highest break it reaches, else the price
 * (as `resolveLinePrice` charges it; the quote stays the authority).
 * @example breakPrice(4_800, [{ minQuantity: 12, unitPrice: 4_500 }], 12) // 4_500
 */
export function breakPrice(price: number, breaks: readonly PurchaseBreak[], quantity: number): number {
  return breaks.findLast((step) => step.minQuantity <= quantity)?.unitPrice ?? price;
}

/** The quantity limits of a stock-keeping unit, with unknown stock or max as no limit (the server checks). */
export function quantityLimits(product: PurchaseProduct, variant?: PurchaseVariant | null): QuantityLimits {
  const stock = variant ? variant.stock : product.stock;
  return {
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    stock: stock ?? Number.MAX_SAFE_INTEGER,
    maxPerProduct: product.maxPerProduct ?? Number.MAX_SAFE_INTEGER,
  };
}
