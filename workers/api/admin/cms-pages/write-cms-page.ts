import { eq, sql } from "drizzle-orm";
import {
  layoutPaths,
  reservedPaths,
  type ContentPageInput,
  type ContentPagePatch,
  type ContentPageText,
  type PageLayout,
} from "../../../../core/contracts/admin/content-pages.ts";
import { locales, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { contentPages, contentPageTranslations, galleryImages, siteSettings } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  deleteUnlessUsed,
  insertedId,
  refusingTextsAndReferences,
  translationWrites,
  withDefaults,
  type TextTable,
  type Translate,
} from "../resource-kit.ts";

/** A url once per language (the storefront finds a page by its url in the request's language). */
const pageTexts: TextTable = {
  table: contentPageTranslations,
  parentColumn: contentPageTranslations.pageId,
  unique: { url: "perLocale" },
};

type Texts = ContentPagePatch["translations"];

/**
 * Where a layout's pages may live (decision 0070): a fixed layout at its one storefront path, a
 * blog post under blogs/, and any other page at a path no storefront route answers.
 */
function urlProblems(layout: PageLayout, texts: Texts, t: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const locale of locales) {
    const url = texts?.[locale]?.url;
    if (url === undefined) continue;
    const field = `translations.${locale}.url`;
    const fixed = layoutPaths[layout];
    const [first] = url.split("/");
    if (fixed !== undefined) {
      if (url !== fixed) problems[field] = t("admin.cmsPages.url.fixed", { path: `/${fixed}` });
    } else if (layout === "blog") {
      if (!/^blogs\/[^/]+$/.test(url)) problems[field] = t("admin.cmsPages.url.blog");
    } else if ((reservedPaths as readonly string[]).includes(first ?? "") || Object.values(layoutPaths).includes(url)) {
      problems[field] = t("admin.cmsPages.url.reserved");
    }
  }
  return problems;
}

/**
 * The texts as they are stored: the bodies cleaned (decision 0035), the optional texts a language
 * left out cleared. The sanitiser is loaded by the write only.
 */
async function storedTexts(texts: Texts): Promise<Partial<Record<Locale, Required<ContentPageText>>>> {
  if (!texts) return {};
  const { sanitizeRichText } = await import("../../../../core/rich-text.ts");
  const filled = withDefaults(texts, { metaTitle: null, keywords: null, description: null, body: null });
  return Object.fromEntries(
    Object.entries(filled).map(([locale, text]) => {
      const html = text.body ? sanitizeRichText(text.body).trim() : "";
      return [locale, { ...text, body: html === "" ? null : html }];
    }),
  ) as Partial<Record<Locale, Required<ContentPageText>>>;
}

/**
 * SPEC §2: a page of layout "page" is served at /{url} when additional_front_routes lists it, so
 * saving one lists its urls (each once); the setting's other entries stay as they are.
 */
function frontRoutesWrite(db: Db, layout: PageLayout, texts: Texts) {
  const urls = locales.flatMap((locale) => (texts?.[locale]?.url ? [texts[locale].url] : []));
  if (layout !== "page" || urls.length === 0) return [];
  const added = sql.join(
    urls.map((url) => sql`select ${url}`),
    sql` union all `,
  );
  return [
    db.update(siteSettings).set({
      additionalFrontRoutes: sql`(select json_group_array(value) from (
        select value from json_each(${siteSettings.additionalFrontRoutes})
        union select * from (${added})))`,
      updatedAt: Date.now(),
    }),
  ];
}

/** The urls a page has now, in every language. */
async function urlsOf(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ url: contentPageTranslations.url })
    .from(contentPageTranslations)
    .where(eq(contentPageTranslations.pageId, id));
  return rows.map((row) => row.url);
}

/**
 * After a page is deleted or its urls change: the urls it had that no "page" serves any more leave
 * additional_front_routes (a listed route without its page would answer 404), while the routes
 * the admin listed by hand, and urls another page still has, stay.
 */
