import { localizePath } from "../../i18n/routing.ts";
import type { SitemapEntry } from "../../workers/api/content/list-sitemap-entries.ts";
import { locales, type Locale, type Profile } from "../../workers/lib/profiles.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The absolute, percent-encoded URL of an app path in a locale, escaped for XML. */
const loc = (path: string, locale: Locale, origin: string, profile: Profile) =>
  escapeXml(new URL(localizePath(path, locale, profile), origin).href);

/** The sitemap index: one sitemap per locale (sitemaps.org protocol). */
export function sitemapIndex(origin: string): string {
  const sitemaps = locales.map(
    (locale) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${locale}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.join("")}</sitemapindex>\n`;
}

/**
 * One locale's sitemap: every entry that exists in the locale, with hreflang alternates to each of
 * its translations (Google's xhtml:link form), so ar and en pages point at each other.
 */
export function sitemapUrlset(
  entries: readonly SitemapEntry[],
  locale: Locale,
  origin: string,
  profile: Profile,
): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const path = entry.paths[locale];
    if (path === undefined) continue;
    const alternates = locales.flatMap((other) => {
      const otherPath = entry.paths[other];
      return otherPath === undefined
        ? []
        : [`<xhtml:link rel="alternate" hreflang="${other}" href="${loc(otherPath, other, origin, profile)}"/>`];
    });
    const lastModified =
      entry.lastModified === undefined ? "" : `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`;
    urls.push(`<url><loc>${loc(path, locale, origin, profile)}</loc>${lastModified}${alternates.join("")}</url>`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}
