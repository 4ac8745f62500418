import type { AnyRoute } from "@tanstack/react-router";
import { menuSorts } from "../../../../core/contracts/admin/menus.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `menu`, `menu/add`, `menu/{id}` over /api/admin/menus. */
export const menuRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "menu", sorts: menuSorts, load: () => import("./resource.tsx") });
