// The import's upload: XMLHttpRequest, because it reports upload progress (fetch does not) and the
// typed hono client does not send multipart bodies. Same origin: the browser sends the admin
// cookie and the Origin the API's CSRF check wants.
import type { Locale } from "../../../../core/profiles.ts";

export interface SentForm {
  status: number;
  body: unknown;
}

/** POSTs `form` to `url`; `onProgress` gets the share uploaded (0–1). Status 0: no answer came. */
export function sendForm(url: string, form: FormData, locale: Locale, onProgress?: (share: number) => void) {
  return new Promise<SentForm>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("accept-language", locale);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      resolve({ status: request.status, body: parsed(request.responseText) });
    });
    request.addEventListener("error", () => resolve({ status: 0, body: null }));
    request.addEventListener("abort", () => resolve({ status: 0, body: null }));
    request.send(form);
  });
}

/** An answer's JSON body, or null when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
