import type { AnyRoute } from "@tanstack/react-router";
import { brandSorts } from "../../../../core/contracts/admin/brands.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** `brand`, `brand/add`, `brand/{id}` (decision 0062) over /api/admin/brands. */
export const brandRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "brand", sorts: brandSorts, load: () => import("./resource.tsx") });
