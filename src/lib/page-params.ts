import { parseDay } from "../../core/validation/rules.ts";
import { parseId } from "../../workers/lib/http/path-id.ts";
import { found } from "./found.ts";

/** A path parameter that names a row by id (a canonical positive integer), else the not-found page. */
export function pathId(value: string | undefined): number {
  return found(parseId(value));
}

/**
 * A path parameter as text. Astro hands parameters over decoded on /en/… (its locale rewrite
 * decodes the path) and as sent elsewhere; the middleware already refused paths that do not
 * decode, and a decoded value with a stray "%" is kept as it is rather than failing the page.
 */
export function textParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

/**
 * A day in the address (`?from=`, `?to=`) as src/components/DayField.astro's plain GET form sends it, DD/MM/YYYY,
 * or as a link writes it, ISO: the ISO date, or undefined when missing or not a day (left out, never
 * an error page).
 */
export function dayParam(params: URLSearchParams, name: string): string | undefined {
  return parseDay(params.get(name) ?? "") ?? undefined;
}
