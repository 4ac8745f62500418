import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type {
  ProductDetail,
  ProductImageRef,
  ProductListQuery,
  ProductRow,
  ProductSortField,
} from "../../../../core/contracts/admin/products.ts";
import type { Locale } from "../../../../core/profiles.ts";
import { toFtsQuery } from "../../../../core/search-text.ts";
import { mediaUrl } from "../../../../core/storage.ts";
import type { Db } from "../../../../db/client.ts";
import {
  brandTranslations,
  categories,
  categoryTranslations,
  galleryImages,
  menuItems,
  orderLines,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productTitles,
  productTranslations,
  productVariants,
} from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale, listOrder, listPage, pageWindow } from "../resource-kit.ts";
import { productTypeName } from "./product-columns.ts";

/**
 * The ids a search finds: a word of the title (either language, Arabic-normalised) or a prefix of
 * the SKU or barcode, through the storefront's FTS5 index (decision 0010; restricted to its title
 * and codes columns), or a variant whose code starts with the text as typed. Both read an index:
 * a LIKE over every title of 20,000 products does not fit the list's 50 ms (decision 0057).
 */
function searchedIds(search: string): SQL | undefined {
  const fts = toFtsQuery(search);
  const code = search.trim().toUpperCase();
  const variants = /^\S{2,}$/.test(code)
    ? sql`select ${productVariants.productId} from ${productVariants}
        where ${productVariants.code} >= ${code} and ${productVariants.code} < ${`${code}\u{10ffff}`}`
    : undefined;
  const matches = fts
    ? sql`select rowid from product_search where product_search match ${`{title codes} : (${fts})`}`
    : undefined;
  if (matches && variants) return sql`${matches} union ${variants}`;
  return matches ?? variants;
}

/**
 * The list's filters and search as one condition (none: every product). `walkOrder` writes the
 * search and the two-or-three-valued filters so that no index can serve them (`+column`): the
 * page's ids then walk the sort's own index and stop at LIMIT, instead of reading every match and
 * sorting it (thousands for a common word).
 */
function listConditions(query: ProductListQuery, walkOrder = false): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const plain = (column: AnyColumn) => (walkOrder ? sql`+${column}` : sql`${column}`);
  if (query.status) conditions.push(sql`${plain(products.status)} = ${query.status}`);
  if (query.availability) conditions.push(sql`${plain(products.availability)} = ${query.availability}`);
  if (query.brandId) conditions.push(eq(products.brandId, query.brandId));
  // A category with sub-categories lists theirs too (products sit in the leaves).
  if (query.categoryId) {
    const tree = sql`select ${categories.id} from ${categories}
      where ${categories.id} = ${query.categoryId} or ${categories.parentId} = ${query.categoryId}`;
    conditions.push(sql`${products.categoryId} in (${tree})`);
  }
  if (query.search) {
    const found = searchedIds(query.search);
    // Nothing searchable left (only punctuation): nothing matches, rather than everything.
    conditions.push(found ? sql`${plain(products.id)} in (${found})` : sql`0`);
  }
  return and(...conditions);
}

/** Up to this many matches are read and sorted; more, and the page walks the order's index instead. */
const sortedMatchLimit = 1000;

/**
 * A page of products for the admin list, searched, filtered, sorted and paged (decision 0057).
 * The page's ids walk the sort's index and stop at LIMIT, and the rows are read for those ids, in
 * one statement beside the count: one round trip. A search or a filter counts its matches first
 * (a second round trip; none more when nothing matches): a few are read and sorted, many are
 * found by walking the order's index, whichever reads fewer rows (a rare SKU sorted by title
 * would otherwise walk every title, a common word read and sort thousands).
 */
export async function listProducts(db: Db, query: ProductListQuery, locale: Locale) {
  const window = pageWindow(query);
  const isNarrowed = Boolean(query.search || query.status || query.availability || query.brandId || query.categoryId);
  let total: number;
  let rows: ListRow[];
  if (isNarrowed) {
    const { count: counting } = productListQueries(db, query, locale, { walkOrder: false });
    total = (await counting)[0]?.total ?? 0;
    if (total === 0 || window.offset >= total) return listPage<ProductRow>([], total, window);
    rows = await productListQueries(db, query, locale, { walkOrder: total > sortedMatchLimit }).rows;
  } else {
    const { count: counting, rows: reading } = productListQueries(db, query, locale, { walkOrder: true });
    let counted: { total: number }[];
    [counted, rows] = await db.batch([counting, reading]);
    total = counted[0]?.total ?? 0;
  }
  const items = rows.map(({ posterId, posterKey, posterWidth, posterHeight, type, ...fields }): ProductRow => ({
    ...fields,
    type: productTypeName(type),
    poster: posterId && posterKey ? imageOf(posterId, posterKey, posterWidth, posterHeight) : null,
  }));
  return listPage(items, total, window);
}

type ListRow = Awaited<ReturnType<typeof productListQueries>["rows"]>[number];

/**
 * The count and the rows of a page of the list (read for the page's ids, in its order), for a
 * batch and for EXPLAIN. `walkOrder`: the page's ids walk the sort's index, the search and the status and availability
 * filters only checked on the way; else the matches are read (through the FTS index, a filter's
 * index) and sorted, the stored titles joined without their (locale, sort key) index.
 */
