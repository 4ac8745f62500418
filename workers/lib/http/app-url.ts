import type { Context } from "hono";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import { localizePath } from "../../../i18n/routing.ts";

/**
 * A page's path in a locale for this Worker's profile (the default locale has no prefix).
 * @example appPath(c, "/verify-email", "en") // "/en/verify-email" on an Arabic profile
 */
export function appPath<E extends { Bindings: Env }>(c: Context<E>, path: string, locale: Locale): string {
  return localizePath(path, locale, getProfile(c.env.PROFILE));
}

/** A page's absolute URL in a locale, on the origin the request came to (links in emails). */
export function appUrl<E extends { Bindings: Env }>(c: Context<E>, path: string, locale: Locale): string {
  return new URL(appPath(c, path, locale), c.req.url).href;
}
