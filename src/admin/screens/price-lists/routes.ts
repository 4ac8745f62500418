import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { priceListSorts } from "../../../../core/contracts/admin/price-lists.ts";
import { parseRouteId, resourceRoutes } from "../../kit/resource-routes.tsx";

/**
 * `price-lists`, `price-lists/add`, `price-lists/{id}` over /api/admin/price-lists, and
 * `price-lists/{id}/prices`: the list's prices and their CSV (decision 0101).
 */
export const priceListRoutes = (parent: AnyRoute) => [
  ...resourceRoutes(parent, { path: "price-lists", sorts: priceListSorts, load: () => import("./resource.tsx") }),
  createRoute({
    getParentRoute: () => parent,
    path: "price-lists/$id/prices",
    params: { parse: ({ id }: { id: string }) => ({ id: parseRouteId(id) }), stringify: ({ id }) => ({ id }) },
    component: lazyRouteComponent(() => import("./PricesScreen.tsx")),
  }),
];
