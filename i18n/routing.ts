import { locales, otherLocale, type Locale, type Profile } from "../core/profiles.ts";

export type LocaleResolution = { kind: "page"; locale: Locale; path: string } | { kind: "redirect"; location: string };

/**
 * Reads the locale from a request path (docs/decisions/0007-locale-urls-and-formatting.md):
 * the profile's default language has no prefix, the other lives under `/<locale>/`.
 * A prefixed default locale redirects to the unprefixed canonical path.
 */
export function resolveLocale(pathname: string, profile: Profile): LocaleResolution {
  const [, first = "", ...rest] = pathname.split("/");
  if (!(locales as readonly string[]).includes(first)) {
    return { kind: "page", locale: profile.language, path: pathname };
  }
  const path = `/${rest.join("/")}`;
  if (first === profile.language) return { kind: "redirect", location: path };
  return { kind: "page", locale: first as Locale, path };
}

/**
 * The URL of an unprefixed app path in a locale.
 * @example localizePath("/products", "en", arabicProfile) // "/en/products"
 */
export function localizePath(path: string, locale: Locale, profile: Profile): string {
  if (locale === profile.language) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

/** The same page and query in the profile's other language (the language switch). */
export function switchLocaleHref(path: string, search: string, locale: Locale, profile: Profile): string {
  const target = locale === profile.language ? otherLocale(profile) : profile.language;
  return localizePath(path, target, profile) + search;
}
