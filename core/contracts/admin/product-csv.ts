// Products and variants as a CSV file (issue #11 item 6, decision 0061): what the export writes
// and the import reads. One row per product (variant_code empty) or per variant (the product's sku
// and the variant's code), texts in both languages, money in major units as people type it.
// Parsing is papaparse's and writing core/csv.ts's; this module names the columns and reads the cells.
import { type } from "arktype";
import Papa from "papaparse";
import { unguardCsvCell, writeCsv, type CsvCell } from "../../csv.ts";
import { file, toLatinDigits } from "../../validation/rules.ts";

/** The columns, in the order the export writes them; the import needs `sku` and takes any subset. */
export const productCsvColumns = [
  "sku",
  "variant_code",
  "title_en",
  "title_ar",
  "description_en",
  "description_ar",
  "price",
  "discount_price",
  "quantity",
  "status",
  "availability",
  "min_order_quantity",
  "pack_size",
  "weight_grams",
  "barcode",
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** The columns a variant row may fill; the product's own columns stay empty on it. */
export const variantCsvColumns = ["sku", "variant_code", "price", "quantity", "status", "weight_grams"] as const;

/** Files above this many data rows are refused whole: one import is one batch (decision 0061). */
export const maxCsvRows = 25_000;

/** One data row: its line in the file (the header is line 1) and its non-empty cells, trimmed. */
export interface ProductCsvRow {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

/** What is wrong with the file as a whole (no row is read then). */
export type ProductCsvFileProblem = "empty" | "noSku" | "unknownColumn" | "tooManyRows" | "malformed";

export type ReadProductCsv =
  { ok: true; rows: ProductCsvRow[] } | { ok: false; problem: ProductCsvFileProblem; detail?: string };

/**
 * Reads a file the export wrote, or a spreadsheet saved as CSV (comma, semicolon or tab; a byte
 * order mark; CRLF). Blank lines are skipped; blank cells are left out, so an import changes only
 * what a row fills in.
 */
export function readProductCsv(text: string): ReadProductCsv {
  return readCsvFile(text, productCsvColumns);
}

/**
 * A CSV file of the shop's columns as `readProductCsv` reads it (the price lists' import reads
 * theirs the same way, decision 0101): a header of known columns that has `sku`, at most
 * `maxCsvRows` rows, each with its line and its filled-in cells, unguarded.
 */
export function readCsvFile<C extends string>(
  text: string,
  columns: readonly C[],
):
  | { ok: true; rows: { line: number; cells: Partial<Record<C, string>> }[] }
  | { ok: false; problem: ProductCsvFileProblem; detail?: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const quoteProblem = parsed.errors.find((error) => error.type === "Quotes");
  if (quoteProblem) return { ok: false, problem: "malformed", detail: String((quoteProblem.row ?? 0) + 1) };
  const [header, ...records] = withLines(parsed.data);
  if (!header) return { ok: false, problem: "empty" };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !(columns as readonly string[]).includes(name));
  if (unknown !== undefined) return { ok: false, problem: "unknownColumn", detail: unknown };
  if (!names.includes("sku")) return { ok: false, problem: "noSku" };
  if (records.length === 0) return { ok: false, problem: "empty" };
  if (records.length > maxCsvRows) return { ok: false, problem: "tooManyRows", detail: String(maxCsvRows) };
  const rows = records.map(({ record, line }) => {
    const cells: Partial<Record<C, string>> = {};
    names.forEach((name, column) => {
      // The export guards formula-like text with apostrophes (core/csv.ts); they are not the text.
      const value = unguardCsvCell(record[column] ?? "").trim();
      if (value) cells[name as C] = value;
    });
    return { line, cells };
  });
  return { ok: true, rows };
}

/**
 * The records that hold something, each with the line of the file it starts on (the header is
 * line 1): a quoted cell may hold line breaks and blank lines are skipped, so record n is not
 * always on line n + 1, and an admin is told the line their spreadsheet shows.
 */
function withLines(records: string[][]): { record: string[]; line: number }[] {
  const kept: { record: string[]; line: number }[] = [];
  let line = 1;
  for (const record of records) {
    if (record.some((cell) => cell.trim() !== "")) kept.push({ record, line });
    line += 1 + record.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  }
  return kept;
}

/**
 * An amount as people type it in a spreadsheet, in major units ("19.99", "19", "١٩٫٩٩"), as minor
 * units (1999); null when it is not one: negative, more than two decimals, thousands separators.
 * Riyal and pound both have two decimals.
 */
export function parseMajorAmount(text: string): number | null {
  const value = toLatinDigits(text.trim()).replace("\u066B", ".");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Minor units as the export writes them: "19.99", "20.00". */
export const formatMajorAmount = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/**
 * The file the export answers: the header and one row per product and variant, written as every
 * export of the shop is (core/csv.ts: byte order mark, CRLF, cells guarded against formulas).
 */
export function writeProductCsv(rows: Partial<Record<ProductCsvColumn, CsvCell>>[]): string {
  return writeCsv(
    productCsvColumns,
    rows.map((row) => productCsvColumns.map((column) => row[column])),
  );
}

/** The largest file the import takes (decision 0061): 25,000 rows of the export are about 4 MB. */
export const maxCsvBytes = 5 * 1024 * 1024;

/** A dry run unless the form says `dryRun=false` (decision 0061: checking is the safe default). */
const dryRunFlag = type("boolean | string").pipe((value) => !(value === false || value === "false" || value === "0"));

/**
 * POST /api/admin/product-csv/import: multipart `file` (the CSV) and `dryRun` ("false" writes; any
 * other value or none only checks). The size is the route's (`largeBody`, 413).
 */
export const ProductCsvUpload = type({ file: file(), "dryRun?": dryRunFlag }).onUndeclaredKey("delete");
export type ProductCsvUpload = typeof ProductCsvUpload.infer;

/** A row's problem: the file line it starts on, the column (none for the row as a whole) and the message. */
export interface ProductCsvProblem {
  line: number;
  column: ProductCsvColumn | null;
  message: string;
}

/** The import's answer: what the file holds, what is wrong with it (at most `problemsShown`), and whether it was written. */
export interface ProductCsvReport {
  dryRun: boolean;
  written: boolean;
  rows: number;
  products: number;
  variants: number;
  problemCount: number;
  problems: ProductCsvProblem[];
}

/** The most problems one answer lists; `problemCount` counts them all. */
export const problemsShown = 500;
