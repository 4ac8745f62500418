// The image gallery in the back office (issue #11 item 3; SPEC §5, §9 image types; decision 0059):
// /api/admin/gallery. Every picture the shop shows is a gallery image; other resources name one by id.
import { type } from "arktype";
import { imageFile, optionalText } from "../../validation/rules.ts";
import { adminListQuery } from "../admin-resources.ts";

/** Decision 0059: a picture up to 10 MiB (a 4,000 px photograph is 2 to 6 MB). */
export const galleryImageMaxBytes = 10 * 1024 * 1024;
/** Decision 0059: at most 10 pictures per request (the admin app sends one per request, for its progress bar). */
export const galleryUploadMaxFiles = 10;
/** Decision 0059: at most 32 MiB of pictures per request, so a request fits the Worker's memory. */
export const galleryUploadMaxBytes = 32 * 1024 * 1024;

/**
 * POST: one or more pictures under `files` (multipart, the field repeated). Each must say it is a
 * JPEG, PNG, SVG or WebP and be at most 10 MiB; the server then judges its bytes (SPEC §8 "File
 * format wrong or corrupted" at `files.<index>`). Refused files fail the whole request.
 */
export const GalleryUpload = type({
  files: imageFile({ size: { maxBytes: galleryImageMaxBytes, message: "admin.gallery.file.tooLarge" } })
    .array()
    .configure({ message: "admin.gallery.files.count" })
    .atLeastLength(1)
    .atMostLength(galleryUploadMaxFiles)
    .configure({ message: "admin.gallery.files.count" }),
}).onUndeclaredKey("delete");
export type GalleryUpload = typeof GalleryUpload.infer;

/** PUT: the text that describes a picture (SPEC §9 accessibility); blank or left out is none. */
export const GalleryImageInput = type({ "alt?": optionalText({ max: 300 }) }).onUndeclaredKey("delete");
export type GalleryImageInput = typeof GalleryImageInput.infer;

/** PATCH: the same field; only what is given changes. */
export const GalleryImagePatch = GalleryImageInput;
export type GalleryImagePatch = typeof GalleryImagePatch.infer;

export const gallerySorts = ["createdAt", "bytes"] as const;
/** The list: `search` in the alt text, newest first unless sorted by size. */
export const GalleryListQuery = adminListQuery(gallerySorts);

/** A gallery image as every answer of /api/admin/gallery gives it. */
export interface GalleryImageRow {
  id: number;
  /** Its public address (`/media/<key>` on the site's origin). */
  url: string;
  storageKey: string;
  contentType: "image/jpeg" | "image/png" | "image/svg+xml" | "image/webp";
  /** Pixels, read from the file; null for an SVG that does not say. */
  width: number | null;
  height: number | null;
  bytes: number;
  alt: string | null;
  createdAt: number;
  /** How many brands, categories, products, menus, slides and settings use it (one in use cannot be deleted). */
  useCount: number;
}
