import type { AnyRoute } from "@tanstack/react-router";
import { slideSorts } from "../../../../core/contracts/admin/slides.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `slider`, `slider/add`, `slider/{id}` over /api/admin/slides. */
export const slideRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "slider", sorts: slideSorts, load: () => import("./resource.tsx") });
