import type { APIRoute } from "astro";

/**
 * robots.txt as an endpoint because the Sitemap line needs an absolute URL, and each profile
 * is served from its own host.
 */
export const GET: APIRoute = ({ url }) =>
  new Response(
    [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /dashboard",
      "Disallow: /admin-panel/",
      "",
      `Sitemap: ${url.origin}/sitemap.xml`,
      "",
    ].join("\n"),
    { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } },
  );
