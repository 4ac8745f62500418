import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  optionChoiceTranslations,
  optionChoices,
  optionGroupTranslations,
  optionGroups,
  productOptionGroups,
  productTranslations,
  products,
  productVariants,
  siteSettings,
} from "../../../db/schema/index.ts";
import type { SkuLookupResult, SkuMatch, SkuOptionGroup } from "../../../core/contracts/cart.ts";
import { translated } from "../../lib/translated.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { posterImage, shelfPriceSql, translationIn } from "../catalogue/product-cards.ts";
import { batch } from "../../../db/prepared.ts";
import { priceTiers, shelfOnly } from "../../../core/pricing/resolve-line-price.ts";
import { buyerPriceReads, buyerPrices } from "../pricing/buyer-prices.ts";

/** What the caller may see of a match (SPEC §1 prices; issue #10 item 2: stock for approved buyers). */
export interface LookupViewer {
  canSeePrices: boolean;
  canSeeStock: boolean;
  /** Whose prices a match shows (their price lists, decision 0101) on the shop's day; shelf prices without. */
  pricesFor?: { customerId: number | null; today: string };
}

/**
 * A variant's values in the page's language ("M / Black"), English where one has no translation
 * (SPEC §9), in the order of their attributes.
 */
export const variantName = (locale: Locale) => sql<string | null>`(
  select group_concat(name, ' / ') from (
    select vt.name from product_variant_values pvv
    join variant_attribute_values av on av.id = pvv.variant_attribute_value_id
    join variant_attributes va on va.id = av.variant_attribute_id
    join variant_attribute_value_translations vt on vt.variant_attribute_value_id = av.id
      and vt.locale = coalesce((select s.locale from variant_attribute_value_translations s
        where s.variant_attribute_value_id = av.id and s.locale = ${locale}), 'en')
    where pvv.variant_id = ${productVariants.id}
    order by va.position, va.id))`;

const productColumns = {
  productId: products.id,
  sku: products.sku,
  title: productTranslations.title,
  slug: productTranslations.slug,
  imageKey: posterImage.storageKey,
  status: products.status,
  availability: products.availability,
  hasVariants: products.hasVariants,
  minOrderQuantity: products.minOrderQuantity,
  packSize: products.packSize,
  price: shelfPriceSql,
  quantity: products.quantity,
};

/**
 * The quick order pad's lookup (issue #10 item 3): each code as a product SKU or a variant code,
 * typed as stored or upper-cased (SKUs are stored upper-case), with what the pad needs to list a
 * line's problems before anything is added, and the product's option groups to choose from. One round trip; the quantity rules themselves are
 * `checkQuantity`'s (core/checkout/purchase-rules.ts), run by the pad and again at checkout.
 */
