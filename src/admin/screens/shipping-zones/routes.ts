import type { AnyRoute } from "@tanstack/react-router";
import { shippingZoneSorts } from "../../../../core/contracts/admin/shipping-zones.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `shipping-zones`, `shipping-zones/add`, `shipping-zones/{id}` over /api/admin/shipping-zones (decision 0091). */
export const shippingZoneRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "shipping-zones", sorts: shippingZoneSorts, load: () => import("./resource.tsx") });
