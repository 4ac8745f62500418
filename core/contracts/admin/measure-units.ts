// Measure units in the back office (SPEC §3 name and code; §5 both required): /api/admin/measure-units.
import { type } from "arktype";
import { requiredText } from "../../validation/rules.ts";
import { adminListQuery, translations } from "../admin-resources.ts";

/** A unit's code ("pcs", "m2", "doz"): the same in both languages, 1–20 letters, digits, dots or dashes. */
const code = requiredText({ max: 20 }).narrow(
  (value, ctx) => /^[\p{L}\p{N}.-]+$/u.test(value) || ctx.reject({ message: "validation.code" }),
);

/** A measure unit as the admin writes it: its code and its name in each language (English required). */
export const MeasureUnitInput = type({
  code,
  translations: translations(type({ name: requiredText({ max: 60 }) }).onUndeclaredKey("delete")),
}).onUndeclaredKey("delete");
export type MeasureUnitInput = typeof MeasureUnitInput.infer;

/** PATCH: any of the fields; the texts of a locale given are replaced whole. */
export const MeasureUnitPatch = MeasureUnitInput.partial();
export type MeasureUnitPatch = typeof MeasureUnitPatch.infer;

export const measureUnitSorts = ["name", "code", "createdAt"] as const;
export const MeasureUnitListQuery = adminListQuery(measureUnitSorts);

/** A row of the list: the name in the request's language (English when it has none). */
export interface MeasureUnitRow {
  id: number;
  code: string;
  name: string;
  /** How many products are measured in it (a unit in use cannot be deleted). */
  productCount: number;
}

/** One unit, as the edit screen reads it. */
export interface MeasureUnitDetail {
  id: number;
  code: string;
  translations: MeasureUnitInput["translations"];
  productCount: number;
}
