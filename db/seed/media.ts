// Stores generated images and documents through the same path as admin uploads (putObject into
// R2, content-addressed keys) and describes every image once as a gallery image row.
import type { galleryImages } from "../schema/index.ts";
import { putApprovalForm, putObject, type PublicMediaPrefix, type UploadType } from "../../core/storage.ts";
import { drawScene, type Scene } from "./artwork.ts";

/** The part of an R2 bucket the seed writes through: `putObject` only calls `put`. */
export type SeedBucket = Pick<R2Bucket, "put">;

export interface MediaLibrary {
  /**
   * Draws a PNG and returns its gallery image id at once; `flush` stores every drawn image and
   * fills in the storage keys.
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

/** Uploads in flight at once while the seed stores its images. */
const uploadsAtOnce = 16;

/**
 * Tries an upload up to three times. Locally the bucket is workerd's, reached through wrangler's
 * platform proxy, which drops a request it waited too long for (on a busy machine the first start
 * failed with "fetch failed: other side closed"). Keys are content hashes, so a repeated put
 * stores the same object.
 */
async function withRetries<T>(put: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await put();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

export function createMediaLibrary(bucket: SeedBucket, createdAt: number): MediaLibrary {
  const rows: (typeof galleryImages.$inferInsert)[] = [];
  const drawn: { prefix: PublicMediaPrefix; bytes: Uint8Array; row: (typeof rows)[number] }[] = [];
  const objects = new Map<string, number>();
  // putObject and putApprovalForm are typed for a full R2Bucket but only call put, which SeedBucket guarantees.
  const r2 = bucket as R2Bucket;
  const store = (prefix: PublicMediaPrefix, bytes: Uint8Array, type: UploadType) =>
    withRetries(() => putObject(r2, prefix, bytes, type));
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
      drawn.push({ prefix, bytes, row });
      return row.id;
    },
    async file(prefix, bytes, contentType) {
      const key = await store(prefix, bytes, contentType);
      objects.set(key, bytes.length);
      return key;
    },
    async approvalForm(customerId, bytes) {
      const key = await withRetries(() => putApprovalForm(r2, customerId, bytes, "application/pdf"));
      objects.set(key, bytes.length);
      return key;
    },
    async flush() {
      // Stored once drawing is over, a few at a time: drawing is synchronous, and an upload started
      // before it waited behind the drawing until workerd's proxy dropped it ("other side closed",
      // every first start on a busy two-core machine).
      for (let start = 0; start < drawn.length; start += uploadsAtOnce) {
        await Promise.all(
          drawn.slice(start, start + uploadsAtOnce).map(async ({ prefix, bytes, row }) => {
            row.storageKey = await store(prefix, bytes, "image/png");
            objects.set(row.storageKey, bytes.length);
          }),
        );
      }
      // Keys are content hashes: two identical scenes would collide on the unique storage_key.
      const keys = new Set(rows.map((row) => row.storageKey));
      if (keys.size !== rows.length) throw new Error("two generated images have identical bytes");
      return rows;
    },
  };
}
