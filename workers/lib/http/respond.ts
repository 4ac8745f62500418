import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiSuccess } from "../../../core/api-envelope.ts";

/**
 * A successful answer in the API's one envelope (core/api-envelope.ts): `{ data, message? }`,
 * typed for `hono/client`. Failures are `AppError`s, answered by `app.onError`.
 * @example return ok(c, await getCustomerProfile(db, id), { message: t("profile.saved") })
 */
export function ok<T, S extends ContentfulStatusCode = 200>(
  c: Context,
  data: T,
  options: { message?: string; status?: S } = {},
) {
  const body: ApiSuccess<T> = options.message === undefined ? { data } : { data, message: options.message };
  return c.json(body, (options.status ?? 200) as S);
}
