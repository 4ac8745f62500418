import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  brandTranslations,
  categoryTranslations,
  galleryImages,
  measureUnits,
  measureUnitTranslations,
  productAttributes,
  productAttributeTranslations,
  productImages,
  products,
  productTags,
  productTranslations,
  productTypes,
  tagTranslations,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { PriceTiers } from "../../../core/pricing/resolve-line-price.ts";
import { bookLists, type PriceBook } from "../../lib/price-claim.ts";
import { bookPriceQueries, buyerPrices } from "../pricing/buyer-prices.ts";
import { cardsForBook, priceDetails } from "./book-prices.ts";
import { translated } from "../../lib/translated.ts";
import { productChoiceQueries } from "./product-choice-queries.ts";
import { idBySlug } from "./category-tiles.ts";
import { imageRef, selectProductCards, toProductCard } from "./product-cards.ts";
import { toLocaleSlugs, type Availability, type ImageRef, type LocaleSlugs, type ProductCard } from "./types.ts";

/** How many related products a product page shows. */
const relatedLimit = 8;

export interface ProductVariant {
  id: number;
  code: string;
  /** Attribute and value pairs, e.g. Size: XL, Colour: White. */
  values: { attribute: string; value: string }[];
  isAvailable: boolean;
  quantity: number;
  price: number | null;
  /** The quantity breaks of its price, ascending; empty until priced for a book (book-prices.ts). */
  breaks: PriceTiers["breaks"];
}

export interface OptionGroup {
  id: number;
  name: string;
  note: string | null;
  minSelections: number;
  maxSelections: number | null;
  isRequired: boolean;
  choices: { id: number; name: string; priceDelta: number | null }[];
}

/** A product page (SPEC §2 /productDetails/{slug}); prices are null for guests (SPEC §1). */
export interface ProductDetails {
  id: number;
  /** The product's slug in the requested locale: a request by another locale's slug should redirect here. */
  slug: string;
  slugs: LocaleSlugs;
  title: string;
  sku: string;
  barcode: string | null;
  availability: Availability;
  isBundle: boolean;
  hasVariants: boolean;
  quantity: number;
  /** Wholesale quantities (issue #10 item 2): the least a buyer may order, and the case size. */
  minOrderQuantity: number;
  packSize: number;
  price: number | null;
  discountPrice: number | null;
  /** The quantity breaks of its price, ascending; empty until priced for a book (book-prices.ts). */
  breaks: PriceTiers["breaks"];
  weightGrams: number | null;
  ratingTenths: number;
  measureUnit: { code: string; name: string } | null;
  brand: { slug: string; name: string } | null;
  category: { slug: string; title: string } | null;
  description: string | null;
  /** Rich text, cleaned when it was written (core/rich-text.ts): safe to render as HTML. */
  extensiveDescription: string | null;
  images: ImageRef[];
  variants: ProductVariant[];
  optionGroups: OptionGroup[];
  /** Its specification table (decision 0071), in order; each row in English where it has no text of the page's language. */
  attributes: { name: string; value: string }[];
  tags: string[];
  seo: { title: string; description: string | null; image: ImageRef | null };
  related: ProductCard[];
}

/**
 * A product by its slug in either locale, with everything its page shows, in one round trip;
 * text missing in the locale is English (SPEC §9). Null when no available product has that slug.
 * `priced`: at the prices of a book on the shop's day `today` (decision 0105), its rows read in the
 * same batch; a book of price lists prices the related cards in one more round trip.
 */
