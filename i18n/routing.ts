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

/**
 * A stored link (a slide's or a menu's URL, written once for both languages) for a page in
 * `locale`: a path on this site is led to that locale's page, with or without a locale prefix as
 * stored; anything else (another site, a mail link, an anchor) is kept as it is.
 * @example localizeHref("/products?page=2", "en", arabicProfile) // "/en/products?page=2"
 */
export function localizeHref(href: string, locale: Locale, profile: Profile): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const resolution = resolveLocale(pathname, profile);
  const path = resolution.kind === "page" ? resolution.path : resolution.location;
  return localizePath(path, locale, profile) + rest;
}

/** The same page and query in the profile's other language (the language switch). */
export function switchLocaleHref(path: string, search: string, locale: Locale, profile: Profile): string {
  const target = locale === profile.language ? otherLocale(profile) : profile.language;
  return localizePath(path, target, profile) + search;
}
