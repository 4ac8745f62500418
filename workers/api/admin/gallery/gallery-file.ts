// A picture uploaded to the gallery (SPEC §5, §9 image types; ARCHITECTURE.md §3 uploads), judged
// by its bytes, never by its name or the client's Content-Type.
import { galleryImageMaxBytes } from "../../../../core/contracts/admin/gallery.ts";
import { sniffType } from "../../../../core/storage.ts";
import type { ImageContentType } from "../../../../db/schema/index.ts";
import { hasMarkup, imageSize, isCompleteImage } from "../../../lib/image-file.ts";
import { sanitizeSvg } from "../../../lib/sanitize-svg.ts";

export type GalleryFileCheck =
  { ok: true; type: ImageContentType; bytes: Uint8Array; width: number | null; height: number | null } | { ok: false };

/**
 * What a gallery upload stores, or `{ ok: false }` for SPEC §8 "File format wrong or corrupted":
 * a whole JPEG, PNG or WebP whose header gives its size and which holds no markup (kept byte for
 * byte), or a well-formed SVG, stored sanitised (workers/lib/sanitize-svg.ts). Anything else (GIF,
 * PDF, HTML, a truncated file, a picture that is also a page) is refused.
 */
export function checkGalleryFile(bytes: Uint8Array): GalleryFileCheck {
  if (bytes.length === 0 || bytes.length > galleryImageMaxBytes) return { ok: false };
  const type = sniffType(bytes);
  if (type === "image/jpeg" || type === "image/png" || type === "image/webp") {
    // A picture that is also a page is refused, as the approval form refuses it (decision 0074)
    const size = isCompleteImage(bytes, type) && !hasMarkup(bytes, type) ? imageSize(bytes, type) : null;
    return size ? { ok: true, type, bytes, ...size } : { ok: false };
  }
  if (type !== "image/svg+xml") return { ok: false };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false };
  }
  const clean = sanitizeSvg(text);
  if (!clean) return { ok: false };
  return { ok: true, type, bytes: new TextEncoder().encode(clean.svg), width: clean.width, height: clean.height };
}
