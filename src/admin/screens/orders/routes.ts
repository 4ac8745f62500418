import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { orderAddressFilters, orderListSorts } from "./address.ts";

/**
 * SPEC §2 `order` (the list, its filters in the address) and `order/{id}` (the bespoke detail) over
 * /api/admin/orders; orders come from the checkout, so there is no `order/add` (decision 0081).
 */
export const orderRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "order",
    sorts: orderListSorts,
    filters: orderAddressFilters,
    hasAdd: false,
    load: () => import("./resource.tsx"),
    detail: () => import("./OrderDetail.tsx"),
  });
