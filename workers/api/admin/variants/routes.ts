import {
  VariantAttributeInput,
  VariantAttributeListQuery,
  VariantAttributePatch,
} from "../../../../core/contracts/admin/variants.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getVariantAttribute, listVariantAttributes } from "./list-variant-attributes.ts";
import { createVariantAttribute, deleteVariantAttribute, updateVariantAttribute } from "./write-variant-attribute.ts";

/**
 * /api/admin/variants (the admin "variants" screens, SPEC §2): variant attributes such as Size,
 * each with its values (S, M, L, XL) edited with it (decision 0058). Built with `catalogueRoutes()`:
 * a renamed value shows in every product's variant matrix on the next request.
 */
export const variantAttributes = catalogueRoutes()
  .get("/", access("admin"), validate(VariantAttributeListQuery, { target: "query" }), async (c) =>
    ok(c, await listVariantAttributes(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(VariantAttributeInput), async (c) => {
    const db = getDb(c.env);
    const id = await createVariantAttribute(db, c.req.valid("json"), translator(c));
    return ok(c, await readVariantAttribute(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readVariantAttribute(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(VariantAttributeInput), async (c) => {
    const db = getDb(c.env);
    const input = c.req.valid("json");
    // PUT replaces the attribute whole: a position left out is the first place
    await updateVariantAttribute(db, pathId(c), { ...input, position: input.position ?? 0 }, translator(c));
    return ok(c, await readVariantAttribute(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(VariantAttributePatch), async (c) => {
    const db = getDb(c.env);
    await updateVariantAttribute(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readVariantAttribute(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteVariantAttribute(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readVariantAttribute(db: ReturnType<typeof getDb>, id: number) {
  const attribute = await getVariantAttribute(db, id);
  if (!attribute) throw new AppError("not_found");
  return attribute;
}
