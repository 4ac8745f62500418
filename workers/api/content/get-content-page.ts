import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  contentPages,
  contentPageTranslations,
  galleryImages,
  siteSettings,
  type PageLayout,
} from "../../../db/schema/index.ts";
import { locales, type Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { localesShownIn, translated, withFallback } from "../../lib/translated.ts";

export interface ContentPageImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** A content page in one locale (SPEC §3 Page), with the urls of its other translations. */
export interface ContentPageView {
  id: number;
  layout: PageLayout;
  url: string;
  title: string;
  metaTitle: string | null;
  keywords: string | null;
  description: string | null;
  /** Rich text, cleaned when it was written (core/rich-text.ts): safe to render as HTML. */
  body: string | null;
  publishedAt: number | null;
  updatedAt: number;
  image: ContentPageImage | null;
  /** The page's url in every locale that shows it, English standing in for a missing one (hreflang alternates). */
  alternates: { locale: Locale; url: string }[];
}

/**
 * The two statements that read one active page by the url it has in a locale, for a db.batch: a
 * page without that translation shows, and is found by, its English one (SPEC §9). If an English
 * url of such a page is also another page's url in the locale, the locale's own page wins.
 */
function pageStatements(db: Db, locale: Locale, url: string) {
  const shown = translated(contentPageTranslations, "pageId", contentPages.id, locale);
  const pageId = db
    .select({ id: contentPages.id })
    .from(contentPages)
    .innerJoin(contentPageTranslations, shown)
    .where(
      and(
        // Redundant with `shown`, but lets SQLite probe the unique (locale, url) index.
        inArray(contentPageTranslations.locale, localesShownIn(locale)),
        eq(contentPageTranslations.url, url),
        eq(contentPages.active, true),
      ),
    )
    .orderBy(desc(sql`${contentPageTranslations.locale} = ${locale}`))
    .limit(1);
  return [
    db
      .select({
        id: contentPages.id,
        layout: contentPages.layout,
        url: contentPageTranslations.url,
        title: contentPageTranslations.title,
        metaTitle: contentPageTranslations.metaTitle,
        keywords: contentPageTranslations.keywords,
        description: contentPageTranslations.description,
        body: contentPageTranslations.body,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
        imageKey: galleryImages.storageKey,
        imageWidth: galleryImages.width,
        imageHeight: galleryImages.height,
        imageAlt: galleryImages.alt,
      })
      .from(contentPages)
      .innerJoin(contentPageTranslations, shown)
      .leftJoin(galleryImages, eq(galleryImages.id, contentPages.imageId))
      .where(eq(contentPages.id, pageId)),
    db
      .select({ locale: contentPageTranslations.locale, url: contentPageTranslations.url })
      .from(contentPageTranslations)
      .where(eq(contentPageTranslations.pageId, pageId)),
  ] as const;
}

type PageRow = Awaited<ReturnType<typeof pageStatements>[0]>[number];

function toView(row: PageRow | undefined, translations: { locale: Locale; url: string }[]): ContentPageView | null {
  if (!row) return null;
  const { imageKey, imageWidth, imageHeight, imageAlt, ...page } = row;
  const urls = withFallback<string>(Object.fromEntries(translations.map((t) => [t.locale, t.url])));
  return {
    ...page,
    image: imageKey ? { url: mediaUrl(imageKey), width: imageWidth, height: imageHeight, alt: imageAlt } : null,
    alternates: locales.flatMap((locale) => {
      const alternate = urls[locale];
      return alternate === undefined ? [] : [{ locale, url: alternate }];
    }),
  };
}

/**
 * An active content page by its url in one locale, in one database round trip; null when it does
 * not exist, is inactive, has neither this locale's translation nor an English one, or (when
 * given) has another layout.
 * @example getContentPage(db, "en", "blogs/hotel-towels-gsm", "blog")
 */
export async function getContentPage(
  db: Db,
  locale: Locale,
  url: string,
  layout?: PageLayout,
): Promise<ContentPageView | null> {
  const [rows, alternates] = await db.batch(pageStatements(db, locale, url));
  const row = rows[0];
  if (layout && row?.layout !== layout) return null;
  return toView(row, alternates);
}

/**
 * A page served at /{path} (SPEC §2 additional_front_routes): only when the setting lists the
 * path and the page is active. One round trip reads the setting and the page together.
 */
export async function getFrontRoutePage(db: Db, locale: Locale, path: string): Promise<ContentPageView | null> {
  const [settings, rows, alternates] = await db.batch([
    db.select({ routes: siteSettings.additionalFrontRoutes }).from(siteSettings).limit(1),
    ...pageStatements(db, locale, path),
  ]);
  const routes = settings[0]?.routes;
  if (!Array.isArray(routes) || !routes.includes(path)) return null;
  return toView(rows[0], alternates);
}
