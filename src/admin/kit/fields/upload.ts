// Gallery uploads from the admin app (decision 0059: one picture per request, for its progress bar).
// The typed `hono/client` cannot be used here: it sends through fetch, which reports no upload
// progress, and its `form` option cannot carry a File with a progress callback. So this one call is
// XMLHttpRequest + FormData to the same route (POST /api/admin/gallery, multipart `files`), same
// origin, with the admin cookie; its answer is read by SPEC §8's failure helper like every other.
import type { GalleryImageRow } from "../../../../core/contracts/admin/gallery.ts";
import type { Locale } from "../../../../core/profiles.ts";
import { AdminApiError, failureOf, networkFailure, type FailureTexts } from "../../failure.ts";

export interface UploadOptions {
  locale: Locale;
  failureTexts: FailureTexts;
  /** The share of the file sent, 0 to 1. */
  onProgress(share: number): void;
}

/**
 * Uploads one picture to the gallery and answers its row; throws `AdminApiError` (the API's
 * refusal, e.g. SPEC §8 "File format wrong or corrupted" at `files.0`, or no answer).
 * @example const image = await uploadGalleryImage(file, { locale, failureTexts, onProgress: setShare })
 */
export function uploadGalleryImage(file: File, options: UploadOptions): Promise<GalleryImageRow> {
  const body = new FormData();
  body.append("files", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/gallery");
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("accept-language", options.locale);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer: unknown = request.response;
      const failure = failureOf(request.status, answer, options.failureTexts);
      if (failure) {
        // The file's own message (`files.0`) says more than the request's.
        const own = Object.values(failure.errors)[0];
        reject(new AdminApiError(own && own !== failure.message ? { ...failure, hint: own } : failure));
        return;
      }
      const [image] = (answer as { data: GalleryImageRow[] }).data;
      options.onProgress(1);
      if (image) resolve(image);
      else reject(new AdminApiError(networkFailure(options.failureTexts)));
    });
    for (const type of ["error", "abort", "timeout"] as const) {
      request.addEventListener(type, () => reject(new AdminApiError(networkFailure(options.failureTexts))));
    }
    request.send(body);
  });
}
