import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

/** SPEC §5/§9: images jpeg, png, jpg, svg, webp; documents PDF. */
export const uploadTypes = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
} as const;
export type UploadType = keyof typeof uploadTypes;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The real type of a file from its first bytes (magic numbers), never from its name or the
 * client's Content-Type. SVG is recognised as XML text whose root element is <svg>.
 */
export function sniffType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}

/**
 * The R2 prefixes of public pictures and documents: gallery uploads, product, category, brand,
 * menu, slide, content-page, zone and payment-method images, email and branding artwork (the
 * logo), and documents (the catalogue and the blank application form PDFs). `/media` serves
 * these and nothing else (issue #9 D.18); every other prefix is private.
 */
export const publicMediaPrefixes = [
  "gallery",
  "products",
  "categories",
  "brands",
  "menus",
  "slides",
  "pages",
  "zones",
  "payments",
  "email",
  "branding",
  "documents",
] as const;
export type PublicMediaPrefix = (typeof publicMediaPrefixes)[number];

/** R2 prefix of approval forms (SPEC §4): private, only their owner and the admins download them. */
export const approvalFormPrefix = "private/approval-forms";

const publicMediaKey = new RegExp(`^(${publicMediaPrefixes.join("|")})/[0-9a-f]{64}\\.(png|jpg|webp|svg|pdf)$`);

/**
 * Whether `/media` may serve a key: one `putObject` made under a public prefix. Approval forms,
 * and anything else stored under another prefix, are not served even when the object exists.
 */
export function isPublicMediaKey(key: string): boolean {
  return publicMediaKey.test(key);
}

/** Stores bytes under `<prefix>/<sha256>.<ext>`: a key the server makes, never the client. */
async function store(
  bucket: R2Bucket,
  prefix: string,
  bytes: Uint8Array,
  contentType: UploadType,
  customMetadata?: Record<string, string>,
): Promise<string> {
  const key = `${prefix}/${encodeHexLowerCase(sha256(bytes))}.${uploadTypes[contentType]}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType }, ...(customMetadata ? { customMetadata } : {}) });
  return key;
}

/**
 * Stores a public picture or document in R2 under a server-generated, content-addressed key
 * (`<prefix>/<sha256>.<ext>`), so a client never chooses a key and identical files are stored once.
 * @example await putObject(env.BUCKET, "products", bytes, "image/png") // "products/3f2a….png"
 */
export function putObject(
  bucket: R2Bucket,
  prefix: PublicMediaPrefix,
  bytes: Uint8Array,
  contentType: UploadType,
): Promise<string> {
  return store(bucket, prefix, bytes, contentType);
}

/**
 * Stores a customer's approval form (SPEC §4) the one way every form is stored, uploaded or
 * seeded: privately, under `private/approval-forms/<customer>/<sha256>.<ext>`, with the customer's
 * id in its metadata.
 */
export function putApprovalForm(
  bucket: R2Bucket,
  customerId: number,
  bytes: Uint8Array,
  contentType: UploadType,
): Promise<string> {
  return store(bucket, `${approvalFormPrefix}/${customerId}`, bytes, contentType, { customerId: String(customerId) });
}

/** Public URL of a stored object served by the media route. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * The widths the media route resizes raster images to (`/media/<key>?w=<width>`), and the only
 * ones it accepts, so no one can make the shop pay for arbitrary transformations.
 */
export const imageWidths = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** Whether the media route can resize this stored object (SVG is already resolution-free). */
export const isResizable = (url: string) => /\.(png|jpg|webp)$/.test(url);

/**
 * A `srcset` for a stored image `width` pixels wide: each resize narrower than the original,
 * then the original itself; empty when the image cannot be resized or its width is unknown.
 * @example mediaSrcset("/media/products/3f….png", 600) // "/media/products/3f….png?w=160 160w, …, /media/products/3f….png 600w"
 */
export function mediaSrcset(url: string, width: number | null): string {
  if (!width || !isResizable(url)) return "";
  return [...imageWidths.filter((w) => w < width).map((w) => `${url}?w=${w} ${w}w`), `${url} ${width}w`].join(", ");
}
