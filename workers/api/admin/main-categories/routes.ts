import {
  MainCategoryInput,
  MainCategoryListQuery,
  MainCategoryPatch,
} from "../../../../core/contracts/admin/main-categories.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { getMainCategory, listMainCategories } from "./list-main-categories.ts";
import { createMainCategory, deleteMainCategory, updateMainCategory } from "./write-main-category.ts";

/**
 * /api/admin/main-categories (SPEC §2 /main-categories; the admin "main-category" screens), on the
 * admin resource convention (decision 0054).
 */
export const mainCategories = catalogueRoutes()
  .get("/", access("admin"), validate(MainCategoryListQuery, { target: "query" }), async (c) =>
    ok(c, await listMainCategories(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(MainCategoryInput), async (c) => {
    const db = getDb(c.env);
    const id = await createMainCategory(db, c.req.valid("json"), translator(c));
    return ok(c, await readMainCategory(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readMainCategory(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(MainCategoryInput), async (c) => {
    const db = getDb(c.env);
    await updateMainCategory(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readMainCategory(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(MainCategoryPatch), async (c) => {
    const db = getDb(c.env);
    await updateMainCategory(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readMainCategory(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteMainCategory(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

async function readMainCategory(db: ReturnType<typeof getDb>, id: number) {
  const found = await getMainCategory(db, id);
  if (!found) throw new AppError("not_found");
  return found;
}
