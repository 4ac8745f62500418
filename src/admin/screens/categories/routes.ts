import type { AnyRoute } from "@tanstack/react-router";
import { categorySorts } from "../../../../core/contracts/admin/categories.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `category`, `category/add`, `category/{id}` over /api/admin/categories. */
export const categoryRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "category", sorts: categorySorts, load: () => import("./resource.tsx") });
