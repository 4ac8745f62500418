import { ProductVariantPatch, ProductVariantsInput } from "../../../../core/contracts/admin/product-variants.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { largeBody } from "../../../lib/http/read-body.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { patchProductVariant } from "./patch-product-variant.ts";
import { readProductVariants } from "./read-product-variants.ts";
import { saveProductVariants } from "./save-product-variants.ts";

/**
 * A matrix of 1,000 variants written as JSON with long codes is about 160 KB: more than the API's
 * 64 KiB, so this route declares its own limit.
 */
export const matrixBodyBytes = 512 * 1024;

/**
 * /api/admin/products/{productId}/variants (the admin "product/variants/{id}" screen; SPEC §3
 * Variant): GET the matrix, PUT it whole, PATCH one variant (decision 0058). Mounted beside
 * /api/admin/products, which it does not shadow (one more path segment). Built with
 * `catalogueRoutes()`: the storefront's variant matrix is right on the next request.
 */
export const productVariants = catalogueRoutes()
  .get("/", access("admin"), async (c) =>
    ok(c, await readProductVariants(c.var.db, pathId(c, "productId"), requestLocale(c.req.raw, c.env))),
  )
  .put("/", access("admin"), largeBody(matrixBodyBytes), validate(ProductVariantsInput), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const productId = pathId(c, "productId");
    const matrix = await saveProductVariants(c.var.db, productId, c.req.valid("json"), locale, useTranslations(locale));
    return ok(c, matrix);
  })
  .patch("/:variantId", access("admin"), validate(ProductVariantPatch), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const ids = { product: pathId(c, "productId"), variant: pathId(c, "variantId") };
    const patch = c.req.valid("json");
    return ok(c, await patchProductVariant(c.var.db, ids.product, ids.variant, patch, locale, useTranslations(locale)));
  });
