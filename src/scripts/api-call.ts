// The browser's one way to call the API from a form (issue #9 A.2), shared by the island form kit
// (src/islands/forms/) and the plain-script enhancer (./enhance-forms.ts): the call, and how its
// answer splits into messages for fields and one for a toast.
import type { ApiFailure } from "../../core/api-envelope.ts";

/** An answer of the API (core/api-envelope.ts): `data` on success, the failure fields otherwise. */
export interface ApiAnswer<T = Record<string, unknown> | null> extends Partial<ApiFailure> {
  data?: T;
}

/** What came back: the status (0 when the network failed), the answer, and Retry-After in seconds. */
export interface ApiResult<T = Record<string, unknown> | null> {
  ok: boolean;
  status: number;
  answer: ApiAnswer<T>;
  retryAfter: number | null;
}

export interface ApiRequest {
  path: string;
  method?: "POST" | "PUT" | "DELETE";
  /** A JSON body, or a form (a file upload). */
  json?: unknown;
  form?: FormData;
  /** Headers of the call's own (the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Calls the API in the page's language. A network failure is status 0 with no answer, never a
 * thrown error, so every caller handles it the same way.
 */
export async function callApi<T = Record<string, unknown> | null>(request: ApiRequest): Promise<ApiResult<T>> {
  const method = request.method ?? "POST";
  const headers: Record<string, string> = {
    ...request.headers,
    accept: "application/json",
    "accept-language": document.documentElement.lang,
  };
  if (request.json !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(request.path, {
      method,
      headers,
      body: method === "DELETE" ? null : (request.form ?? JSON.stringify(request.json ?? {})),
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => ({}))) as ApiAnswer<T>;
    const retryAfter = Number(response.headers.get("retry-after"));
    return { ok: response.ok, status: response.status, answer, retryAfter: retryAfter > 0 ? retryAfter : null };
  } catch {
    return { ok: false, status: 0, answer: {}, retryAfter: null };
  }
}

/** A refused answer as the form shows it: messages under its fields, and one for a toast. */
export interface Refusal {
  fields: Record<string, string>;
  toast: { message: string; hint?: string | undefined } | null;
}

/**
 * Splits a failed answer: the API's field messages (SPEC §8 "invalid input" per field) go under the
 * form's fields; a message for a field the form does not show, or the answer's own message when no
 * field was named (wrong password, rate limit, server error), goes to a toast.
 * @example refusal(result, ["email"], { network: t("errors.network"), unknown: t("errors.unknown") })
 */
export function refusal(
  result: Pick<ApiResult, "status" | "answer">,
  fieldNames: readonly string[],
  fallback: { network: string; unknown: string },
): Refusal {
  if (result.status === 0) return { fields: {}, toast: { message: fallback.network } };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(result.answer.errors ?? {})) {
    if (fieldNames.includes(name)) fields[name] = message;
    else elsewhere.push(message);
  }
  if (elsewhere.length > 0) return { fields, toast: { message: elsewhere.join(" ") } };
  if (Object.keys(fields).length > 0) return { fields, toast: null };
  return { fields, toast: { message: result.answer.message ?? fallback.unknown, hint: result.answer.hint } };
}

/**
 * A form its page got back refused from the API when it was posted without JavaScript
 * (src/lib/form-post.ts, decision 0039): what was typed (never a password or a file), the API's
 * message per field, and its message for the whole form. The page renders it back into the form.
 */
export interface PostedForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: { code: string; message: string; hint?: string | undefined } | null;
}
