import { ProductInput, ProductListQuery, ProductPatch } from "../../../../core/contracts/admin/products.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getProduct, listProducts } from "./list-products.ts";
import { createProduct, deleteProduct, updateProduct } from "./write-product.ts";

/**
 * /api/admin/products (SPEC §3 Product, §5 rules; the admin "product" screens), on the resource
 * convention of decision 0054; what is particular to products is decision 0057. Variants
 * (`/products/{id}/variants`) and option groups are resources of their own.
 */
export const products = resourceRoutes({
  contracts: { listQuery: ProductListQuery, input: ProductInput, patch: ProductPatch },
  list: (r, query) => listProducts(r.db, query, r.locale),
  read: (r, id) => getProduct(r.db, id),
  create: (r, input) => createProduct(r.db, input, r.t),
  update: (r, id, { mode, input }) => updateProduct(r.db, id, input, mode, r.t),
  remove: (r, id) => deleteProduct(r.db, id, r.t),
});
