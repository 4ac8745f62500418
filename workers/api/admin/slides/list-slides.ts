import { count, eq } from "drizzle-orm";
import type { SlideDetail, SlideRow, slideSorts } from "../../../../core/contracts/admin/slides.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import { mediaUrl } from "../../../../core/storage.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages, slides, slideTranslations } from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import type { PublicUrl } from "../gallery/list-gallery-images.ts";
import { byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

const imageUrlOf = (key: string | null, publicUrl: PublicUrl) => (key ? publicUrl(mediaUrl(key)) : null);

/** A page of slides, titled in `locale` (English fallback), searched by title, in the slider's order by default. */
export async function listSlides(
  db: Db,
  query: AdminListQuery<(typeof slideSorts)[number]>,
  locale: Locale,
  publicUrl: PublicUrl,
) {
  const window = pageWindow(query);
  const shown = translated(slideTranslations, "slideId", slides.id, locale);
  const where = searchText(query.search, [slideTranslations.title]);
  const [items, [counted]] = await db.batch([
    db
      .select({
        id: slides.id,
        title: slideTranslations.title,
        url: slides.url,
        status: slides.status,
        position: slides.position,
        imageId: slides.imageId,
        imageKey: galleryImages.storageKey,
        createdAt: slides.createdAt,
      })
      .from(slides)
      .innerJoin(slideTranslations, shown)
      .leftJoin(galleryImages, eq(galleryImages.id, slides.imageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "position",
          { position: slides.position, title: slideTranslations.title, createdAt: slides.createdAt },
          slides.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(slides).innerJoin(slideTranslations, shown).where(where),
  ]);
  return listPage<SlideRow>(
    items.map(({ imageKey, ...row }) => ({ ...row, imageUrl: imageUrlOf(imageKey, publicUrl) })),
    counted?.total ?? 0,
    window,
  );
}

/** One slide with both languages' titles, or null. */
export async function getSlide(db: Db, id: number, publicUrl: PublicUrl): Promise<SlideDetail | null> {
  const [[slide], texts] = await db.batch([
    db
      .select({
        id: slides.id,
        url: slides.url,
        imageId: slides.imageId,
        imageKey: galleryImages.storageKey,
        status: slides.status,
        position: slides.position,
      })
      .from(slides)
      .leftJoin(galleryImages, eq(galleryImages.id, slides.imageId))
      .where(eq(slides.id, id)),
    db.select().from(slideTranslations).where(eq(slideTranslations.slideId, id)),
  ]);
  if (!slide) return null;
  const { imageKey, ...rest } = slide;
  return {
    ...rest,
    imageUrl: imageUrlOf(imageKey, publicUrl),
    translations: byLocale(texts, ({ title }) => ({ title })),
  };
}
