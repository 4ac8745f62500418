import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { parseRouteId } from "../../kit/resource-routes.tsx";

/**
 * SPEC §2 `product/attributes/{version}/{id}`: a product's specification table (decision 0071), a
 * bespoke screen (its own chunk). The screen sends a version other than the profile's to the
 * profile's, replacing the address.
 */
export const productAttributesRoute = (parent: AnyRoute) =>
  createRoute({
    getParentRoute: () => parent,
    path: "product/attributes/$version/$id",
    params: {
      parse: ({ version, id }: { version: string; id: string }) => ({ version, id: parseRouteId(id) }),
      stringify: ({ version, id }) => ({ version, id }),
    },
    component: lazyRouteComponent(() => import("./AttributesScreen.tsx")),
  });
