import { CategoryInput, CategoryListQuery, CategoryPatch } from "../../../../core/contracts/admin/categories.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { getCategory, listCategories } from "./list-categories.ts";
import { createCategory, deleteCategory, updateCategory } from "./write-category.ts";

/**
 * /api/admin/categories (SPEC §3 Category with its sub-categories; the admin "category" screens),
 * on the admin resource convention (decision 0054).
 */
export const categories = catalogueRoutes()
  .get("/", access("admin"), validate(CategoryListQuery, { target: "query" }), async (c) =>
    ok(c, await listCategories(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(CategoryInput), async (c) => {
    const db = getDb(c.env);
    const id = await createCategory(db, c.req.valid("json"), translator(c));
    return ok(c, await readCategory(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readCategory(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(CategoryInput), async (c) => {
    const db = getDb(c.env);
    await updateCategory(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readCategory(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(CategoryPatch), async (c) => {
    const db = getDb(c.env);
    await updateCategory(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readCategory(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteCategory(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

async function readCategory(db: ReturnType<typeof getDb>, id: number) {
  const found = await getCategory(db, id);
  if (!found) throw new AppError("not_found");
  return found;
}
