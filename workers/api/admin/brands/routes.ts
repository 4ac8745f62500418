import { BrandInput, BrandListQuery, BrandPatch } from "../../../../core/contracts/admin/brands.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { getBrand, listBrands } from "./list-brands.ts";
import { createBrand, deleteBrand, updateBrand } from "./write-brand.ts";

/** /api/admin/brands (SPEC §3 Brand; the admin "brand" screens), on the admin resource convention (decision 0054). */
export const brands = catalogueRoutes()
  .get("/", access("admin"), validate(BrandListQuery, { target: "query" }), async (c) =>
    ok(c, await listBrands(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(BrandInput), async (c) => {
    const db = getDb(c.env);
    const id = await createBrand(db, c.req.valid("json"), translator(c));
    return ok(c, await readBrand(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readBrand(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(BrandInput), async (c) => {
    const db = getDb(c.env);
    await updateBrand(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readBrand(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(BrandPatch), async (c) => {
    const db = getDb(c.env);
    await updateBrand(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readBrand(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteBrand(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

async function readBrand(db: ReturnType<typeof getDb>, id: number) {
  const brand = await getBrand(db, id);
  if (!brand) throw new AppError("not_found");
  return brand;
}
