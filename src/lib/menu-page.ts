import { env } from "cloudflare:workers";
import { localizePath } from "../../i18n/routing.ts";
import { getMenu, type MenuPage } from "../../workers/api/catalogue/get-menu.ts";
import type { PageShell } from "../../workers/api/front/get-page-shell.ts";
import { getDb } from "../../workers/lib/db.ts";
import { loadShell } from "./shell.ts";

export type MenuPageLoad =
  { kind: "page"; shell: PageShell; menu: MenuPage } | { kind: "redirect"; location: string } | { kind: "not-found" };

/** The canonical path of a menu page: `{type}` is the menu's item type, page 1 has no number. */
export function menuPath(menu: Pick<MenuPage, "itemType" | "slug">, page: number): string {
  const base = `/menus/${menu.itemType}/${encodeURIComponent(menu.slug)}`;
  return page > 1 ? `${base}/${page}` : base;
}

/**
 * Loads a menu page (SPEC §2 /menus/{type}/{menu}[/{menu_page_number}]) for the two routes.
 * An unknown menu or a malformed page number is not found; another locale's slug, a wrong
 * `{type}` or an explicit page 1 redirect to the canonical URL.
 */
export async function loadMenuPage(
  locals: App.Locals,
  params: { type?: string | undefined; menu?: string | undefined; page?: string | undefined },
): Promise<MenuPageLoad> {
  const page = params.page === undefined ? 1 : /^[1-9]\d{0,4}$/.test(params.page) ? Number(params.page) : null;
  if (page === null || !params.menu) return { kind: "not-found" };
  const shell = await loadShell(locals);
  const menu = await getMenu(getDb(env), locals.locale, params.menu, {
    page,
    pageSize: shell.theme.perPage,
    canSeePrices: locals.canSeePrices,
  });
  if (!menu) return { kind: "not-found" };
  const isCanonical = menu.slug === params.menu && menu.itemType === params.type && params.page !== "1";
  if (!isCanonical)
    return { kind: "redirect", location: localizePath(menuPath(menu, page), locals.locale, locals.profile) };
  return { kind: "page", shell, menu };
}
