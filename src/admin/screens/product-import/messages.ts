import type { MessageKey } from "../../../../i18n/index.ts";

/** What the products import and export screen says (decision 0061). */
export const productImportMessages = [
  "admin.nav.productImport",
  "admin.productCsv.title",
  "admin.productCsv.intro",
  "admin.productCsv.export",
  "admin.productCsv.file",
  "admin.productCsv.check",
  "admin.productCsv.import",
  "admin.productCsv.progress",
  "admin.productCsv.summary",
  "admin.productCsv.problems",
  "admin.productCsv.moreProblems",
  "admin.productCsv.ready",
  "admin.productCsv.line",
  "admin.productCsv.column",
  "admin.productCsv.message",
  "admin.productCsv.imported",
  "admin.productCsv.productCount",
  "admin.productCsv.variantCount",
] as const satisfies readonly MessageKey[];
