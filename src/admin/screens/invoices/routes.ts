import type { AnyRoute } from "@tanstack/react-router";
import { resourceRoutes } from "../../kit/resource-routes.tsx";
import { invoiceAddressFilters, invoiceListSorts } from "./address.ts";

/**
 * SPEC §2 `invoices` (the list) and `invoices/{id}` (the bespoke invoice: edit while a draft,
 * print, credit note) over /api/admin/invoices (decision 0082). Invoices are made from an order's
 * page, so there is no `invoices/add`.
 */
export const invoiceRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "invoices",
    sorts: invoiceListSorts,
    filters: invoiceAddressFilters,
    hasAdd: false,
    load: () => import("./resource.tsx"),
    detail: () => import("./InvoiceDetail.tsx"),
  });
