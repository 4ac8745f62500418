import { count, eq, sql } from "drizzle-orm";
import type { TagDetail, TagRow, tagSorts } from "../../../../core/contracts/admin/tags.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { productTags, tags, tagTranslations } from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { qualified } from "../../../lib/db.ts";

const productCount = sql<number>`(select count(*) from ${productTags} where ${productTags.tagId} = ${qualified(tags.id)})`;

/** A page of tags in one round trip, named in `locale` (English fallback), found by name in either language. */
export async function listTags(db: Db, query: AdminListQuery<(typeof tagSorts)[number]>, locale: Locale) {
  const window = pageWindow(query);
  const where = searchText(query.search, [allTexts(tagTranslations, tagTranslations.tagId, tags.id, ["name"])]);
  const [items, [counted]] = await db.batch([
    db
      .select({ id: tags.id, name: tagTranslations.name, productCount, createdAt: tags.createdAt })
      .from(tags)
      .innerJoin(tagTranslations, translated(tagTranslations, "tagId", tags.id, locale))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: tagTranslations.name, productCount, createdAt: tags.createdAt },
          tags.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return listPage<TagRow>(items, counted?.total ?? 0, window);
}

/** One tag with both languages' names, or null. */
export async function getTag(db: Db, id: number): Promise<TagDetail | null> {
  const [[tag], texts] = await db.batch([
    db
      .select({ id: tags.id, productCount, createdAt: tags.createdAt, updatedAt: tags.updatedAt })
      .from(tags)
      .where(eq(tags.id, id)),
    db.select().from(tagTranslations).where(eq(tagTranslations.tagId, id)),
  ]);
  return tag ? { ...tag, translations: byLocale(texts, ({ name }) => ({ name })) } : null;
}
