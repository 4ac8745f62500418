import type { AnyRoute } from "@tanstack/react-router";
import { adminSorts } from "../../../../core/contracts/admin/admins.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `admins`, `admins/add`, `admins/{id}` over /api/admin/admins: super admins only (SPEC §6). */
export const adminAccountRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "admins",
    sorts: adminSorts,
    access: "superAdmin",
    load: () => import("./resource.tsx"),
  });
