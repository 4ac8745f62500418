// The checkout's inputs and answers (issue #10 item 12): POST /api/checkout/quote and POST
// /api/orders take the same body. Prices never travel from the client: a line names what is bought
// and how many, and the server prices it from the database. Money in the answers is minor units.
import { type } from "arktype";
import { maxCheckoutLines, maxChoicesPerLine } from "../checkout/money-bounds.ts";
import type { PaymentKind } from "../checkout/payment-methods.ts";
import { lineQuantity, optionalText } from "../validation/rules.ts";
import type { ApprovalReason } from "../company/roles.ts";

export { maxCheckoutLines };

/** A positive whole database id, as JSON sends it. */
const entityId = type("number.integer > 0").configure({ message: "errors.invalidInput" });

/** One line of the cart: a product, optionally one of its variants and option choices. */
export const CheckoutLine = type({
  productId: entityId,
  "variantId?": entityId.or("null"),
  // SPEC §5 option selections; duplicates are refused by the selection rules on the server
  "choiceIds?": entityId.array().atMostLength(maxChoicesPerLine),
  // Decision 0074: at most 50,000 units, so every total stays exact
  quantity: lineQuantity(),
}).onUndeclaredKey("delete");
export type CheckoutLine = typeof CheckoutLine.infer;

export const CheckoutRequest = type({
  lines: CheckoutLine.array().atMostLength(maxCheckoutLines),
  // The cart page asks for a quote without an address (no delivery, no payment methods yet);
  // placing an order without one is "Please complete your address information"
  "addressId?": entityId.or("null"),
  "paymentMethodId?": entityId.or("null"),
  "couponCode?": optionalText({ max: 40 }),
  "note?": optionalText({ max: 1000 }),
  // The buyer's own purchase-order reference, shown on the order, its emails and its invoice
  "purchaseOrderReference?": optionalText({ max: 60 }),
  // Only a salesperson sends it, for one of their own customers
  "customerId?": entityId.or("null"),
  // The grand total (minor units) the buyer confirmed, sent with an order kept on a phone while
  // offline (decision 0097): a server total that differs refuses the order (order_total_changed)
  "expectedGrandTotal?": type("number.integer >= 0").or("null"),
  // An accepted quote of the buyer's (decision 0104): its lines and quantities are charged at its
  // unit prices instead of the lines sent, until its expiry day, once
  "quoteId?": entityId.or("null"),
}).onUndeclaredKey("delete");
export type CheckoutRequest = typeof CheckoutRequest.infer;

/** A priced line of a quote or an order. */
export interface PricedLine {
  productId: number;
  variantId: number | null;
  choiceIds: number[];
  title: string;
  sku: string;
  quantity: number;
  /** The shelf price of one unit (the discount price when there is one), without the choices. */
  unitPrice: number;
  /** The option choices' price deltas of one unit, summed. */
  selectionsPrice: number;
  selections: {
    optionGroupId: number;
    optionChoiceId: number;
    groupName: string;
    choiceName: string;
    priceDelta: number;
  }[];
  /** The variant's attributes and values (Size: XL, Colour: White), in the attributes' order; empty without a variant. */
  variantValues: { attribute: string; value: string }[];
  /** (unitPrice + selectionsPrice) × quantity. */
  lineTotal: number;
  vatRateBasisPoints: number;
}

export interface DeliveryOption {
  zoneId: number;
  zoneName: string;
  charge: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
  /** The first and last day the order may arrive (UTC midnights, epoch ms), counted from today. */
  earliestDelivery: number;
  latestDelivery: number;
}

export interface QuotePaymentMethod {
  id: number;
  kind: PaymentKind;
  name: string;
  note: string | null;
  provider: string | null;
  minLimit: number | null;
  maxLimit: number | null;
}

/** The answer of POST /api/checkout/quote. Every total is computed on the server. */
export interface Quote {
  subTotal: number;
  selectionsTotal: number;
  discountTotal: number;
  vatTotal: number;
  shippingCost: number;
  grandTotal: number;
  uniqueItemsCount: number;
  totalItemsCount: number;
  currency: string;
  lines: PricedLine[];
  /** VAT by rate (SPEC §3 tax groups), lowest rate first; their `vat` adds up to `vatTotal`. */
  vatGroups: { rateBasisPoints: number; taxable: number; vat: number }[];
  deliveryOptions: DeliveryOption[];
  paymentMethods: QuotePaymentMethod[];
  couponCode: string | null;
  /**
   * POST /api/checkout/quote only: why the signed-in colleague must send this order for their
   * company owner's approval instead of placing it (decision 0103); null: they may place it.
   */
  approval?: ApprovalReason | null;
}

/** The answer of POST /api/orders (201), and of the same key again. */
export interface PlacedOrder {
  id: number;
  number: string;
  status: string;
  grandTotal: number;
  currency: string;
  /** Where to send the buyer to pay, for online kinds; null otherwise. */
  paymentUrl: string | null;
  /** The token of /success/{token} and /failure/{token}. */
  paymentToken: string | null;
}
