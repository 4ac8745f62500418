// The edge cache of /media answers (decision 0020): one entry per stored object and resize width.
import { imageWidths, isResizable } from "../../core/storage.ts";

let mediaCache: Promise<Cache> | undefined;

/** The media route's edge cache, opened once per isolate. */
export function openMediaCache(): Promise<Cache> {
  return (mediaCache ??= caches.open("media"));
}

/**
 * The cache entry of a stored object, or of its resize to `width`: the key and the width alone
 * name an answer, on the origin of `requestUrl`, so other query parameters make no new entries.
 */
export function mediaCacheRequest(key: string, width: number | null, requestUrl: string): Request {
  return new Request(new URL(`/media/${key}${width ? `?w=${width}` : ""}`, requestUrl));
}

/**
 * Forgets a deleted object's answers kept in this location's edge cache: the original and every
 * resize. Other locations keep theirs until they expire; keys are content hashes, so nothing else
 * is ever served under them.
 */
export async function forgetMedia(key: string, requestUrl: string): Promise<void> {
  const cache = await openMediaCache();
  const widths = isResizable(key) ? imageWidths : [];
  await Promise.all([null, ...widths].map((width) => cache.delete(mediaCacheRequest(key, width, requestUrl))));
}
