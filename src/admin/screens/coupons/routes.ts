import type { AnyRoute } from "@tanstack/react-router";
import { couponSorts, couponStates } from "../../../../core/contracts/admin/coupons.ts";
import { type } from "arktype";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `coupons`, `coupons/add`, `coupons/{id}` over /api/admin/coupons (decision 0088). */
export const couponRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "coupons",
    sorts: couponSorts,
    filters: { state: type.enumerated(...couponStates) },
    load: () => import("./resource.tsx"),
  });
