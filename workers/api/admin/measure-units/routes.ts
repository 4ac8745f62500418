import {
  MeasureUnitInput,
  MeasureUnitListQuery,
  MeasureUnitPatch,
} from "../../../../core/contracts/admin/measure-units.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getMeasureUnit, listMeasureUnits } from "./list-measure-units.ts";
import { createMeasureUnit, deleteMeasureUnit, updateMeasureUnit } from "./write-measure-unit.ts";

/**
 * /api/admin/measure-units (SPEC §3 measure unit; the admin "measureUnits" screens): the first
 * resource of the admin convention (decision 0054), and the pattern the others follow.
 */
export const measureUnits = resourceRoutes({
  contracts: { listQuery: MeasureUnitListQuery, input: MeasureUnitInput, patch: MeasureUnitPatch },
  list: (r, query) => listMeasureUnits(r.db, query, r.locale),
  read: (r, id) => getMeasureUnit(r.db, id),
  create: (r, input) => createMeasureUnit(r.db, input, r.t),
  update: (r, id, { input }) => updateMeasureUnit(r.db, id, input, r.t),
  remove: (r, id) => deleteMeasureUnit(r.db, id, r.t),
});
