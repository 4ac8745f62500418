// The cart's own calls (issue #10 items 3, 4, 11; decision 0051): the quick order pad's code
// lookup and the mirror of a signed-in customer's cart (the salesperson's customer search is
// GET /api/sales/customers, core/contracts/sales.ts).
import { type } from "arktype";
import type { QuantityLimits } from "../checkout/purchase-rules.ts";
import { maxSkuLength } from "../checkout/parse-quick-order.ts";
import { maxCheckoutLines, maxChoicesPerLine } from "../checkout/money-bounds.ts";
import { lineQuantity } from "../validation/rules.ts";

const entityId = type("number.integer > 0").configure({ message: "errors.invalidInput" });

/** A product SKU or a variant code as typed on the pad. */
const code = type("string")
  .configure({ message: "errors.invalidInput" })
  .pipe((value) => value.trim())
  .narrow(
    (value, ctx) => (value !== "" && value.length <= maxSkuLength) || ctx.reject({ message: "errors.invalidInput" }),
  );

/** POST /api/purchase/lookup: the codes of the pad's lines, at most one order's lines. */
export const SkuLookup = type({
  skus: code.array().moreThanLength(0).atMostLength(maxCheckoutLines),
}).onUndeclaredKey("delete");
export type SkuLookup = typeof SkuLookup.infer;

/** An option group of a matched product (SPEC §3 Option group), its choices in the page's language. */
export interface SkuOptionGroup {
  id: number;
  name: string;
  isRequired: boolean;
  minSelections: number;
  maxSelections: number | null;
  choices: {
    id: number;
    name: string;
    /** The choice's name in every language, for what a line names to match in either. */
    names: string[];
    /** What the choice adds to the unit price; null when the caller may not see prices (SPEC §1). */
    priceDelta: number | null;
  }[];
}

/** What one code names: a product, or one variant of it, with what the pad needs to judge a line. */
export interface SkuMatch {
  /** The code as it was asked for. */
  sku: string;
  productId: number;
  variantId: number | null;
  /** The product SKU, or the variant code, as stored. */
  code: string;
  title: string;
  /** The variant's values ("M / Black"), when the code names a variant. */
  variantName: string | null;
  slug: string;
  image: string | null;
  /** Listed and available (SPEC §4 availability), and the variant too. */
  isAvailable: boolean;
  /**
   * A product with variants asked for by its own SKU: the line needs a variant, named by its code
   * or chosen on the product page.
   */
  needsVariant: boolean;
  /**
   * The product's option groups (SPEC §5 option selections), for the pad to take the choices named
   * after the quantity or offer them on the line (issue #19 item 7); empty without options.
   */
  optionGroups: SkuOptionGroup[];
  /** The unit price (display only), null when the caller may not see prices (SPEC §1). */
  price: number | null;
  minOrderQuantity: number;
  packSize: number;
  /** Stock and the site's max per product, only for approved buyers and salespeople (issue #10 item 2). */
  limits: QuantityLimits | null;
}

/** The answer of POST /api/purchase/lookup: every code found, and the ones nothing has. */
export interface SkuLookupResult {
  matches: SkuMatch[];
  unknown: string[];
}

/** One cart line as mirrored: only what identifies it and how many; the server prices it. */
export const MirroredLine = type({
  id: type("string")
    .configure({ message: "errors.invalidInput" })
    .narrow((v, ctx) => (v !== "" && v.length <= 200) || ctx.reject({ message: "errors.invalidInput" })),
  productId: entityId,
  "variantId?": entityId.or("null"),
  "choiceIds?": entityId.array().atMostLength(maxChoicesPerLine),
  quantity: lineQuantity(),
}).onUndeclaredKey("delete");
export type MirroredLine = typeof MirroredLine.infer;

/** PUT /api/account/cart: the whole cart, as the browser holds it now. */
export const CartMirror = type({
  items: MirroredLine.array().atMostLength(maxCheckoutLines),
}).onUndeclaredKey("delete");
export type CartMirror = typeof CartMirror.infer;
