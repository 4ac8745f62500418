import type { AnyRoute } from "@tanstack/react-router";
import { type } from "arktype";
import { salespersonSorts } from "../../../../core/contracts/admin/salespeople.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** `salespeople`, `salespeople/add`, `salespeople/{id}` over /api/admin/salespeople (decision 0067). */
export const salespersonRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "salespeople",
    sorts: salespersonSorts,
    filters: { active: type("'true' | 'false'") },
    load: () => import("./resource.tsx"),
  });
