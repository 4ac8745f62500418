import type { AnyRoute } from "@tanstack/react-router";
import { variantAttributeSorts } from "../../../../core/contracts/admin/variants.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `variants`, `variants/add`, `variants/{id}` over /api/admin/variants. */
export const variantAttributeRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "variants", sorts: variantAttributeSorts, load: () => import("./resource.tsx") });
