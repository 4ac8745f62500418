// CSV files the shop writes for spreadsheets (decisions 0061, 0074): every export goes through
// `writeCsv`, so every cell is guarded against formula injection the same way (OWASP "CSV
// Injection"; ASVS 5.0 V1.2.10). Writing is papaparse's; this module decides what a cell becomes.
import Papa from "papaparse";

/**
 * What makes a spreadsheet start a formula (OWASP "CSV Injection": "=", "+", "-", "@", tab,
 * carriage return, line feed; ASVS 5.0 V1.2.10 adds the null character), after the spaces Excel
 * and Sheets skip first. Apostrophes in front count too, so that text which already begins with
 * one gets one more and comes back whole (`unguardCsvCell`).
 */
const cellTrigger = String.raw`'*(?:[ \u00a0]*[=+\-@]|[\t\r\n\0])`;
/** The same after a line break inside the cell: some programs read a quoted cell line by line. */
const lineTrigger = String.raw`'*(?:[ \u00a0]*[=+\-@]|[\t\0])`;
const lineBreak = String.raw`(\r\n|\r(?!\n)|\n)`;

const cellStart = new RegExp(`^(?=${cellTrigger})`);
const lineStart = new RegExp(`${lineBreak}(?=${lineTrigger})`, "g");
const cellGuard = new RegExp(`^'(?=${cellTrigger})`);
const lineGuard = new RegExp(`${lineBreak}'(?=${lineTrigger})`, "g");

/**
 * A cell as a spreadsheet must read it: text. An apostrophe goes before whatever could start a
 * formula, at the start of the cell and of each of its lines; spreadsheets show the text after a
 * leading apostrophe, and `unguardCsvCell` takes the apostrophes away again on import.
 * @example guardCsvCell("Towel\n=HYPERLINK(…)") // "Towel\n'=HYPERLINK(…)"
 */
export function guardCsvCell(text: string): string {
  return text.replace(cellStart, "'").replace(lineStart, "$1'");
}

/** The text `guardCsvCell` was given: exactly the apostrophes it added are taken away. */
export function unguardCsvCell(text: string): string {
  return text.replace(cellGuard, "").replace(lineGuard, "$1");
}

/** What a CSV cell may hold: text is guarded, numbers are written as they are, null is empty. */
export type CsvCell = string | number | null | undefined;

/**
 * A CSV file for spreadsheets: a byte order mark (so they read Arabic as UTF-8), the header, the
 * rows, CRLF line ends (RFC 4180). Text cells are guarded (`guardCsvCell`) and quoted when
 * guarded or when they hold a comma, a semicolon or a tab (other locales' and programs' separators,
 * which would otherwise start a new cell), a quote, a line break or edge spaces.
 * @example writeCsv(["sku", "title"], [["ABC1", "Towel"]]) // "\uFEFFsku,title\r\nABC1,Towel\r\n"
 */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${writeCsvRows([fields])}${writeCsvRows(rows)}`;
}

/**
 * Rows of a CSV file as `writeCsv` writes them, without the byte order mark: an export too large to
 * hold writes `writeCsv(fields, [])` first, then each page's rows as it reads them (decision 0080).
 * @example writeCsv(fields, []) + writeCsvRows(page1) + writeCsvRows(page2) // = writeCsv(fields, [...page1, ...page2])
 */
export function writeCsvRows(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return "";
  const data = rows.map((row) => row.map((cell) => (typeof cell === "string" ? guardCsvCell(cell) : (cell ?? ""))));
  const csv = Papa.unparse(data, {
    newline: "\r\n",
    quotes: (value) => typeof value === "string" && /[;\t]|^'/.test(value),
  });
  return `${csv}\r\n`;
}
