import type { APIRoute } from "astro";
import { sitemapIndex } from "../lib/sitemap.ts";

/** SPEC §2 SEO: the sitemap index, pointing at one sitemap per locale. */
export const GET: APIRoute = ({ url }) =>
  new Response(sitemapIndex(url.origin), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