export async function lookUpSkus(
  db: Db,
  skus: readonly string[],
  locale: Locale,
  viewer: LookupViewer,
): Promise<SkuLookupResult> {
  const asked = [...new Set(skus)];
  const candidates = [...new Set(asked.flatMap((sku) => [sku, sku.toUpperCase()]))];
  const [productRows, variantRows, settings, optionRows] = await db.batch([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(productTranslations, translationIn(locale))
      .leftJoin(posterImage, eq(posterImage.id, products.posterImageId))
      .where(inArray(products.sku, candidates)),
    db
      .select({
        ...productColumns,
        variantId: productVariants.id,
        code: productVariants.code,
        variantName: variantName(locale),
        variantStatus: productVariants.status,
        price: productVariants.price,
        quantity: productVariants.quantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(productTranslations, translationIn(locale))
      .leftJoin(posterImage, eq(posterImage.id, products.posterImageId))
      .where(inArray(productVariants.code, candidates)),
    db.select({ maxPerProduct: siteSettings.maxQuantityPerProduct }).from(siteSettings).limit(1),
    // SPEC §5 option selections of every product a code names (issue #19 item 7), in the same round trip.
    db
      .select({
        productId: productOptionGroups.productId,
        groupId: optionGroups.id,
        groupName: optionGroupTranslations.name,
        isRequired: optionGroups.isRequired,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
        choiceId: optionChoices.id,
        choiceName: optionChoiceTranslations.name,
        choiceNames: sql<string>`(select json_group_array(name) from option_choice_translations
          where option_choice_id = ${optionChoices.id})`,
        priceDelta: optionChoices.priceDelta,
      })
      .from(productOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.optionGroupId))
      .innerJoin(optionGroupTranslations, translated(optionGroupTranslations, "optionGroupId", optionGroups.id, locale))
      .innerJoin(optionChoices, eq(optionChoices.optionGroupId, optionGroups.id))
      .innerJoin(
        optionChoiceTranslations,
        translated(optionChoiceTranslations, "optionChoiceId", optionChoices.id, locale),
      )
      .where(
        or(
          inArray(
            productOptionGroups.productId,
            db.select({ id: products.id }).from(products).where(inArray(products.sku, candidates)),
          ),
          inArray(
            productOptionGroups.productId,
            db
              .select({ id: productVariants.productId })
              .from(productVariants)
              .where(inArray(productVariants.code, candidates)),
          ),
        ),
      )
      .orderBy(optionGroups.id, optionChoices.position, optionChoices.id),
  ]);
  const optionsOf = (productId: number) => productOptions(optionRows, productId, viewer);
  const maxPerProduct = settings[0]?.maxPerProduct ?? 1;
  const bySku = new Map(productRows.map((row) => [row.sku, row]));
  const byCode = new Map(variantRows.map((row) => [row.code, row]));

  // The buyer's price lists for what matched: a second round trip, only for a viewer seeing prices
  const pricesFor = viewer.canSeePrices ? viewer.pricesFor : undefined;
  const matchedIds = [...productRows, ...variantRows].map((row) => row.productId);
  const book =
    pricesFor && matchedIds.length > 0
      ? buyerPrices(await batch(db, buyerPriceReads(pricesFor.customerId, matchedIds)))
      : shelfOnly();

  const matches: SkuMatch[] = [];
  const unknown: string[] = [];
  for (const sku of asked) {
    const product = bySku.get(sku) ?? bySku.get(sku.toUpperCase());
    const variant = product ? undefined : (byCode.get(sku) ?? byCode.get(sku.toUpperCase()));
    const row = product ?? variant;
    if (!row) {
      unknown.push(sku);
      continue;
    }
    const isListed = row.status === "available" && row.availability === "available";
    matches.push({
      sku,
      productId: row.productId,
      variantId: variant?.variantId ?? null,
      code: variant?.code ?? row.sku,
      title: row.title,
      variantName: variant?.variantName ?? null,
      slug: row.slug,
      image: row.imageKey ? mediaUrl(row.imageKey) : null,
      isAvailable: isListed && (!variant || variant.variantStatus === "available"),
      needsVariant: !variant && row.hasVariants,
      optionGroups: optionsOf(row.productId),
      price: viewer.canSeePrices
        ? priceTiers(
            { productId: row.productId, variantId: variant?.variantId ?? null, shelfPrice: row.price },
            book,
            pricesFor?.today ?? "",
          ).unitPrice
        : null,
      minOrderQuantity: row.minOrderQuantity,
      packSize: row.packSize,
      limits: viewer.canSeeStock
        ? { minOrderQuantity: row.minOrderQuantity, packSize: row.packSize, stock: row.quantity, maxPerProduct }
        : null,
    });
  }
  return { matches, unknown };
}

/** A product's option groups from the lookup's rows, in their order, each with its choices. */
function productOptions(
  rows: readonly {
    productId: number;
    groupId: number;
    groupName: string;
    isRequired: boolean;
    minSelections: number;
    maxSelections: number | null;
    choiceId: number;
    choiceName: string;
    choiceNames: string;
    priceDelta: number;
  }[],
  productId: number,
  viewer: LookupViewer,
): SkuOptionGroup[] {
  const groups = new Map<number, SkuOptionGroup>();
  for (const row of rows) {
    if (row.productId !== productId) continue;
    const group = groups.get(row.groupId) ?? {
      id: row.groupId,
      name: row.groupName,
      isRequired: row.isRequired,
      minSelections: row.minSelections,
      maxSelections: row.maxSelections,
      choices: [],
    };
    group.choices.push({
      id: row.choiceId,
      name: row.choiceName,
      names: JSON.parse(row.choiceNames) as string[],
      priceDelta: viewer.canSeePrices ? row.priceDelta : null,
    });
    groups.set(row.groupId, group);
  }
  return [...groups.values()];
}
