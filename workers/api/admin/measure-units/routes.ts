import {
  MeasureUnitInput,
  MeasureUnitListQuery,
  MeasureUnitPatch,
} from "../../../../core/contracts/admin/measure-units.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getMeasureUnit, listMeasureUnits } from "./list-measure-units.ts";
import { createMeasureUnit, deleteMeasureUnit, updateMeasureUnit } from "./write-measure-unit.ts";

/**
 * /api/admin/measure-units (SPEC §3 measure unit; the admin "measureUnits" screens): the first
 * resource of the admin convention (decision 0054), and the pattern the others follow.
 */
export const measureUnits = catalogueRoutes()
  .get("/", access("admin"), validate(MeasureUnitListQuery, { target: "query" }), async (c) =>
    ok(c, await listMeasureUnits(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(MeasureUnitInput), async (c) => {
    const db = getDb(c.env);
    const id = await createMeasureUnit(db, c.req.valid("json"), translator(c));
    return ok(c, await readMeasureUnit(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readMeasureUnit(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(MeasureUnitInput), async (c) => {
    const db = getDb(c.env);
    await updateMeasureUnit(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readMeasureUnit(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(MeasureUnitPatch), async (c) => {
    const db = getDb(c.env);
    await updateMeasureUnit(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readMeasureUnit(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteMeasureUnit(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readMeasureUnit(db: ReturnType<typeof getDb>, id: number) {
  const unit = await getMeasureUnit(db, id);
  if (!unit) throw new AppError("not_found");
  return unit;
}
