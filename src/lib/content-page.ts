import type { PageLayout } from "../../db/schema/index.ts";
import { getContentPage, type ContentPageView } from "../../workers/api/content/get-content-page.ts";
import type { Locale } from "../../core/profiles.ts";
import type { FormRoutes } from "./form-post.ts";
import { found } from "./found.ts";

/**
 * The content page stored under `url`, or the not-found page when it is missing, inactive, not
 * offered in this locale or of another layout. One round trip, beside the shell's.
 */
export async function contentPage(locals: App.Locals, url: string, layout?: PageLayout): Promise<ContentPageView> {
  return found(await getContentPage(locals.db, locals.locale, url, layout));
}

/** Base.astro's hreflang alternates: only the locales the page is offered in. */
export function pageAlternates(page: ContentPageView): { locale: Locale; path: string }[] {
  return page.alternates.map((alternate) => ({ locale: alternate.locale, path: `/${alternate.url}` }));
}

/** The contact form's API route (SPEC §5 Contact), for each page that shows the form (decision 0039). */
export const contactFormRoutes = { contact: { method: "POST", path: "/api/front/contact" } } satisfies FormRoutes;
