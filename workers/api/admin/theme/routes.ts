import { Theme } from "../../../../core/theme.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { getTheme, resetTheme, saveTheme } from "./theme.ts";

/**
 * /api/admin/settings/theme (issue #12 item 5, SPEC §3 theme, §9 limits; decision 0069): GET the
 * theme, PUT a whole new one (every key required, no unknown key, colours as hex), DELETE to go
 * back to the defaults. A `catalogueRoutes()` router: a save or a reset bumps the catalogue version
 * in the same request, so `/api/front/settings` and every cached page show it at once.
 */
export const theme = catalogueRoutes()
  .get("/", access("admin"), async (c) => ok(c, await getTheme(c.var.db)))
  .put("/", access("admin"), validate(Theme), async (c) => {
    const db = c.var.db;
    await saveTheme(db, c.req.valid("json"));
    return ok(c, await getTheme(db), { message: translator(c)("admin.theme.saved") });
  })
  .delete("/", access("admin"), async (c) =>
    ok(c, await resetTheme(c.var.db), { message: translator(c)("admin.theme.resetDone") }),
  );
