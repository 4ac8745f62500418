import { Hono } from "hono";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { AppError } from "../../lib/errors.ts";
import { imageWidths, isPublicMediaKey, isResizable, type ImageWidth } from "../../../core/storage.ts";
import { mediaCacheRequest, openMediaCache } from "../../lib/media-cache.ts";

const isImageWidth = (width: number): width is ImageWidth => (imageWidths as readonly number[]).includes(width);

/** The `?w=` of a request: none, or one of `imageWidths` for a resizable image; anything else is not found. */
function requestedWidth(key: string, w: string | undefined): ImageWidth | null {
  if (w === undefined) return null;
  const width = Number(w);
  if (!isResizable(key) || !isImageWidth(width) || String(width) !== w) throw new AppError("not_found");
  return width;
}

/**
 * GET /media/<key>[?w=<width>]: a stored object from R2, or a raster image resized to one of
 * `imageWidths` as WebP by the Images binding (docs/decisions/0020). Keys are content hashes, so
 * every answer is immutable: it is kept in the edge cache and each resize is made once per place.
 */
export const media = new Hono<ApiEnv>().get("/*", access("public"), async (c) => {
  const key = c.req.path.slice("/media/".length);
  // Only the public prefixes' keys: approval forms and any other stored object are never served here.
  if (!isPublicMediaKey(key)) throw new AppError("not_found");
  const width = requestedWidth(key, c.req.query("w"));
  const cache = await openMediaCache();
  // The key and the width alone name an answer: other query parameters make no new entries (and no new resizes).
  const cacheKey = mediaCacheRequest(key, width, c.req.url);
  const cached = await cache.match(cacheKey);
  if (cached) return cached;

  const object = await c.env.BUCKET.get(key);
  if (!object) throw new AppError("not_found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  let body: ReadableStream = object.body;
  if (width) {
    const resized = await c.env.IMAGES.input(object.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp", quality: 80 });
    body = resized.image();
    headers.set("content-type", resized.contentType());
    headers.set("etag", `"${object.etag}-w${width}"`);
  }
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // ARCHITECTURE.md §3: a served SVG can run no script and load nothing, and opened on its own it
  // is saved rather than shown (decision 0059); pages draw it with <img>, which ignores both.
  if (key.endsWith(".svg")) {
    headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    headers.set("content-disposition", `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`);
  }
  const response = new Response(body, { headers });
  c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});
