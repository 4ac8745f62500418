import {
  CustomerGroupInput,
  CustomerGroupListQuery,
  CustomerGroupPatch,
  CustomerPricingInput,
} from "../../../../core/contracts/admin/price-lists.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { resourceRoutes } from "../resource-routes.ts";
import {
  createCustomerGroup,
  deleteCustomerGroup,
  getCustomerGroup,
  getCustomerPricing,
  listCustomerGroups,
  putCustomerPricing,
  updateCustomerGroup,
} from "./customer-groups.ts";

/**
 * /api/admin/customer-groups (decision 0101): groups of companies and the price list each pays.
 * Built with `catalogueRoutes()` like the lists: which list a buyer pays will key their pages.
 */
export const customerGroupRoutes = resourceRoutes({
  contracts: { listQuery: CustomerGroupListQuery, input: CustomerGroupInput, patch: CustomerGroupPatch },
  list: (r, query) => listCustomerGroups(r.db, query),
  read: (r, id) => getCustomerGroup(r.db, id),
  create: (r, input) => createCustomerGroup(r.db, input, r.t),
  update: (r, id, { mode, input }) => updateCustomerGroup(r.db, id, input, mode, r.t),
  remove: (r, id) => deleteCustomerGroup(r.db, id),
});

/** /api/admin/customers/{id}/pricing: a company's group and its own price list. */
export const customerPricingRoutes = catalogueRoutes()
  .get("/:id/pricing", access("admin"), async (c) => ok(c, await getCustomerPricing(c.var.db, pathId(c))))
  .put("/:id/pricing", access("admin"), validate(CustomerPricingInput), async (c) =>
    ok(c, await putCustomerPricing(c.var.db, pathId(c), c.req.valid("json"), translator(c))),
  );