export function productListQueries(db: Db, query: ProductListQuery, locale: Locale, options: { walkOrder: boolean }) {
  const window = pageWindow(query);
  const sort = query.sort ?? "-updatedAt";
  const isTitleSort = sort === "title" || sort === "-title";
  const titleLocale = options.walkOrder ? productTitles.locale : sql`+${productTitles.locale}`;
  let ids = db.select({ id: products.id }).from(products).$dynamic();
  if (isTitleSort) {
    ids = ids.innerJoin(productTitles, and(eq(productTitles.productId, products.id), sql`${titleLocale} = ${locale}`));
  }
  const columns: Record<ProductSortField, AnyColumn | SQL> = {
    title: sql`${productTitles.sortKey}`,
    sku: products.sku,
    price: products.price,
    quantity: products.quantity,
    status: products.status,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  };
  const pageIds = ids
    .where(listConditions(query, options.walkOrder))
    .orderBy(...listOrder(sort, columns, isTitleSort ? productTitles.productId : products.id))
    .limit(window.perPage)
    .offset(window.offset);
  const poster = galleryImages;
  return {
    count: db.select({ total: count() }).from(products).where(listConditions(query)),
    rows: db
      .select({
        id: products.id,
        sku: products.sku,
        barcode: products.barcode,
        title: productTitles.title,
        status: products.status,
        availability: products.availability,
        type: products.type,
        hasVariants: products.hasVariants,
        quantity: products.quantity,
        price: products.price,
        discountPrice: products.discountPrice,
        brand: brandTranslations.name,
        category: categoryTranslations.title,
        posterId: poster.id,
        posterKey: poster.storageKey,
        posterWidth: poster.width,
        posterHeight: poster.height,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(productTitles, and(eq(productTitles.productId, products.id), eq(productTitles.locale, locale)))
      .leftJoin(brandTranslations, translated(brandTranslations, "brandId", products.brandId, locale))
      .leftJoin(categoryTranslations, translated(categoryTranslations, "categoryId", products.categoryId, locale))
      .leftJoin(poster, eq(poster.id, products.posterImageId))
      .where(inArray(products.id, pageIds))
      .orderBy(...listOrder(sort, { ...columns, title: productTitles.sortKey }, products.id)),
  };
}

const imageOf = (id: number, key: string, width: number | null, height: number | null): ProductImageRef => ({
  id,
  url: mediaUrl(key),
  width,
  height,
});

/** One product with both languages' texts, its lists in their order and what the form shows beside them, or null. */
export async function getProduct(db: Db, id: number): Promise<ProductDetail | null> {
  const [[product], texts, images, tagRows, menuRows, groupRows, [usage]] = await db.batch([
    db.select().from(products).where(eq(products.id, id)),
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db
      .select({
        id: galleryImages.id,
        key: galleryImages.storageKey,
        width: galleryImages.width,
        height: galleryImages.height,
      })
      .from(productImages)
      .innerJoin(galleryImages, eq(galleryImages.id, productImages.imageId))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.imageId)),
    db
      .select({ id: productTags.tagId })
      .from(productTags)
      .where(eq(productTags.productId, id))
      .orderBy(productTags.tagId),
    db.select({ id: menuItems.menuId }).from(menuItems).where(eq(menuItems.productId, id)).orderBy(menuItems.menuId),
    db
      .select({ id: productOptionGroups.optionGroupId })
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, id))
      .orderBy(asc(productOptionGroups.position), asc(productOptionGroups.optionGroupId)),
    db.all<{ variantCount: number; orderLineCount: number }>(
      sql`select (select count(*) from ${productVariants} where ${productVariants.productId} = ${id}) as "variantCount",
        (select count(*) from ${orderLines} where ${orderLines.productId} = ${id}) as "orderLineCount"`,
    ),
  ]);
  if (!product) return null;
  const translations = byLocale(texts, (text) => ({
    title: text.title,
    slug: text.slug,
    description: text.description,
    extensiveDescription: text.extensiveDescription,
    seoTitle: text.seoTitle,
    seoDescription: text.seoDescription,
  }));
  return {
    id: product.id,
    sku: product.sku,
    barcode: product.barcode,
    status: product.status,
    availability: product.availability,
    type: productTypeName(product.type),
    hasVariants: product.hasVariants,
    isFeatured: product.isFeatured,
    quantity: product.quantity,
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    price: product.price,
    discountPrice: product.discountPrice,
    weight: product.weight,
    measureUnitId: product.measureUnitId,
    brandId: product.brandId,
    categoryId: product.categoryId,
    taxGroupId: product.taxGroupId,
    posterImageId: product.posterImageId,
    seoImageId: product.seoImageId,
    imageIds: images.map((image) => image.id),
    tagIds: tagRows.map((row) => row.id),
    menuIds: menuRows.map((row) => row.id),
    optionGroupIds: groupRows.map((row) => row.id),
    translations,
    images: images.map((image) => imageOf(image.id, image.key, image.width, image.height)),
    variantCount: usage?.variantCount ?? 0,
    orderLineCount: usage?.orderLineCount ?? 0,
    ratingTenths: product.ratingTenths,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
