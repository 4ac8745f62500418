import { count, eq, inArray } from "drizzle-orm";
import type { GalleryImageRow, gallerySorts } from "../../../../core/contracts/admin/gallery.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import { mediaUrl } from "../../../../core/storage.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages, type GalleryImage } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { countGalleryImageUses } from "./gallery-uses.ts";

/** The public address of a stored object, on the site's origin (`siteUrl`). */
export type PublicUrl = (path: string) => string;

const toRow = (image: GalleryImage, useCount: number, publicUrl: PublicUrl): GalleryImageRow => ({
  id: image.id,
  url: publicUrl(mediaUrl(image.storageKey)),
  storageKey: image.storageKey,
  contentType: image.contentType,
  width: image.width,
  height: image.height,
  bytes: image.bytes,
  alt: image.alt,
  createdAt: image.createdAt,
  useCount,
});

/** A page of gallery images, newest first unless sorted by size, searched in their alt text. */
export async function listGalleryImages(
  db: Db,
  query: AdminListQuery<(typeof gallerySorts)[number]>,
  publicUrl: PublicUrl,
) {
  const window = pageWindow(query);
  const where = searchText(query.search, [galleryImages.alt]);
  const [items, [counted]] = await db.batch([
    db
      .select()
      .from(galleryImages)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-createdAt",
          { createdAt: galleryImages.createdAt, bytes: galleryImages.bytes },
          galleryImages.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(galleryImages).where(where),
  ]);
  const uses = await countGalleryImageUses(
    db,
    items.map((image) => image.id),
  );
  return listPage(
    items.map((image) => toRow(image, uses.get(image.id) ?? 0, publicUrl)),
    counted?.total ?? 0,
    window,
  );
}

/** Gallery images by id, in the order asked (an id asked twice is answered twice). */
export async function getGalleryImages(db: Db, ids: readonly number[], publicUrl: PublicUrl) {
  if (ids.length === 0) return [];
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.id, [...new Set(ids)])),
    countGalleryImageUses(db, ids),
  ]);
  const byId = new Map(rows.map((image) => [image.id, image]));
  return ids.flatMap((id) => {
    const image = byId.get(id);
    return image ? [toRow(image, uses.get(id) ?? 0, publicUrl)] : [];
  });
}

/** One gallery image, or null. */
export async function getGalleryImage(db: Db, id: number, publicUrl: PublicUrl) {
  const [image] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  if (!image) return null;
  const uses = await countGalleryImageUses(db, [id]);
  return toRow(image, uses.get(id) ?? 0, publicUrl);
}
