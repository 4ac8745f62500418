// Tax groups in the back office (SPEC §3 tax group: name, rate, default; decision 0087):
// /api/admin/tax-groups.
import { type } from "arktype";
import { requiredText, taxRate } from "../../validation/rules.ts";
import { adminListQuery } from "../admin-resources.ts";

/**
 * A tax group as the admin writes it: its name (one, unique), its rate in basis points (the form
 * types a percentage with two decimals) and whether it is the default. Making a group the default
 * takes it from the one before; the default is never un-defaulted directly.
 */
export const TaxGroupInput = type({
  name: requiredText({ max: 60 }),
  rateBasisPoints: taxRate(),
  "isDefault?": "boolean",
}).onUndeclaredKey("delete");
export type TaxGroupInput = typeof TaxGroupInput.infer;

/** PATCH: any of the fields. */
export const TaxGroupPatch = TaxGroupInput.partial();
export type TaxGroupPatch = typeof TaxGroupPatch.infer;

export const taxGroupSorts = ["name", "rateBasisPoints", "createdAt"] as const;
export const TaxGroupListQuery = adminListQuery(taxGroupSorts);

/** A row of the list, and the detail the edit screen reads. */
export interface TaxGroupRow {
  id: number;
  name: string;
  rateBasisPoints: number;
  isDefault: boolean;
  /** How many products are taxed by it (a group in use cannot be deleted). */
  productCount: number;
}
