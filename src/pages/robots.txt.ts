import type { APIRoute } from "astro";
import { configuredOrigin } from "../lib/site-url.ts";

/**
 * robots.txt as an endpoint because the Sitemap line needs an absolute URL, on the profile's
 * configured origin (decision 0037).
 */
export const GET: APIRoute = () =>
  new Response(
    [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /dashboard",
      "Disallow: /admin-panel/",
      "",
      `Sitemap: ${configuredOrigin()}/sitemap.xml`,
      "",
    ].join("\n"),
    { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } },
  );
