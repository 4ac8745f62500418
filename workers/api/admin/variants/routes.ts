import {
  VariantAttributeInput,
  VariantAttributeListQuery,
  VariantAttributePatch,
} from "../../../../core/contracts/admin/variants.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getVariantAttribute, listVariantAttributes } from "./list-variant-attributes.ts";
import { createVariantAttribute, deleteVariantAttribute, updateVariantAttribute } from "./write-variant-attribute.ts";

/**
 * /api/admin/variants (the admin "variants" screens, SPEC §2): variant attributes such as Size,
 * each with its values (S, M, L, XL) edited with it (decision 0058). Built with `catalogueRoutes()`:
 * a renamed value shows in every product's variant matrix on the next request.
 */
export const variantAttributes = resourceRoutes({
  contracts: { listQuery: VariantAttributeListQuery, input: VariantAttributeInput, patch: VariantAttributePatch },
  list: (r, query) => listVariantAttributes(r.db, query, r.locale),
  read: (r, id) => getVariantAttribute(r.db, id),
  create: (r, input) => createVariantAttribute(r.db, input, r.t),
  update: (r, id, change) =>
    updateVariantAttribute(
      r.db,
      id,
      // PUT replaces the attribute whole: a position left out is the first place
      change.mode === "replace" ? { ...change.input, position: change.input.position ?? 0 } : change.input,
      r.t,
    ),
  remove: (r, id) => deleteVariantAttribute(r.db, id, r.t),
});
