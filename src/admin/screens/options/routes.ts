import type { AnyRoute } from "@tanstack/react-router";
import { optionGroupSorts } from "../../../../core/contracts/admin/option-groups.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `options`, `options/add`, `options/{id}` over /api/admin/option-groups. */
export const optionGroupRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "options", sorts: optionGroupSorts, load: () => import("./resource.tsx") });
