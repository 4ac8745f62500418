import type { APIRoute } from "astro";
import { useTranslations } from "../../i18n/index.ts";
import { dir } from "../../i18n/direction.ts";
import { localizePath } from "../../i18n/routing.ts";
import { bareShell } from "../lib/shell.ts";

/**
 * The salesperson's installable app (issue #22 item 4, decision 0097): one manifest per language at
 * the same path in each (/manifest.webmanifest, /en/manifest.webmanifest), linked only from the
 * salesperson's pages. It opens on the area; its scope is the whole site, as the area orders
 * through the catalogue, cart and checkout.
 */
export const GET: APIRoute = async ({ locals }) => {
  const { locale, profile } = locals;
  const t = useTranslations(locale);
  const { theme } = await (locals.shell ?? bareShell(profile));
  const start = localizePath("/sales", locale, profile);
  const manifest = {
    // One app whichever language installed it
    id: "/sales",
    name: t("sales.app.name", { shop: t("site.name") }),
    short_name: t("sales.app.shortName"),
    lang: locale,
    dir: dir(locale),
    start_url: start,
    scope: "/",
    display: "standalone",
    theme_color: theme.site.header,
    background_color: theme.light.background,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
};
