import {
  SalespersonInput,
  SalespersonListQuery,
  SalespersonPatch,
} from "../../../../core/contracts/admin/salespeople.ts";
import { workerPasswordHasher } from "../../../../core/password-workerd.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getSalesperson, listSalespeople } from "./list-salespeople.ts";
import { createSalesperson, deleteSalesperson, updateSalesperson } from "./write-salesperson.ts";

/**
 * /api/admin/salespeople (issue #12 item 2, decision 0067): SPEC §3 salespeople on the admin
 * convention; their customers are the customers list's `salesperson` filter. Not catalogue data.
 */
export const salespeople = resourceRoutes({
  contracts: { listQuery: SalespersonListQuery, input: SalespersonInput, patch: SalespersonPatch },
  isCatalogue: false,
  list: (r, query) => listSalespeople(r.db, query),
  read: (r, id) => getSalesperson(r.db, id),
  create: async (r, input) => createSalesperson(r.db, await workerPasswordHasher(), input, r.t),
  update: async (r, id, { input }) => updateSalesperson(r.db, await workerPasswordHasher(), id, input, r.t),
  remove: (r, id) => deleteSalesperson(r.db, id, r.t),
});
