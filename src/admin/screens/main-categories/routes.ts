import type { AnyRoute } from "@tanstack/react-router";
import { mainCategorySorts } from "../../../../core/contracts/admin/main-categories.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `main-category`, `main-category/add`, `main-category/{id}` over /api/admin/main-categories. */
export const mainCategoryRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "main-category", sorts: mainCategorySorts, load: () => import("./resource.tsx") });
