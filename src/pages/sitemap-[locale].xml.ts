import type { APIRoute } from "astro";
import { listSitemapEntries } from "../../workers/api/content/list-sitemap-entries.ts";
import { locales, type Locale } from "../../core/profiles.ts";
import { configuredOrigin } from "../lib/site-url.ts";
import { sitemapLines } from "../lib/sitemap.ts";

/** One locale's sitemap (/sitemap-ar.xml, /sitemap-en.xml): every public page with hreflang alternates. */
export const GET: APIRoute = async ({ params, locals }) => {
  const locale = params.locale;
  if (!(locales as readonly string[]).includes(locale ?? "")) return new Response(null, { status: 404 });
  const entries = await listSitemapEntries(locals.db);
  const lines = sitemapLines(entries, locale as Locale, configuredOrigin(), locals.profile);
  const encoder = new TextEncoder();
  // Streamed in batches of lines: a 20,000-product sitemap never sits in memory as one string.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = "";
      for (let i = 0; i < 500; i++) {
        const next = lines.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
};
