// The cart's own calls (issue #10 items 3, 4, 11; decision 0051): the quick order pad's code
// lookup, the salesperson's customer search, and the mirror of a signed-in customer's cart.
import { type } from "arktype";
import type { QuantityLimits } from "../checkout/purchase-rules.ts";
import { maxSkuLength } from "../checkout/parse-quick-order.ts";
import { maxCheckoutLines, maxChoicesPerLine } from "../checkout/money-bounds.ts";
import { lineQuantity, optionalText } from "../validation/rules.ts";

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
   * The line needs choosing on the product page first: required option groups (SPEC §5), or a
   * product with variants asked for by its own SKU.
   */
  needsOptions: boolean;
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

/** GET /api/salesperson/customers: the salesperson's own customers, optionally searched. */
export const CustomerSearch = type({ "search?": optionalText({ max: 100 }) }).onUndeclaredKey("delete");
export type CustomerSearch = typeof CustomerSearch.infer;

/** One of a salesperson's customers, as the cart's picker lists them. */
export interface SalespersonCustomer {
  id: number;
  name: string;
  companyName: string;
  email: string;
  userCode: string | null;
  /** Whether this customer may order now (approved and unrestricted, SPEC §4, decision 0012). */
  canOrder: boolean;
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
