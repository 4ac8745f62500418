import { TaxGroupInput, TaxGroupListQuery, TaxGroupPatch } from "../../../../core/contracts/admin/tax-groups.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getTaxGroup, listTaxGroups } from "./list-tax-groups.ts";
import { createTaxGroup, deleteTaxGroup, updateTaxGroup } from "./write-tax-group.ts";

/**
 * /api/admin/tax-groups (SPEC §3 tax group; the admin "tax-groups" screens, decision 0087). A
 * catalogue resource: a rate changes the VAT the shop's quotes add, so its writes bump the
 * catalogue version like the other catalogue writes (decision 0025).
 */
export const taxGroupRoutes = resourceRoutes({
  contracts: { listQuery: TaxGroupListQuery, input: TaxGroupInput, patch: TaxGroupPatch },
  list: (r, query) => listTaxGroups(r.db, query),
  read: (r, id) => getTaxGroup(r.db, id),
  create: (r, input) => createTaxGroup(r.db, input, r.t),
  update: (r, id, { input }) => updateTaxGroup(r.db, id, input, r.t),
  remove: (r, id) => deleteTaxGroup(r.db, id, r.t),
});
