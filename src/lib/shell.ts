import { env } from "cloudflare:workers";
import { getPageShell, type PageShell } from "../../workers/api/front/get-page-shell.ts";
import { getDb } from "../../workers/lib/db.ts";
import { defaultTheme } from "../../core/theme.ts";

/**
 * The page shell for the layout. Error and not-found pages must render even when the database
 * is down, so a failure there falls back to a bare shell (and is logged) instead of failing twice.
 */
export async function loadShell(locals: App.Locals): Promise<PageShell> {
  try {
    return await getPageShell(getDb(env), locals.locale, locals.profile);
  } catch (error) {
    console.error("Page shell unavailable, rendering the bare shell", error);
    return {
      theme: defaultTheme,
      logoUrl: null,
      company: { name: locals.profile.name, address: null, phone: null, email: null },
      footerMenus: [],
      mobileFooterMenus: [],
      navMenus: [],
      navFooterMenus: [],
    };
  }
}
