import { AppError } from "../../workers/lib/errors.ts";

/**
 * What a page's query found, or the not-found page: the error is turned into it by
 * src/middleware.ts, the one place that does (issue #9 item 3).
 * @example const product = found(await getProductDetails(db, locale, slug, options));
 */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new AppError("not_found");
  return value;
}
