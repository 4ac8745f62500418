import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { cartAddressFilters, cartListSorts } from "./address.ts";

/**
 * `abandoned-carts` (the list, its state tabs in the address) and `abandoned-carts/{id}` (a
 * customer's cart: its lines and the reminder) over /api/admin/abandoned-carts (decision 0093).
 * The customer's browser writes carts, so there is no `abandoned-carts/add`.
 */
export const abandonedCartRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "abandoned-carts",
    sorts: cartListSorts,
    filters: cartAddressFilters,
    hasAdd: false,
    load: () => import("./resource.tsx"),
    detail: () => import("./CartDetail.tsx"),
  });
