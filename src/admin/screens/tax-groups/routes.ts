import type { AnyRoute } from "@tanstack/react-router";
import { taxGroupSorts } from "../../../../core/contracts/admin/tax-groups.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `tax-groups`, `tax-groups/add`, `tax-groups/{id}` over /api/admin/tax-groups (decision 0087). */
export const taxGroupRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "tax-groups", sorts: taxGroupSorts, load: () => import("./resource.tsx") });
