// Price lists, customer groups and quantity breaks in the back office (issue #23 items 2 and 7,
// decision 0101): /api/admin/price-lists, /api/admin/customer-groups, /api/admin/price-breaks and
// a customer's group and own list (/api/admin/customers/{id}/pricing).
import { type } from "arktype";
import { maxLineQuantity } from "../../checkout/money-bounds.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { money, optionalDate, requiredText } from "../../validation/rules.ts";
import { adminListQuery } from "../admin-resources.ts";
import { maxCsvRows } from "./product-csv.ts";

const entityId = type("number.integer > 0").configure({ message: "errors.invalidInput" });

const priceListFields = type({
  name: requiredText({ max: 60 }),
  // DD/MM/YYYY, read as ISO days of the shop; both included, either open
  "startsOn?": optionalDate(),
  "endsOn?": optionalDate(),
  "active?": "boolean",
}).onUndeclaredKey("delete");

/** The last day not before the first (the price_lists_days_in_order CHECK), said at `endsOn`. */
const daysInOrder = (
  list: { startsOn?: string | null | undefined; endsOn?: string | null | undefined },
  ctx: { reject: (problem: { message: ValidationMessage; path: string[] }) => false },
) =>
  !(list.startsOn && list.endsOn && list.endsOn < list.startsOn) ||
  ctx.reject({ message: "admin.coupons.endsBeforeStart", path: ["endsOn"] });

/** A price list as the admin writes it: its name (unique), its first and last day, whether it is active. */
export const PriceListInput = priceListFields.narrow(daysInOrder);
export type PriceListInput = typeof PriceListInput.infer;

/** PATCH: any of the fields (the database's CHECK keeps the days in order against the saved ones). */
export const PriceListPatch = priceListFields.partial().narrow(daysInOrder);
export type PriceListPatch = typeof PriceListPatch.infer;

export const priceListSorts = ["name", "createdAt"] as const;
export const PriceListListQuery = adminListQuery(priceListSorts);

/** A row of the list, and the detail. */
export interface PriceListRow {
  id: number;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  /** How many products and variants it prices. */
  priceCount: number;
  /** The groups and companies it is assigned to. */
  groupCount: number;
  customerCount: number;
}

/** One price of a list: a product's (every variant of it) or one variant's, in minor units. */
const listPrice = type({
  productId: entityId,
  "variantId?": entityId.or("null"),
  unitPrice: money(),
}).onUndeclaredKey("delete");

/** PUT /api/admin/price-lists/{id}/prices/item: one price of the list, set (added or changed). */
export const PriceListPrice = listPrice;
export type PriceListPrice = typeof PriceListPrice.infer;

/** DELETE /api/admin/price-lists/{id}/prices/item?productId=…&variantId=…: the price taken off the list. */
export const PriceListPriceKey = type({
  productId: type("string.integer.parse").to("number.integer > 0").configure({ message: "errors.invalidInput" }),
  "variantId?": type("string.integer.parse").to("number.integer > 0").configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");

/** PUT /api/admin/price-lists/{id}/prices: the list's prices, all of them (the list is replaced). */
export const PriceListPrices = type({
  prices: listPrice.array().atMostLength(maxCsvRows).configure({ message: "admin.priceLists.prices.tooMany" }),
}).onUndeclaredKey("delete");
export type PriceListPrices = typeof PriceListPrices.infer;

/** A price of the list as the admin reads it, with the codes the CSV names it by. */
export interface PriceListPriceRow {
  productId: number;
  variantId: number | null;
  sku: string;
  variantCode: string | null;
  title: string | null;
  unitPrice: number;
}

/** The columns of a list's CSV: the product's SKU, the variant's code (blank: the product) and the price. */
export const priceListCsvColumns = ["sku", "variant_code", "price"] as const;

const breakStep = type({
  minQuantity: type("number.integer")
    .narrow(
      (value, ctx) =>
        (value >= 2 && value <= maxLineQuantity) || ctx.reject({ message: "admin.priceBreaks.minQuantity" }),
    )
    .configure({ message: "admin.priceBreaks.minQuantity" }),
  unitPrice: money(),
}).onUndeclaredKey("delete");

/**
 * PUT /api/admin/price-breaks: the quantity breaks of one price, all of them — a list's (listId)
 * or the shelf's (listId null), of a product or one variant. Each minimum quantity once.
 */
export const PriceBreaksInput = type({
  listId: entityId.or("null"),
  productId: entityId,
  "variantId?": entityId.or("null"),
  breaks: breakStep.array().atMostLength(20),
})
  .onUndeclaredKey("delete")
  .narrow(
    (input, ctx) =>
      new Set(input.breaks.map((step) => step.minQuantity)).size === input.breaks.length ||
      ctx.reject({ message: "admin.priceBreaks.duplicate", path: ["breaks"] }),
  );
export type PriceBreaksInput = typeof PriceBreaksInput.infer;

/** GET /api/admin/price-breaks: the breaks of a product (its variants' too), for a list or the shelf. */
export const PriceBreaksQuery = type({
  productId: type("string.integer.parse").to("number.integer > 0").configure({ message: "errors.invalidInput" }),
  "listId?": type("string.integer.parse").to("number.integer > 0").configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");

/** A break as the admin reads it. */
export interface PriceBreakRow {
  listId: number | null;
  productId: number;
  variantId: number | null;
  minQuantity: number;
  unitPrice: number;
}

/** A customer group as the admin writes it: its name (unique) and the list it pays (none: the shelf). */
export const CustomerGroupInput = type({
  name: requiredText({ max: 60 }),
  "priceListId?": entityId.or("null"),
}).onUndeclaredKey("delete");
export type CustomerGroupInput = typeof CustomerGroupInput.infer;

export const CustomerGroupPatch = CustomerGroupInput.partial();
export type CustomerGroupPatch = typeof CustomerGroupPatch.infer;

export const customerGroupSorts = ["name", "createdAt"] as const;
export const CustomerGroupListQuery = adminListQuery(customerGroupSorts);

export interface CustomerGroupRow {
  id: number;
  name: string;
  priceListId: number | null;
  /** How many companies are in it. */
  customerCount: number;
}

/** PUT /api/admin/customers/{id}/pricing: the company's group and its own list (null: none). */
export const CustomerPricingInput = type({
  groupId: entityId.or("null"),
  priceListId: entityId.or("null"),
}).onUndeclaredKey("delete");
export type CustomerPricingInput = typeof CustomerPricingInput.infer;
