import type { AnyRoute } from "@tanstack/react-router";
import { priceListSorts } from "../../../../core/contracts/admin/price-lists.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** `price-lists`, `price-lists/add`, `price-lists/{id}` over /api/admin/price-lists (decision 0101). */
export const priceListRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "price-lists", sorts: priceListSorts, load: () => import("./resource.tsx") });
