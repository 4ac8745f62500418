import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  categories,
  categoryTranslations,
  contentPages,
  contentPageTranslations,
  mainCategories,
  mainCategoryTranslations,
  products,
  productTranslations,
  siteSettings,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated, withFallback } from "../../lib/translated.ts";

/** One page of the sitemap: its path in each locale it exists in (unprefixed app paths). */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>;
  lastModified?: number;
}

/** SPEC §2 listing pages every locale has. */
const listingPaths = ["/", "/main-categories", "/categories", "/products", "/blogs", "/contact"] as const;

/**
 * Content pages with a fixed SPEC §2 route that search engines should index. /contact is a listing
 * path (its form is there even without a content page); /redirect only forwards, so it is left out.
 */
export const indexedContentUrls = ["about-us", "services", "form-1", "code-sandbox", "landing-page-1"] as const;

/**
 * Groups (id, locale, slug) rows into one entry per id, with the path each locale serves: a
 * locale without its own translation serves the English one (SPEC §9). `path` answers null for a
 * translation whose page is not served.
 */
function group<Row extends { id: number; locale: Locale; slug: string; updatedAt?: number }>(
  rows: readonly Row[],
  path: (row: Row) => string | null,
): SitemapEntry[] {
  const byId = new Map<number, Partial<Record<Locale, Row>>>();
  for (const row of rows) byId.set(row.id, { ...byId.get(row.id), [row.locale]: row });
  return [...byId.values()].flatMap((translations) => {
    const paths: SitemapEntry["paths"] = {};
    for (const [locale, row] of Object.entries(withFallback(translations)) as [Locale, Row][]) {
      const served = path(row);
      if (served !== null) paths[locale] = served;
    }
    const updatedAt = Object.values(translations)[0]?.updatedAt;
    if (Object.keys(paths).length === 0) return [];
    return [{ paths, ...(updatedAt === undefined ? {} : { lastModified: updatedAt }) }];
  });
}

/**
 * Every public page for the sitemaps (home, main categories, categories, products, content pages
 * and blogs) in one database round trip: slugs only, so 20,000 products stay cheap.
 */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const productAr = alias(productTranslations, "product_ar");
  const productEn = alias(productTranslations, "product_en");
  const [settings, mainCategoryRows, categoryRows, productRows, pageRows] = await db.batch([
    db.select({ routes: siteSettings.additionalFrontRoutes }).from(siteSettings).limit(1),
    db
      .select({
        id: mainCategories.id,
        locale: mainCategoryTranslations.locale,
        slug: mainCategoryTranslations.slug,
      })
      .from(mainCategories)
      .innerJoin(mainCategoryTranslations, eq(mainCategoryTranslations.mainCategoryId, mainCategories.id))
      .where(eq(mainCategories.status, "available"))
      .orderBy(asc(mainCategories.position), asc(mainCategories.id)),
    db
      .select({ id: categories.id, locale: categoryTranslations.locale, slug: categoryTranslations.slug })
      .from(categories)
      .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
      .where(eq(categories.status, "available"))
      .orderBy(asc(categories.position), asc(categories.id)),
    // One row per product with the slug each locale serves: half the rows of a join per translation.
    db
      .select({ slugAr: productAr.slug, slugEn: productEn.slug, updatedAt: products.updatedAt })
      .from(products)
      .leftJoin(productAr, translated(productAr, "productId", products.id, "ar"))
      .leftJoin(productEn, translated(productEn, "productId", products.id, "en"))
      .where(eq(products.status, "available"))
      .orderBy(asc(products.id)),
    db
      .select({
        id: contentPages.id,
        locale: contentPageTranslations.locale,
        slug: contentPageTranslations.url,
        layout: contentPages.layout,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .innerJoin(contentPageTranslations, eq(contentPageTranslations.pageId, contentPages.id))
      // Every translation, served or not: whether a locale falls back to English depends on
      // whether the page has that locale's row at all.
      .where(eq(contentPages.active, true))
      .orderBy(asc(contentPages.id)),
  ]);
  const routes = settings[0]?.routes;
  const frontRoutes = new Set(Array.isArray(routes) ? routes : []);
  // Pages of layout "page" are served at /{path} only when additional_front_routes lists them.
  const isServed = (row: (typeof pageRows)[number]) =>
    (indexedContentUrls as readonly string[]).includes(row.slug) ||
    (row.layout === "blog" && row.slug.startsWith("blogs/")) ||
    (row.layout === "page" && frontRoutes.has(row.slug));
  return [
    ...listingPaths.map((path) => ({ paths: { ar: path, en: path } })),
    ...group(mainCategoryRows, (row) => `/main-category/${row.slug}`),
    ...group(categoryRows, (row) => `/category/${row.slug}`),
    ...productRows.map((row) => ({
      paths: {
        ...(row.slugAr === null ? {} : { ar: `/productDetails/${row.slugAr}` }),
        ...(row.slugEn === null ? {} : { en: `/productDetails/${row.slugEn}` }),
      },
      lastModified: row.updatedAt,
    })),
    ...group(pageRows, (row) => (isServed(row) ? `/${row.slug}` : null)),
  ];
}
