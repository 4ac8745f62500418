import { ProductAttributesInput } from "../../../../core/contracts/admin/product-attributes.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { readProductAttributes, saveProductAttributes } from "./product-attributes.ts";

/**
 * /api/admin/products/{productId}/attributes (the admin "product/attributes/{version}/{id}"
 * screen; decision 0071): GET a product's specification table, PUT it whole. Mounted beside
 * /api/admin/products like its variants. Built with `catalogueRoutes()`: the cached product page
 * shows the new table on the next request.
 */
export const productAttributeRoutes = catalogueRoutes()
  .get("/", access("admin"), async (c) =>
    ok(c, await readProductAttributes(c.var.db, pathId(c, "productId"), requestLocale(c.req.raw, c.env))),
  )
  .put("/", access("admin"), validate(ProductAttributesInput), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    return ok(c, await saveProductAttributes(c.var.db, pathId(c, "productId"), c.req.valid("json"), locale));
  });
