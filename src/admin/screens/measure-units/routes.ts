import type { AnyRoute } from "@tanstack/react-router";
import { measureUnitSorts } from "../../../../core/contracts/admin/measure-units.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `measureUnits`, `measureUnits/add`, `measureUnits/{id}` over /api/admin/measure-units. */
export const measureUnitRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "measureUnits", sorts: measureUnitSorts, load: () => import("./resource.tsx") });
