import type { AnyRoute } from "@tanstack/react-router";
import { customerGroupSorts } from "../../../../core/contracts/admin/price-lists.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** `customer-groups`, `customer-groups/add`, `customer-groups/{id}` over /api/admin/customer-groups (decision 0101). */
export const customerGroupRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "customer-groups",
    sorts: customerGroupSorts,
    load: () => import("./resource.tsx"),
  });
