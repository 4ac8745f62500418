import { inArray } from "drizzle-orm";
import { putObject } from "../../../../core/storage.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { Translate } from "../resource-kit.ts";
import { checkGalleryFile } from "./gallery-file.ts";

/**
 * Stores uploaded pictures in the profile's R2 bucket under server-made keys
 * (`gallery/<sha256>.<ext>`) and writes their gallery rows; answers each file's image id, in the
 * order sent. All or nothing (decision 0059): any file refused by its bytes refuses the request
 * with SPEC §8 "File format wrong or corrupted" at `files.<index>`, before anything is stored. A
 * picture the gallery already holds (the same bytes) is that image, not a second one.
 */
export async function uploadGalleryImages(db: Db, bucket: R2Bucket, files: File[], t: Translate): Promise<number[]> {
  const checked = await Promise.all(
    files.map(async (file) => checkGalleryFile(new Uint8Array(await file.arrayBuffer()))),
  );
  const refused = Object.fromEntries(
    checked.flatMap((check, index) => (check.ok ? [] : [[`files.${index}`, t("admin.gallery.file.invalid")]])),
  );
  if (Object.keys(refused).length > 0) throw new AppError("file_invalid", refused);
  const pictures = checked.flatMap((check) => (check.ok ? [check] : []));

  const keys = await Promise.all(pictures.map((picture) => putObject(bucket, "gallery", picture.bytes, picture.type)));
  const known = await db
    .select({ storageKey: galleryImages.storageKey })
    .from(galleryImages)
    .where(inArray(galleryImages.storageKey, keys));
  const isNew = (key: string) => !known.some((row) => row.storageKey === key);
  try {
    const [, stored] = await db.batch([
      db
        .insert(galleryImages)
        .values(
          pictures.map((picture, index) => ({
            storageKey: keys[index] ?? "",
            contentType: picture.type,
            width: picture.width,
            height: picture.height,
            bytes: picture.bytes.length,
          })),
        )
        .onConflictDoNothing({ target: galleryImages.storageKey }),
      db
        .select({ id: galleryImages.id, storageKey: galleryImages.storageKey })
        .from(galleryImages)
        .where(inArray(galleryImages.storageKey, keys)),
    ]);
    return keys.map((key) => {
      const row = stored.find((image) => image.storageKey === key);
      if (!row) throw new Error(`The gallery row of ${key} was not written`);
      return row.id;
    });
  } catch (error) {
    // No row names the objects this request stored: they go, so the bucket holds nothing unlisted.
    await Promise.allSettled(keys.filter(isNew).map((key) => bucket.delete(key)));
    throw error;
  }
}
