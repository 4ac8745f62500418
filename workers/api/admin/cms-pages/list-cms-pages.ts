import { and, count, eq, isNull, sql } from "drizzle-orm";
import type {
  ContentPageDetail,
  ContentPageRow,
  ContentPageListQuery,
} from "../../../../core/contracts/admin/content-pages.ts";
import type { Locale, Profile } from "../../../../core/profiles.ts";
import { localizePath } from "../../../../i18n/routing.ts";
import type { Db } from "../../../../db/client.ts";
import { contentPages, contentPageTranslations, galleryImages } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

type Query = (typeof ContentPageListQuery)["infer"];

/** SPEC §3 priority, in its order (lowest first), for sorting. */
const priorityRank = sql<number>`case ${contentPages.priority} when 'lowest' then 0 when 'low' then 1 when 'normal' then 2 when 'high' then 3 else 4 end`;

/** The languages a page is written in, comma-joined in SQL. */
const pageLocales = sql<string>`(select group_concat(l.locale) from ${contentPageTranslations} as l where l.page_id = ${qualified(contentPages.id)})`;

/** A page of CMS pages, titled in `locale` (English fallback), searched by title or url in either language. */
export async function listCmsPages(db: Db, query: Query, locale: Locale) {
  const window = pageWindow(query);
  const shown = translated(contentPageTranslations, "pageId", contentPages.id, locale);
  const where = and(
    searchText(query.search, [
      allTexts(contentPageTranslations, contentPageTranslations.pageId, contentPages.id, ["title", "url"]),
    ]),
    query.layout ? eq(contentPages.layout, query.layout) : undefined,
    query.parentId === undefined
      ? undefined
      : query.parentId === "none"
        ? isNull(contentPages.parentId)
        : eq(contentPages.parentId, query.parentId),
  );
  const [items, [counted]] = await db.batch([
    db
      .select({
        id: contentPages.id,
        layout: contentPages.layout,
        priority: contentPages.priority,
        active: contentPages.active,
        parentId: contentPages.parentId,
        title: contentPageTranslations.title,
        url: contentPageTranslations.url,
        locales: pageLocales,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .innerJoin(contentPageTranslations, shown)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-priority",
          {
            title: contentPageTranslations.title,
            url: contentPageTranslations.url,
            priority: priorityRank,
            layout: contentPages.layout,
            updatedAt: contentPages.updatedAt,
          },
          contentPages.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(contentPages).innerJoin(contentPageTranslations, shown).where(where),
  ]);
  const rows: ContentPageRow[] = items.map((row) => ({ ...row, locales: (row.locales ?? "").split(",").sort() }));
  return listPage<ContentPageRow>(rows, counted?.total ?? 0, window);
}

/** One page with its texts in every language it is written in, or null. */
export async function getCmsPage(db: Db, id: number, profile: Profile): Promise<ContentPageDetail | null> {
  const [[page], texts] = await db.batch([
    db
      .select({
        id: contentPages.id,
        layout: contentPages.layout,
        priority: contentPages.priority,
        active: contentPages.active,
        parentId: contentPages.parentId,
        imageId: contentPages.imageId,
        imageKey: galleryImages.storageKey,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .leftJoin(galleryImages, eq(galleryImages.id, contentPages.imageId))
      .where(eq(contentPages.id, id)),
    db.select().from(contentPageTranslations).where(eq(contentPageTranslations.pageId, id)),
  ]);
  if (!page) return null;
  const { imageId, imageKey, ...rest } = page;
  return {
    ...rest,
    image: adminImage(imageId, imageKey),
    translations: byLocale(texts, (text) => ({
      url: text.url,
      title: text.title,
      metaTitle: text.metaTitle,
      keywords: text.keywords,
      description: text.description,
      body: text.body,
    })) as ContentPageDetail["translations"],
    links: texts
      .map((text) => ({ locale: text.locale, path: localizePath(`/${text.url}`, text.locale, profile) }))
      .sort((a, b) => a.locale.localeCompare(b.locale)),
  };
}
