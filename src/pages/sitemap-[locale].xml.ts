import { env } from "cloudflare:workers";
import type { APIRoute } from "astro";
import { listSitemapEntries } from "../../workers/api/content/list-sitemap-entries.ts";
import { getDb } from "../../workers/lib/db.ts";
import { locales, type Locale } from "../../workers/lib/profiles.ts";
import { sitemapUrlset } from "../lib/sitemap.ts";

/** One locale's sitemap (/sitemap-ar.xml, /sitemap-en.xml): every public page with hreflang alternates. */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const locale = params.locale;
  if (!(locales as readonly string[]).includes(locale ?? "")) return new Response(null, { status: 404 });
  const entries = await listSitemapEntries(getDb(env));
  return new Response(sitemapUrlset(entries, locale as Locale, url.origin, locals.profile), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
};
