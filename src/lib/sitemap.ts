import { localizePath } from "../../i18n/routing.ts";
import type { SitemapEntry } from "../../workers/api/content/list-sitemap-entries.ts";
import { locales, type Locale, type Profile } from "../../core/profiles.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The sitemap index: one sitemap per locale (sitemaps.org protocol). */
export function sitemapIndex(origin: string): string {
  const sitemaps = locales.map(
    (locale) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${locale}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.join("")}</sitemapindex>\n`;
}

const head =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const tail = "</urlset>\n";

/**
 * One locale's sitemap, line by line: every entry that exists in the locale, with hreflang
 * alternates to each of its translations (Google's xhtml:link form). URLs are percent-encoded
 * (Arabic slugs) and XML-escaped. A generator, so 20,000 products stream instead of sitting in
 * one string.
 */
export function* sitemapLines(
  entries: readonly SitemapEntry[],
  locale: Locale,
  origin: string,
  profile: Profile,
): Generator<string> {
  yield head;
  for (const entry of entries) {
    if (entry.paths[locale] === undefined) continue;
    const hrefs = locales.flatMap((l) => {
      const path = entry.paths[l];
      return path === undefined ? [] : [[l, escapeXml(origin + encodeURI(localizePath(path, l, profile)))] as const];
    });
    const loc = hrefs.find(([l]) => l === locale)?.[1];
    const lastModified =
      entry.lastModified === undefined ? "" : `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`;
    const alternates = hrefs.map(([l, href]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`);
    yield `<url><loc>${loc}</loc>${lastModified}${alternates.join("")}</url>\n`;
  }
  yield tail;
}

/** One locale's sitemap as a string (see sitemapLines). */
export function sitemapUrlset(entries: readonly SitemapEntry[], locale: Locale, origin: string, profile: Profile) {
  return [...sitemapLines(entries, locale, origin, profile)].join("");
}
