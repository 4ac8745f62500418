import type { APIRoute } from "astro";
import { configuredOrigin } from "../lib/site-url.ts";
import { sitemapIndex } from "../lib/sitemap.ts";

/** SPEC §2 SEO: the sitemap index, pointing at one sitemap per locale, on the configured origin. */
export const GET: APIRoute = () =>
  new Response(sitemapIndex(configuredOrigin()), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
