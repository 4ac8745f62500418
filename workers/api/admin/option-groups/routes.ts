import {
  OptionGroupInput,
  OptionGroupListQuery,
  OptionGroupPatch,
} from "../../../../core/contracts/admin/option-groups.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getOptionGroup, listOptionGroups } from "./list-option-groups.ts";
import { createOptionGroup, deleteOptionGroup, updateOptionGroup } from "./write-option-group.ts";

/**
 * /api/admin/option-groups (the admin "options" screens; SPEC §3 Option group): groups with their
 * selection rules and choices (decision 0058). Built with `catalogueRoutes()`: a changed choice
 * shows on the product pages that offer the group on the next request.
 */
export const optionGroups = resourceRoutes({
  contracts: { listQuery: OptionGroupListQuery, input: OptionGroupInput, patch: OptionGroupPatch },
  list: (r, query) => listOptionGroups(r.db, query, r.locale),
  read: (r, id) => getOptionGroup(r.db, id),
  create: (r, input) => createOptionGroup(r.db, input),
  update: (r, id, change) =>
    updateOptionGroup(
      r.db,
      id,
      // PUT replaces the group whole: no maximum given is no upper bound, no flag is not required
      change.mode === "replace"
        ? {
            ...change.input,
            maxSelections: change.input.maxSelections ?? null,
            isRequired: change.input.isRequired ?? false,
          }
        : change.input,
      r.t,
    ),
  remove: (r, id) => deleteOptionGroup(r.db, id, r.t),
});
