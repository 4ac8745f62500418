// Stores generated images and documents through the same path as admin uploads (putObject into
// R2, content-addressed keys) and describes every image once as a gallery image row.
import type { galleryImages } from "../schema/index.ts";
import { putApprovalForm, putObject, type PublicMediaPrefix, type UploadType } from "../../core/storage.ts";
import { drawScene, type Scene } from "./artwork.ts";

/** The part of an R2 bucket the seed writes through: `putObject` only calls `put`. */
export type SeedBucket = Pick<R2Bucket, "put">;

export interface MediaLibrary {
  /**
   * Draws a PNG, starts storing it and returns its gallery image id at once, so drawing the next
   * image overlaps the upload; `flush` waits for every upload and fills in the storage keys.
   */
  image(prefix: PublicMediaPrefix, scene: Scene, alt: string): number;
  /** Stores a public non-gallery file (PDF) and returns its R2 key. */
  file(prefix: PublicMediaPrefix, bytes: Uint8Array, contentType: UploadType): Promise<string>;
  /** Stores a customer's approval form as an upload stores it (private) and returns its R2 key. */
  approvalForm(customerId: number, bytes: Uint8Array): Promise<string>;
  /** The gallery rows, complete once every upload has finished. */
  flush(): Promise<(typeof galleryImages.$inferInsert)[]>;
  /** Every stored object and its size in bytes. */
  objects: Map<string, number>;
}

export function createMediaLibrary(bucket: SeedBucket, createdAt: number): MediaLibrary {
  const rows: (typeof galleryImages.$inferInsert)[] = [];
  const uploads: Promise<void>[] = [];
  const objects = new Map<string, number>();
  // putObject and putApprovalForm are typed for a full R2Bucket but only call put, which SeedBucket guarantees.
  const r2 = bucket as R2Bucket;
  const store = (prefix: PublicMediaPrefix, bytes: Uint8Array, type: UploadType) => putObject(r2, prefix, bytes, type);
  return {
    objects,
    image(prefix, scene, alt) {
      const bytes = drawScene(scene);
      const row = {
        id: rows.length + 1,
        storageKey: "",
        contentType: "image/png" as const,
        width: scene.width,
        height: scene.height,
        bytes: bytes.length,
        alt,
        createdAt,
      };
      rows.push(row);
      uploads.push(
        store(prefix, bytes, "image/png").then((key) => {
          row.storageKey = key;
          objects.set(key, bytes.length);
        }),
      );
      return row.id;
    },
    async file(prefix, bytes, contentType) {
      const key = await store(prefix, bytes, contentType);
      objects.set(key, bytes.length);
      return key;
    },
    async approvalForm(customerId, bytes) {
      const key = await putApprovalForm(r2, customerId, bytes, "application/pdf");
      objects.set(key, bytes.length);
      return key;
    },
    async flush() {
      await Promise.all(uploads);
      // Keys are content hashes: two identical scenes would collide on the unique storage_key.
      const keys = new Set(rows.map((row) => row.storageKey));
      if (keys.size !== rows.length) throw new Error("two generated images have identical bytes");
      return rows;
    },
  };
}
