import type { MessageKey } from "../../../../i18n/index.ts";

/** What the measure-unit screens say, beyond the kit's texts. */
export const measureUnitMessages = [
  "admin.nav.measureUnits",
  "admin.measureUnits.add",
  "admin.measureUnits.edit",
  "admin.measureUnits.name",
  "admin.measureUnits.code",
  "admin.measureUnits.codeHint",
  "admin.measureUnits.products",
] as const satisfies readonly MessageKey[];
