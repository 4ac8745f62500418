import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { refundAddressFilters, refundListSorts } from "./address.ts";

/**
 * SPEC §2 `refunds` (the list, its status tabs and filters in the address), `refunds/add` (an admin
 * adds a return for a customer's order) and `refunds/{id}` (the return: its moves and its refund),
 * over /api/admin/refunds (decisions 0083, 0085). Both add and detail are bespoke screens.
 */
export const refundRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "refunds",
    sorts: refundListSorts,
    filters: refundAddressFilters,
    load: () => import("./resource.tsx"),
    add: () => import("./RefundAdd.tsx"),
    detail: () => import("./RefundDetail.tsx"),
  });
