import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentPages, contentPageTranslations, galleryImages } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { translated } from "../../lib/translated.ts";
import type { ContentPageImage } from "./get-content-page.ts";

export interface BlogSummary {
  url: string;
  title: string;
  description: string | null;
  publishedAt: number | null;
  image: ContentPageImage | null;
}

export interface BlogPage {
  posts: BlogSummary[];
  page: number;
  pages: number;
  total: number;
}

/**
 * One page of active blog posts in a locale (a post without that translation in English, SPEC
 * §9), newest first (blogs are content pages with layout "blog"), and the total, in one database
 * round trip.
 */
export async function listBlogs(db: Db, locale: Locale, page: number, perPage: number): Promise<BlogPage> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Math.max(1, Math.floor(page));
  const isListed = and(eq(contentPages.layout, "blog"), eq(contentPages.active, true));
  const shown = translated(contentPageTranslations, "pageId", contentPages.id, locale);
  const [totals, rows] = await db.batch([
    db.select({ total: count() }).from(contentPages).innerJoin(contentPageTranslations, shown).where(isListed),
    db
      .select({
        url: contentPageTranslations.url,
        title: contentPageTranslations.title,
        description: contentPageTranslations.description,
        publishedAt: contentPages.publishedAt,
        imageKey: galleryImages.storageKey,
        imageWidth: galleryImages.width,
        imageHeight: galleryImages.height,
        imageAlt: galleryImages.alt,
      })
      .from(contentPages)
      .innerJoin(contentPageTranslations, shown)
      .leftJoin(galleryImages, eq(galleryImages.id, contentPages.imageId))
      .where(isListed)
      .orderBy(desc(contentPages.publishedAt), desc(contentPages.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    posts: rows.map(({ imageKey, imageWidth, imageHeight, imageAlt, ...post }) => ({
      ...post,
      image: imageKey ? { url: mediaUrl(imageKey), width: imageWidth, height: imageHeight, alt: imageAlt } : null,
    })),
    page: current,
    pages: Math.max(1, Math.ceil(total / size)),
    total,
  };
}
