import { CategoryInput, CategoryListQuery, CategoryPatch } from "../../../../core/contracts/admin/categories.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getCategory, listCategories } from "./list-categories.ts";
import { createCategory, deleteCategory, updateCategory } from "./write-category.ts";

/**
 * /api/admin/categories (SPEC §3 Category with its sub-categories; the admin "category" screens),
 * on the admin resource convention (decision 0054).
 */
export const categories = resourceRoutes({
  contracts: { listQuery: CategoryListQuery, input: CategoryInput, patch: CategoryPatch },
  list: (r, query) => listCategories(r.db, query, r.locale),
  read: (r, id) => getCategory(r.db, id),
  create: (r, input) => createCategory(r.db, input, r.t),
  update: (r, id, { input }) => updateCategory(r.db, id, input, r.t),
  remove: (r, id) => deleteCategory(r.db, id, r.t),
});
