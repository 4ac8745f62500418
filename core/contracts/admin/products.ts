// Products in the back office (SPEC §3 Product, §5 rules; issue #11 items 3 and 4; decisions 0054,
// 0057): /api/admin/products. The same contracts check the API's input and the admin form's.
import { type } from "arktype";
import { isSlug } from "../../slug.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import {
  checkbox,
  lineQuantity,
  money,
  optionalId,
  optionalMoney,
  optionalText,
  sku,
  stock,
  title,
  weight,
} from "../../validation/rules.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";
import { availabilities, type Availability } from "../catalogue.ts";

/** SPEC §5: a product is available or unavailable (the catalogue statuses of db/schema/columns.ts). */
export const productStatuses = ["available", "unavailable"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** SPEC §3 type tags 1 regular, 2 discount, 3 bundle ("Item Is Bundle"), by name in the API. */
export const productTypeNames = ["regular", "discount", "bundle"] as const;
export type ProductTypeName = (typeof productTypeNames)[number];

/** Most entries one product's lists take: tags, menus, gallery images, option groups. */
export const productListLimits = { tagIds: 50, menuIds: 50, imageIds: 30, optionGroupIds: 20 } as const;

/**
 * A slug typed by the admin: one path segment as `slugify` writes it (lower-case letters of
 * either script, digits, single dashes). Blank or null: the API keeps the slug the locale has, or
 * derives one from the title and SKU for a new one.
 */
const slug = type("string | null")
  .configure({ message: "validation.slug" })
  .pipe((value) => (value === null || value.trim() === "" ? null : value.trim()))
  .narrow(
    (value, ctx) =>
      value === null || (value.length <= 160 && isSlug(value)) || ctx.reject({ message: "validation.slug" }),
  );

/**
 * An extensive description: rich text, at most 20,000 characters; blank is none. The API cleans it
 * before storing it (decision 0035, `sanitizeRichText` loaded only by the write: the sanitiser
 * stays out of this contract, so the admin form's bundle does not carry it).
 */
const richText = type("string | null")
  .configure({ message: "validation.tooLong" })
  .narrow((value, ctx) => value === null || value.length <= 20_000 || ctx.reject({ message: "validation.tooLong" }))
  .pipe((value) => (value === null || value.trim() === "" ? null : value));

/** A product's texts in one language (SPEC §3 title, extensive description, SEO title and description). */
export const ProductText = type({
  title: title({ max: 200 }),
  "slug?": slug,
  "description?": optionalText({ max: 1000 }),
  "extensiveDescription?": richText,
  "seoTitle?": optionalText({ max: 120 }),
  "seoDescription?": optionalText({ max: 320 }),
}).onUndeclaredKey("delete");
export type ProductText = typeof ProductText.infer;

/** An id that may be none: a number, the digits a select posts, blank or null. */
const reference = type("null").or(optionalId("errors.invalidInput"));

/**
 * Ids in the order the admin put them (gallery images keep it), each once: SPEC §5 "a tag once",
 * "an option group once per product", reported at the repeated entry ("tagIds.2").
 */
const idList = (max: number) =>
  type("number.integer > 0")
    .array()
    .atMostLength(max)
    .configure({ message: "errors.invalidInput" })
    .narrow((ids, ctx) => {
      const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      return repeated < 0 || ctx.reject({ message: "validation.duplicate", path: [...ctx.path, repeated] });
    });

/**
 * Every field of a product as the admin writes it. Without a value: PUT and POST take the default
 * (available, regular, no variants, minimum 1 in packs of 1, no brand…), PATCH leaves it as it is.
 * Money is integer minor units; weight whole grams.
 */
const productFields = type({
  sku: sku(),
  "barcode?": optionalText({ max: 48 }),
  "status?": type.enumerated(...productStatuses).configure({ message: "validation.choice" }),
  "availability?": type.enumerated(...availabilities).configure({ message: "validation.choice" }),
  "type?": type.enumerated(...productTypeNames).configure({ message: "validation.choice" }),
  "hasVariants?": checkbox(),
  "isFeatured?": checkbox(),
  // SPEC §5: required, at least 1, for a product without variants; one with variants holds their total.
  "quantity?": stock({ min: 1 }),
  // Decision 0074: within one line's bound, so a minimum order can be ordered
  "minOrderQuantity?": lineQuantity(),
  "packSize?": lineQuantity(),
  price: money(),
  "discountPrice?": optionalMoney(),
  "weight?": weight(),
  "measureUnitId?": reference,
  "brandId?": reference,
  "categoryId?": reference,
  "taxGroupId?": reference,
  "posterImageId?": reference,
  "seoImageId?": reference,
  "imageIds?": idList(productListLimits.imageIds),
  "tagIds?": idList(productListLimits.tagIds),
  "menuIds?": idList(productListLimits.menuIds),
  "optionGroupIds?": idList(productListLimits.optionGroupIds),
  translations: translations(ProductText),
}).onUndeclaredKey("delete");

/** The values the cross-field rules read, as they will be stored (after a PATCH: merged with the row). */
export interface ProductRuleValues {
  hasVariants?: boolean | undefined;
  quantity?: number | null | undefined;
  price?: number | undefined;
  discountPrice?: number | null | undefined;
  minOrderQuantity?: number | undefined;
  packSize?: number | undefined;
}

/**
 * The rules between fields, as field → message: the quantity a product without variants needs
 * (SPEC §5 "quantity required"), a discount price no higher than the price, and a minimum order
 * in whole packs (decision 0050). The contract applies them to a whole product; the API applies
 * them again to a PATCH merged with the stored row.
 */
export function productRuleProblems(values: ProductRuleValues): Partial<Record<string, ValidationMessage>> {
  const problems: Partial<Record<string, ValidationMessage>> = {};
  if (!values.hasVariants && (values.quantity === undefined || values.quantity === null))
    problems.quantity = "validation.required";
  const { price, discountPrice, minOrderQuantity = 1, packSize = 1 } = values;
  if (price !== undefined && discountPrice !== undefined && discountPrice !== null && discountPrice > price)
    problems.discountPrice = "admin.products.discountAbovePrice";
  if (minOrderQuantity % packSize !== 0) problems.minOrderQuantity = "admin.products.minOrderWholePacks";
  return problems;
}

/** A whole product (POST, PUT): its fields and the rules between them. */
export const ProductInput = productFields.narrow((product, ctx) => {
  const problems = Object.entries(productRuleProblems(product));
  for (const [field, message] of problems) if (message) ctx.reject({ message, path: [field] });
  return problems.length === 0;
});
export type ProductInput = typeof ProductInput.infer;

/**
 * PATCH: any of the fields, e.g. `{ "price": 1999 }` or `{ "quantity": 40 }` (the list's bulk
 * price and stock edit); the texts of a locale given are replaced whole. The rules between fields
 * are checked by the API on the product as it would be stored.
 */
export const ProductPatch = productFields.partial();
export type ProductPatch = typeof ProductPatch.infer;

export const productSorts = ["title", "sku", "price", "quantity", "status", "createdAt", "updatedAt"] as const;
export type ProductSortField = (typeof productSorts)[number];

const filterId = type("string.integer.parse").to("1 <= number.integer <= 999999999999");

/** The list's query: search, sort, page and the filters by status, availability, brand and category. */
export const ProductListQuery = adminListQuery(productSorts, {
  status: type.enumerated(...productStatuses),
  availability: type.enumerated(...availabilities),
  brandId: filterId,
  categoryId: filterId,
});
export type ProductListQuery = typeof ProductListQuery.infer;

/** A picture of the gallery as the admin sees it: its id and where it is served (`/media/<key>`). */
export interface ProductImageRef {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
}

/** A row of the list, titled in the request's language (the stored display title, English fallback). */
export interface ProductRow {
  id: number;
  sku: string;
  barcode: string | null;
  title: string;
  status: ProductStatus;
  availability: Availability;
  type: ProductTypeName;
  hasVariants: boolean;
  quantity: number;
  price: number;
  discountPrice: number | null;
  brand: string | null;
  category: string | null;
  poster: ProductImageRef | null;
  createdAt: number;
  updatedAt: number;
}

/** One product as its edit screen reads and writes it back, with what it shows beside the fields. */
export interface ProductDetail {
  id: number;
  sku: string;
  barcode: string | null;
  status: ProductStatus;
  availability: Availability;
  type: ProductTypeName;
  hasVariants: boolean;
  isFeatured: boolean;
  /** Without variants: the stock. With variants: the total of the variants' stock (read-only here). */
  quantity: number;
  minOrderQuantity: number;
  packSize: number;
  price: number;
  discountPrice: number | null;
  weight: number | null;
  measureUnitId: number | null;
  brandId: number | null;
  categoryId: number | null;
  taxGroupId: number | null;
  posterImageId: number | null;
  seoImageId: number | null;
  imageIds: number[];
  tagIds: number[];
  menuIds: number[];
  optionGroupIds: number[];
  translations: Translations<{
    title: string;
    slug: string;
    description: string | null;
    extensiveDescription: string | null;
    seoTitle: string | null;
    seoDescription: string | null;
  }>;
  /** Read-only: the gallery pictures the ids above name, for the form's thumbnails. */
  images: ProductImageRef[];
  variantCount: number;
  /** Read-only: order lines that name it (such a product cannot be deleted, decision 0057). */
  orderLineCount: number;
  ratingTenths: number;
  createdAt: number;
  updatedAt: number;
}