async function unlistFreedRoutes(db: Db, urls: readonly string[]) {
  if (urls.length === 0) return;
  await db.update(siteSettings).set({
    additionalFrontRoutes: sql`(select json_group_array(value) from json_each(${siteSettings.additionalFrontRoutes})
      where value not in (${sql.join(
        urls.map((url) => sql`${url}`),
        sql`, `,
      )})
      or value in (select t.url from ${contentPageTranslations} t join ${contentPages} p on p.id = t.page_id
        where p.layout = 'page'))`,
  });
}

/** The page's url may be another page's, its parent or image may not exist: refused at their fields. */
function refusing<T>(db: Db, write: () => Promise<T>, id: number | undefined, input: ContentPagePatch, t: Translate) {
  return refusingTextsAndReferences(
    db,
    write,
    { ...pageTexts, ownId: id, given: input.translations },
    {
      imageId: { table: galleryImages, id: input.imageId, message: "validation.image.required" },
      parentId: { table: contentPages, id: input.parentId, message: "validation.reference" },
    },
    t,
  );
}

function refuseUrls(layout: PageLayout, texts: Texts, t: Translate) {
  const problems = urlProblems(layout, texts, t);
  if (Object.keys(problems).length > 0) throw new AppError("invalid_input", problems);
}

/** Creates a page and its texts in one batch (and lists a "page" in additional_front_routes); answers its id. */
export async function createCmsPage(db: Db, input: ContentPageInput, t: Translate) {
  refuseUrls(input.layout, input.translations, t);
  const texts = await storedTexts(input.translations);
  const now = Date.now();
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db
          .insert(contentPages)
          .values({
            layout: input.layout,
            priority: input.priority ?? "normal",
            active: input.active ?? true,
            parentId: input.parentId ?? null,
            imageId: input.imageId ?? null,
            publishedAt: input.layout === "blog" ? now : null,
          })
          .returning({ id: contentPages.id }),
        ...translationWrites(
          db,
          contentPageTranslations,
          contentPageTranslations.pageId,
          insertedId(contentPages),
          texts,
        ),
        ...frontRoutesWrite(db, input.layout, input.translations),
      ]),
    undefined,
    input,
    t,
  );
  if (!created) throw new Error("The page insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a page: its settings and, when given, its texts per language. */
export async function updateCmsPage(db: Db, id: number, input: ContentPagePatch, t: Translate) {
  const [stored] = await db.select({ layout: contentPages.layout }).from(contentPages).where(eq(contentPages.id, id));
  if (!stored) throw new AppError("not_found");
  if (input.parentId === id) throw new AppError("invalid_input", { parentId: t("validation.reference") });
  const layout = input.layout ?? stored.layout;
  let texts = input.translations;
  if (!texts && input.layout && input.layout !== stored.layout) {
    // A new layout must suit the urls the page keeps.
    const rows = await db.select().from(contentPageTranslations).where(eq(contentPageTranslations.pageId, id));
    texts = Object.fromEntries(rows.map((row) => [row.locale, { url: row.url, title: row.title }])) as Texts;
  }
  refuseUrls(layout, texts, t);
  const cleaned = input.translations ? await storedTexts(input.translations) : undefined;
  const urlsBefore = await urlsOf(db, id);
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(contentPages)
          .set({
            ...(input.layout === undefined ? {} : { layout: input.layout }),
            ...(input.priority === undefined ? {} : { priority: input.priority }),
            ...(input.active === undefined ? {} : { active: input.active }),
            ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
            ...(input.imageId === undefined ? {} : { imageId: input.imageId }),
            updatedAt: Date.now(),
          })
          .where(eq(contentPages.id, id)),
        ...(cleaned ? translationWrites(db, contentPageTranslations, contentPageTranslations.pageId, id, cleaned) : []),
        ...frontRoutesWrite(db, layout, texts),
      ]),
    id,
    input,
    t,
  );
  await unlistFreedRoutes(db, urlsBefore);
}

/** Deletes a page that has no sub-pages (they would go with it), and unlists its routes. */
export async function deleteCmsPage(db: Db, id: number, t: Translate) {
  const urls = await urlsOf(db, id);
  await deleteUnlessUsed(
    db,
    contentPages,
    id,
    [sql`select 1 from ${contentPages} as child where child.parent_id = ${id}`],
    t("admin.nouns.cmsPage"),
  );
  await unlistFreedRoutes(db, urls);
}
