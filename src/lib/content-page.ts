import { env } from "cloudflare:workers";
import type { PageLayout } from "../../db/schema/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import { getContentPage, type ContentPageView } from "../../workers/api/content/get-content-page.ts";
import { getDb } from "../../workers/lib/db.ts";
import type { Locale } from "../../core/profiles.ts";
import { loadShell } from "./shell.ts";

/**
 * One content page, then the page shell: two database round trips (ARCHITECTURE.md §2), and a
 * missing page costs one before the not-found page reads its own shell. `null` when the page is
 * missing, inactive, not offered in this locale or of another layout.
 */
export async function loadContentPage(locals: App.Locals, url: string, layout?: PageLayout) {
  const page = await getContentPage(getDb(env), locals.locale, url, layout);
  return page ? { page, shell: await loadShell(locals) } : null;
}

/** Base.astro's hreflang alternates: only the locales the page is offered in. */
export function pageAlternates(page: ContentPageView): { locale: Locale; path: string }[] {
  return page.alternates.map((alternate) => ({ locale: alternate.locale, path: `/${alternate.url}` }));
}

/** The not-found page in the request's locale (rewrites run the middleware again). */
export const notFoundPath = (locals: App.Locals) => localizePath("/404", locals.locale, locals.profile);
