import { BrandInput, BrandListQuery, BrandPatch } from "../../../../core/contracts/admin/brands.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getBrand, listBrands } from "./list-brands.ts";
import { createBrand, deleteBrand, updateBrand } from "./write-brand.ts";

/** /api/admin/brands (SPEC §3 Brand; the admin "brand" screens), on the admin resource convention (decision 0054). */
export const brands = resourceRoutes({
  contracts: { listQuery: BrandListQuery, input: BrandInput, patch: BrandPatch },
  list: (r, query) => listBrands(r.db, query, r.locale),
  read: (r, id) => getBrand(r.db, id),
  create: (r, input) => createBrand(r.db, input, r.t),
  update: (r, id, { input }) => updateBrand(r.db, id, input, r.t),
  remove: (r, id) => deleteBrand(r.db, id, r.t),
});
