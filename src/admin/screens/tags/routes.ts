import type { AnyRoute } from "@tanstack/react-router";
import { tagSorts } from "../../../../core/contracts/admin/tags.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 `tags`, `tags/add`, `tags/{id}` over /api/admin/tags. */
export const tagRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, { path: "tags", sorts: tagSorts, load: () => import("./resource.tsx") });
