import type { AnyRoute } from "@tanstack/react-router";
import { type } from "arktype";
import { productSorts, productStatuses } from "../../../../core/contracts/admin/products.ts";
import { availabilities } from "../../../../core/contracts/catalogue.ts";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

const id = type(/^[1-9]\d{0,11}$/);

/** SPEC §2 `product`, `product/add`, `product/{id}` over /api/admin/products; the list's filters in the address. */
export const productRoutes = (parent: AnyRoute) =>
  resourceRoutes(parent, {
    path: "product",
    sorts: productSorts,
    filters: {
      status: type.enumerated(...productStatuses),
      availability: type.enumerated(...availabilities),
      brandId: id,
      categoryId: id,
    },
    load: () => import("./resource.tsx"),
  });
