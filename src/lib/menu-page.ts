import { localizePath } from "../../i18n/routing.ts";
import { getMenu, type MenuPage } from "../../workers/api/catalogue/get-menu.ts";
import { entriesForBook } from "../../workers/api/catalogue/book-prices.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { found } from "./found.ts";

export type MenuPageLoad = { kind: "page"; menu: MenuPage } | { kind: "redirect"; location: string };

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
  const page = found(params.page === undefined ? 1 : /^[1-9]\d{0,4}$/.test(params.page) ? Number(params.page) : null);
  // The page size is the theme's (SPEC §9 perPage), which comes with the shell.
  const { theme } = await locals.shell;
  const menu = found(
    await getMenu(locals.db, locals.locale, found(params.menu), {
      page,
      pageSize: theme.perPage,
      canSeePrices: locals.canSeePrices,
    }),
  );
  const isCanonical = menu.slug === params.menu && menu.itemType === params.type && params.page !== "1";
  if (!isCanonical)
    return { kind: "redirect", location: localizePath(menuPath(menu, page), locals.locale, locals.profile) };
  // Its product cards at the prices of the book this page is kept for (decision 0105).
  const items = await entriesForBook(
    locals.db,
    locals.priceBook,
    menu.entries.items,
    isoDayOf(Date.now(), locals.profile),
  );
  return { kind: "page", menu: { ...menu, entries: { ...menu.entries, items } } };
}
