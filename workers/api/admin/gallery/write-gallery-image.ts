import { eq } from "drizzle-orm";
import type { GalleryImagePatch } from "../../../../core/contracts/admin/gallery.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { forgetMedia } from "../../../lib/media-cache.ts";
import { deleteUnlessUsed, type Translate } from "../resource-kit.ts";
import { galleryImageUses } from "./gallery-uses.ts";

/** Changes a picture's alt text: PUT sets it (left out: none), PATCH only when given. */
export async function updateGalleryImage(db: Db, id: number, input: GalleryImagePatch, options: { replace: boolean }) {
  const alt = input.alt === undefined ? (options.replace ? null : undefined) : input.alt;
  const found =
    alt === undefined
      ? await db.$count(galleryImages, eq(galleryImages.id, id))
      : (
          await db
            .update(galleryImages)
            .set({ alt })
            .where(eq(galleryImages.id, id))
            .returning({ id: galleryImages.id })
        ).length;
  if (found === 0) throw new AppError("not_found");
}

/**
 * Deletes a picture nothing uses (SPEC §8 "Problem deleting image" otherwise), then its R2 object
 * and this location's cached answers of it. Keys are content hashes: no other row names the object.
 */
export async function deleteGalleryImage(
  db: Db,
  bucket: R2Bucket,
  id: number,
  options: { t: Translate; requestUrl: string },
) {
  const [image] = await db
    .select({ storageKey: galleryImages.storageKey })
    .from(galleryImages)
    .where(eq(galleryImages.id, id));
  if (!image) throw new AppError("not_found");
  await deleteUnlessUsed(db, galleryImages, id, galleryImageUses(id), options.t("admin.nouns.image"));
  await bucket.delete(image.storageKey);
  await forgetMedia(image.storageKey, options.requestUrl);
}
