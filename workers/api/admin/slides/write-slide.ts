import { eq, sql } from "drizzle-orm";
import type { SlideInput, SlidePatch } from "../../../../core/contracts/admin/slides.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages, slides, slideTranslations } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { insertedId, refusingUnknown, translationWrites, type Translate } from "../resource-kit.ts";

/** Runs a slide's write; a picture not in the gallery is refused at its field (400), nothing written. */
const refusingMissingImage = <T>(db: Db, imageId: number | undefined, t: Translate, write: () => Promise<T>) =>
  refusingUnknown(
    db,
    write,
    { imageId: { table: galleryImages, id: imageId, message: "admin.gallery.image.missing" } },
    t,
  );

/** Creates a slide and its titles in one batch, last in the slider unless given a place; answers its id. */
export async function createSlide(db: Db, input: SlideInput, t: Translate) {
  const [[created]] = await refusingMissingImage(db, input.imageId, t, () =>
    db.batch([
      db
        .insert(slides)
        .values({
          url: input.url ?? null,
          imageId: input.imageId,
          status: input.status,
          position: input.position ?? sql<number>`(select coalesce(max(${slides.position}) + 1, 0) from ${slides})`,
        })
        .returning({ id: slides.id }),
      ...translationWrites(db, slideTranslations, slideTranslations.slideId, insertedId(slides), input.translations),
    ]),
  );
  if (!created) throw new Error("The slide insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT: a link left out is none, a place left out is kept) or changes (PATCH) a slide:
 * its link, picture, status, place and, when given, its titles per locale.
 */
export async function updateSlide(db: Db, id: number, input: SlidePatch, options: { replace: boolean; t: Translate }) {
  if (!(await db.$count(slides, eq(slides.id, id)))) throw new AppError("not_found");
  const url = input.url === undefined ? (options.replace ? null : undefined) : input.url;
  await refusingMissingImage(db, input.imageId, options.t, () =>
    db.batch([
      db
        .update(slides)
        .set({
          ...(url === undefined ? {} : { url }),
          ...(input.imageId === undefined ? {} : { imageId: input.imageId }),
          ...(input.status === undefined ? {} : { status: input.status }),
          ...(input.position === undefined ? {} : { position: input.position }),
          updatedAt: Date.now(),
        })
        .where(eq(slides.id, id)),
      ...(input.translations
        ? translationWrites(db, slideTranslations, slideTranslations.slideId, id, input.translations)
        : []),
    ]),
  );
}

/** Deletes a slide and its titles (nothing else points at a slide). */
export async function deleteSlide(db: Db, id: number) {
  const deleted = await db.delete(slides).where(eq(slides.id, id)).returning({ id: slides.id });
  if (deleted.length === 0) throw new AppError("not_found");
}
