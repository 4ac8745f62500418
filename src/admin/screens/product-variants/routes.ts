import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { parseRouteId } from "../../kit/resource-routes.tsx";

/** SPEC §2 `product/variants/{id}`: a product's variant matrix, a bespoke screen (its own chunk). */
export const productVariantsRoute = (parent: AnyRoute) =>
  createRoute({
    getParentRoute: () => parent,
    path: "product/variants/$id",
    params: { parse: ({ id }: { id: string }) => ({ id: parseRouteId(id) }), stringify: ({ id }) => ({ id }) },
    component: lazyRouteComponent(() => import("./MatrixScreen.tsx")),
  });