export async function getProductDetails(
  db: Db,
  locale: Locale,
  slug: string,
  options: { canSeePrices: boolean; priced?: { book: PriceBook; today: string } },
): Promise<ProductDetails | null> {
  // A slug is unique per locale; prefer the requested locale's when both locales use the same text.
  const productId = idBySlug(productTranslations, productTranslations.productId, slug, locale);
  const seoImage = alias(galleryImages, "seo_image");
  const self = alias(products, "self");
  const [
    mainRows,
    imageRows,
    variantRows,
    valueRows,
    groupRows,
    choiceRows,
    attributeRows,
    tagRows,
    relatedRows,
    slugRows,
    ...bookRows
  ] = await db.batch([
    db
      .select({
        product: products,
        translation: productTranslations,
        brandSlug: brandTranslations.slug,
        brandName: brandTranslations.name,
        categorySlug: categoryTranslations.slug,
        categoryTitle: categoryTranslations.title,
        unitCode: measureUnits.code,
        unitName: measureUnitTranslations.name,
        seoKey: seoImage.storageKey,
        seoWidth: seoImage.width,
        seoHeight: seoImage.height,
      })
      .from(products)
      .innerJoin(productTranslations, translated(productTranslations, "productId", products.id, locale))
      .leftJoin(brandTranslations, translated(brandTranslations, "brandId", products.brandId, locale))
      .leftJoin(categoryTranslations, translated(categoryTranslations, "categoryId", products.categoryId, locale))
      .leftJoin(measureUnits, eq(measureUnits.id, products.measureUnitId))
      .leftJoin(measureUnitTranslations, translated(measureUnitTranslations, "measureUnitId", measureUnits.id, locale))
      .leftJoin(seoImage, eq(seoImage.id, products.seoImageId))
      .where(and(eq(products.id, productId), eq(products.status, "available"))),
    db
      .select({ key: galleryImages.storageKey, width: galleryImages.width, height: galleryImages.height })
      .from(productImages)
      .innerJoin(galleryImages, eq(galleryImages.id, productImages.imageId))
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
    ...productChoiceQueries(db, locale, productId),
    db
      .select({ name: productAttributeTranslations.name, value: productAttributeTranslations.value })
      .from(productAttributes)
      .innerJoin(
        productAttributeTranslations,
        translated(productAttributeTranslations, "attributeId", productAttributes.id, locale),
      )
      .where(eq(productAttributes.productId, productId))
      .orderBy(asc(productAttributes.position)),
    db
      .select({ name: tagTranslations.name })
      .from(productTags)
      .innerJoin(tagTranslations, translated(tagTranslations, "tagId", productTags.tagId, locale))
      .where(eq(productTags.productId, productId))
      .orderBy(asc(tagTranslations.name)),
    // SPEC §2: related products by category or brand; same category first, then best rated.
    selectProductCards(db, locale)
      .innerJoin(self, eq(self.id, productId))
      .where(
        and(
          eq(products.status, "available"),
          ne(products.id, productId),
          or(eq(products.categoryId, self.categoryId), eq(products.brandId, self.brandId)),
        ),
      )
      .orderBy(desc(sql`${products.categoryId} is ${self.categoryId}`), desc(products.ratingTenths), desc(products.id))
      .limit(relatedLimit),
    db
      .select({ locale: productTranslations.locale, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.productId, productId)),
    // The book's rows for this product (the plain book names no list: they answer the shelf breaks, unused)
    ...bookPriceQueries(db, bookLists(options.priced?.book ?? "plain"), (column) => eq(column, productId)),
  ]);
  const main = mainRows[0];
  if (!main) return null;
  const { product, translation } = main;
  const prices = options.canSeePrices;
  const read: ProductDetails = {
    id: product.id,
    slug: translation.slug,
    slugs: toLocaleSlugs(slugRows),
    title: translation.title,
    sku: product.sku,
    barcode: product.barcode,
    availability: product.availability,
    isBundle: product.type === productTypes.bundle,
    hasVariants: product.hasVariants,
    quantity: product.quantity,
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    price: prices ? product.price : null,
    discountPrice: prices ? product.discountPrice : null,
    breaks: [],
    weightGrams: product.weight,
    ratingTenths: product.ratingTenths,
    measureUnit: main.unitCode ? { code: main.unitCode, name: main.unitName ?? main.unitCode } : null,
    brand: main.brandSlug && main.brandName ? { slug: main.brandSlug, name: main.brandName } : null,
    category: main.categorySlug && main.categoryTitle ? { slug: main.categorySlug, title: main.categoryTitle } : null,
    description: translation.description,
    extensiveDescription: translation.extensiveDescription,
    images: imageRows.flatMap((row, index) => {
      const image = imageRef(row.key, row.width, row.height, `${translation.title} ${index + 1}`);
      return image ? [image] : [];
    }),
    variants: variantRows.map((variant) => ({
      id: variant.id,
      code: variant.code,
      values: valueRows
        .filter((value) => value.variantId === variant.id)
        .map(({ attribute, value }) => ({ attribute, value })),
      isAvailable: variant.status === "available" && variant.quantity > 0,
      quantity: variant.quantity,
      price: prices ? variant.price : null,
      breaks: [],
    })),
    optionGroups: groupRows.map((group) => ({
      ...group,
      choices: choiceRows
        .filter((choice) => choice.groupId === group.id)
        .map((choice) => ({ id: choice.id, name: choice.name, priceDelta: prices ? choice.priceDelta : null })),
    })),
    attributes: attributeRows,
    tags: tagRows.map((row) => row.name),
    seo: {
      title: translation.seoTitle ?? translation.title,
      description: translation.seoDescription ?? translation.description,
      image: imageRef(main.seoKey, main.seoWidth, main.seoHeight, translation.title),
    },
    related: relatedRows.map((row) => toProductCard(row, prices)),
  };
  const { priced } = options;
  if (!priced || priced.book === "plain") return read;
  const details = priceDetails(read, buyerPrices(bookRows), priced.today);
  return { ...details, related: await cardsForBook(db, priced.book, details.related, priced.today) };
}
