import {
  MainCategoryInput,
  MainCategoryListQuery,
  MainCategoryPatch,
} from "../../../../core/contracts/admin/main-categories.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getMainCategory, listMainCategories } from "./list-main-categories.ts";
import { createMainCategory, deleteMainCategory, updateMainCategory } from "./write-main-category.ts";

/**
 * /api/admin/main-categories (SPEC §2 /main-categories; the admin "main-category" screens), on the
 * admin resource convention (decision 0054).
 */
export const mainCategories = resourceRoutes({
  contracts: { listQuery: MainCategoryListQuery, input: MainCategoryInput, patch: MainCategoryPatch },
  list: (r, query) => listMainCategories(r.db, query, r.locale),
  read: (r, id) => getMainCategory(r.db, id),
  create: (r, input) => createMainCategory(r.db, input, r.t),
  update: (r, id, { input }) => updateMainCategory(r.db, id, input, r.t),
  remove: (r, id) => deleteMainCategory(r.db, id, r.t),
});
