// The admin app's one way to the API (issue #11 item 1): `hono/client` typed by the Hono app's own
// routes (`AppType`, decision 0022), so a renamed field or route fails `npm run check`, not a
// screen. Same origin, so the browser sends the Origin the API's CSRF check wants (decision 0012)
// and the admin cookie; Accept-Language is the admin's language (SPEC §7).
import { hc } from "hono/client";
import type { Locale } from "../../core/profiles.ts";
import type { ApiAnswer, ApiResult } from "../scripts/api-call.ts";
import type { AppType } from "../../workers/api/app.ts";
import { AdminApiError, failureOf, networkFailure, type FailureTexts } from "./failure.ts";

/** The typed client of the whole API, in the admin's language. */
export function createAdminClient(locale: Locale, origin: string = location.origin) {
  return hc<AppType>(origin, { headers: { "accept-language": locale, accept: "application/json" } });
}
export type AdminClient = ReturnType<typeof createAdminClient>;

/** What `hono/client` answers: a response whose body is typed by the route. */
export interface TypedResponse<T> {
  status: number;
  headers: Headers;
  json(): Promise<T>;
}

/** The `data` of a route's successful answer (`{ data, message? }`, core/api-envelope.ts). */
export type DataOf<T> = T extends { data: infer D } ? D : never;

/** Reads an answer's body; a body that is not JSON is none. */
async function bodyOf(response: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Awaits a typed call and answers its `data`, or throws `AdminApiError` with the SPEC §8 failure
 * (status 0 when no answer came). Queries and mutations call the API through it.
 * @example const page = await answerOf(client.api.admin["measure-units"].$get({ query }), texts)
 */
export async function answerOf<T>(call: Promise<TypedResponse<T>>, texts: FailureTexts): Promise<DataOf<T>> {
  let response: TypedResponse<T>;
  try {
    response = await call;
  } catch {
    throw new AdminApiError(networkFailure(texts));
  }
  const body = await bodyOf(response);
  const failure = failureOf(response.status, body, texts);
  if (failure) throw new AdminApiError(failure);
  return (body as { data: DataOf<T> }).data;
}

/**
 * Awaits a typed call as the island form kit reads answers (`ApiResult`, src/scripts/api-call.ts):
 * a form shows the API's field messages under its fields.
 */
export async function resultOf(call: Promise<TypedResponse<unknown>>): Promise<ApiResult> {
  let response: TypedResponse<unknown>;
  try {
    response = await call;
  } catch {
    return { ok: false, status: 0, answer: {}, retryAfter: null };
  }
  const body = await bodyOf(response);
  const answer = (typeof body === "object" && body !== null ? body : {}) as ApiAnswer;
  const retryAfter = Number(response.headers.get("retry-after"));
  const ok = response.status >= 200 && response.status <= 299 && !failureOf(response.status, body, { failed: "" });
  return { ok, status: response.status, answer, retryAfter: retryAfter > 0 ? retryAfter : null };
}
