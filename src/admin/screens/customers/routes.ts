import type { AnyRoute } from "@tanstack/react-router";
import { type } from "arktype";
import { customerSorts } from "../../../../core/contracts/admin/customers.ts";
import { customerApprovalStatuses } from "../../../../core/contracts/admin.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

const yesNo = type("'true' | 'false'");

/**
 * SPEC §2 `users`, `users/{id}` (the bespoke detail) and `users/add` over /api/admin/customers;
 * the list's filters in the address (decision 0067).
 */
export const customerRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "users",
    sorts: customerSorts,
    filters: {
      status: type.enumerated(...customerApprovalStatuses),
      verified: yesNo,
      restricted: yesNo,
      canSeePrices: yesNo,
      salesperson: type(/^([1-9]\d{0,11}|none)$/),
    },
    load: () => import("./resource.tsx"),
    detail: () => import("./CustomerDetail.tsx"),
  });
