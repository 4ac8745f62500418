import { Hono } from "hono";
import type { DbVariables } from "../../../lib/db.ts";
import {
  MenuInput,
  MenuListQuery,
  MenuPatch,
  menuState,
  menuTypeDefinitions,
  type MenuOptions,
} from "../../../../core/contracts/admin/menus.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getMenu, listMenus } from "./list-menus.ts";
import { changeMenu, createMenu, deleteMenu, replaceMenu } from "./write-menu.ts";

/**
 * /api/admin/menus (SPEC §3 Menu, §5, §9 menu types by version; decision 0059): navbar link lists
 * and home carousels of products, brands or categories, with the media their menu type uses.
 */
export const menus = catalogueRoutes()
  .get("/", access("admin"), validate(MenuListQuery, { target: "query" }), async (c) =>
    ok(c, await listMenus(c.var.db, c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(MenuInput), async (c) => {
    const db = c.var.db;
    const id = await createMenu(db, menuState(c.req.valid("json")), context(c));
    return ok(c, await readMenu(c, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readMenu(c, pathId(c))))
  .put("/:id", access("admin"), validate(MenuInput), async (c) => {
    await replaceMenu(c.var.db, pathId(c), menuState(c.req.valid("json")), context(c));
    return ok(c, await readMenu(c, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(MenuPatch), async (c) => {
    await changeMenu(c.var.db, await readMenu(c, pathId(c)), c.req.valid("json"), context(c));
    return ok(c, await readMenu(c, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteMenu(c.var.db, pathId(c));
    return ok(c, null);
  });

const context = (c: { req: { raw: Request }; env: Env }) => ({
  profile: getProfile(c.env.PROFILE),
  t: useTranslations(requestLocale(c.req.raw, c.env)),
});

async function readMenu(c: { req: { raw: Request }; env: Env; var: DbVariables }, id: number) {
  const menu = await getMenu(c.var.db, id, requestLocale(c.req.raw, c.env));
  if (!menu) throw new AppError("not_found");
  return menu;
}

/**
 * GET /api/admin/menu-types: which menu types this shop's version offers and whether menus combine
 * item types. Beside /menus, not under it: `/menus/types` next to `/menus/:id` kept the app off
 * Hono's RegExpRouter (decision 0079).
 */
export const menuTypes = new Hono<ApiEnv>().get("/", access("admin"), (c) => {
  const profile = getProfile(c.env.PROFILE);
  const options: MenuOptions = {
    menuTypes: profile.menuTypes.map((key) => menuTypeDefinitions[key]),
    isMenusCombinable: profile.flags.isMenusCombinable,
  };
  return ok(c, options);
});
