import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { quoteAddressFilters, quoteListSorts } from "./address.ts";

/**
 * `quotes` (the list, its status tabs in the address) and `quotes/{id}` (a quote: its lines, history
 * and the answer form) over /api/admin/quotes (decision 0104). Buyers ask for quotes from their
 * cart, so there is no `quotes/add`.
 */
export const quoteRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "quotes",
    sorts: quoteListSorts,
    filters: quoteAddressFilters,
    hasAdd: false,
    load: () => import("./resource.tsx"),
    detail: () => import("./QuoteDetail.tsx"),
  });
