import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { paymentMethodSorts } from "../../../../core/contracts/admin/payment-methods.ts";
import { parseRouteId, resourceRoutes } from "../../kit/resource-routes.tsx";

/**
 * SPEC §2 settings/payment-methods, `/add`, `/{id}` (the kit's list and form) and
 * `/assign-zones/{id}` (./AssignZones.tsx), children of the settings layout (decision 0089).
 */
export const paymentMethodRoutes = (settings: AnyRoute) => {
  const assignZones = createRoute({
    getParentRoute: () => settings,
    path: "payment-methods/assign-zones/$id",
    params: { parse: ({ id }: { id: string }) => ({ id: parseRouteId(id) }), stringify: ({ id }) => ({ id }) },
  });
  assignZones.update({
    component: lazyRouteComponent(async () => {
      const { default: AssignZones } = await import("./AssignZones.tsx");
      return {
        default: function AssignZonesScreen() {
          return <AssignZones id={assignZones.useParams().id} />;
        },
      };
    }),
  });
  return [
    ...resourceRoutes(settings, {
      path: "payment-methods",
      sorts: paymentMethodSorts,
      load: () => import("./resource.tsx"),
    }),
    assignZones,
  ];
};
