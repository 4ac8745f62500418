import { ProductInput, ProductListQuery, ProductPatch } from "../../../../core/contracts/admin/products.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getProduct, listProducts } from "./list-products.ts";
import { createProduct, deleteProduct, updateProduct } from "./write-product.ts";

/**
 * /api/admin/products (SPEC §3 Product, §5 rules; the admin "product" screens), on the resource
 * convention of decision 0054; what is particular to products is decision 0057. Variants
 * (`/products/{id}/variants`) and option groups are resources of their own.
 */
export const products = catalogueRoutes()
  .get("/", access("admin"), validate(ProductListQuery, { target: "query" }), async (c) =>
    ok(c, await listProducts(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(ProductInput), async (c) => {
    const db = getDb(c.env);
    const id = await createProduct(db, c.req.valid("json"), translator(c));
    return ok(c, await readProduct(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readProduct(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(ProductInput), async (c) => {
    const db = getDb(c.env);
    await updateProduct(db, pathId(c), c.req.valid("json"), "replace", translator(c));
    return ok(c, await readProduct(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(ProductPatch), async (c) => {
    const db = getDb(c.env);
    await updateProduct(db, pathId(c), c.req.valid("json"), "patch", translator(c));
    return ok(c, await readProduct(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteProduct(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readProduct(db: ReturnType<typeof getDb>, id: number) {
  const product = await getProduct(db, id);
  if (!product) throw new AppError("not_found");
  return product;
}
