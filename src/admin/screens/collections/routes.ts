import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { collectionAddressFilters, collectionListSorts } from "./address.ts";

/**
 * `collections` (the list, its filters and state tabs in the address) and `collections/{id}` (a
 * receipt with Confirm received and Void) over /api/admin/collections (decision 0096). Salespeople
 * record collections, so there is no `collections/add`.
 */
export const collectionRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "collections",
    sorts: collectionListSorts,
    filters: collectionAddressFilters,
    hasAdd: false,
    load: () => import("./resource.tsx"),
    detail: () => import("./CollectionDetail.tsx"),
  });
