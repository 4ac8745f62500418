import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { productTranslations, products, productVariants, siteSettings } from "../../../db/schema/index.ts";
import type { SkuLookupResult, SkuMatch } from "../../../core/contracts/cart.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { posterImage, shelfPriceSql, translationIn } from "../catalogue/product-cards.ts";

/** What the caller may see of a match (SPEC §1 prices; issue #10 item 2: stock for approved buyers). */
export interface LookupViewer {
  canSeePrices: boolean;
  canSeeStock: boolean;
}

// SPEC §5 option selections: a product with a required group cannot be added without choosing.
const hasRequiredOptions = sql<number>`exists (
  select 1 from product_option_groups pog join option_groups g on g.id = pog.option_group_id
  where pog.product_id = ${products.id} and g.is_required = 1)`;

/**
 * A variant's values in the page's language ("M / Black"), English where one has no translation
 * (SPEC §9), in the order of their attributes.
 */
const variantName = (locale: Locale) => sql<string | null>`(
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
  hasRequiredOptions,
  minOrderQuantity: products.minOrderQuantity,
  packSize: products.packSize,
  price: shelfPriceSql,
  quantity: products.quantity,
};

/**
 * The quick order pad's lookup (issue #10 item 3): each code as a product SKU or a variant code,
 * typed as stored or upper-cased (SKUs are stored upper-case), with what the pad needs to list a
 * line's problems before anything is added. One round trip; the quantity rules themselves are
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
  const [productRows, variantRows, settings] = await db.batch([
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
  ]);
  const maxPerProduct = settings[0]?.maxPerProduct ?? 1;
  const bySku = new Map(productRows.map((row) => [row.sku, row]));
  const byCode = new Map(variantRows.map((row) => [row.code, row]));

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
      needsOptions: Boolean(row.hasRequiredOptions) || (!variant && row.hasVariants),
      price: viewer.canSeePrices ? row.price : null,
      minOrderQuantity: row.minOrderQuantity,
      packSize: row.packSize,
      limits: viewer.canSeeStock
        ? { minOrderQuantity: row.minOrderQuantity, packSize: row.packSize, stock: row.quantity, maxPerProduct }
        : null,
    });
  }
  return { matches, unknown };
}
