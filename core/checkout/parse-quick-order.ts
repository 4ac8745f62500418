// The quick order pad's input (issue #10 item 3, decision 0051): lines of `SKU quantity` typed or
// pasted (space, comma, semicolon or tab between them, as a spreadsheet pastes), or a CSV file
// with an optional header row. Read in the browser before anything is looked up, so every line
// that cannot be read is listed with its number and nothing is guessed.
import { maxCheckoutLines } from "../contracts/checkout.ts";
import { toLatinDigits } from "../validation/rules.ts";

/**
 * One readable line: the code as typed (a product SKU or a variant code), a whole quantity ≥ 1,
 * and the option choices it names after the quantity (`SKU, 12, Gift box`), as typed.
 */
export interface QuickOrderEntry {
  line: number;
  sku: string;
  quantity: number;
  options: string[];
}

/** A line that could not be read: no code and quantity in it, or a quantity that is not a whole number ≥ 1. */
export interface QuickOrderProblem {
  line: number;
  text: string;
  reason: "format" | "quantity";
}

export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  problems: QuickOrderProblem[];
  /** More lines than one order may have (`maxCheckoutLines`): nothing past the cap is read. */
  isOverLimit: boolean;
}

/** The most codes one pad reads: as many lines as one order may have. */
export const maxQuickOrderLines = maxCheckoutLines;

/** The longest code read: product SKUs have 4 to 12 characters (SPEC §5), variant codes a few more. */
export const maxSkuLength = 64;

const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .replace(/""/g, '"')
    .trim();

/**
 * What separates a line's columns, first found first: tab, semicolon, comma, and the Arabic
 * semicolon and comma an Arabic keyboard types ("AB1234، 12، علبة هدية").
 */
const delimiters = ["\t", ";", "\u061B", ",", "\u060C"];

/** A line's fields: split at its first delimiter kind, else at whitespace. */
function fields(text: string): string[] {
  const delimiter = delimiters.find((candidate) => text.includes(candidate));
  const parts = delimiter ? text.split(delimiter).map(unquote) : text.trim().split(/\s+/);
  // Spreadsheets export trailing empty cells (`SKU,12,,`): they say nothing.
  while (parts.length > 0 && parts.at(-1) === "") parts.pop();
  return parts;
}

/**
 * Reads the pad's text. Blank lines are skipped; a first line without a digit is a header
 * (`SKU,Quantity`) and skipped. What follows the quantity names the line's option choices (issue
 * #19 item 7): one per column where columns are delimited (`SKU, 12, Gift box, Red`), the rest of
 * the line where they are spaces (`SKU 12 Gift box`); a product without options ignores them, as
 * it ignored a CSV's notes.
 * @example parseQuickOrder("AB1234 12\nAB1235,6").entries // [{ line: 1, sku: "AB1234", quantity: 12 }, { line: 2, … }]
 */
export function parseQuickOrder(input: string): ParsedQuickOrder {
  const entries: QuickOrderEntry[] = [];
  const problems: QuickOrderProblem[] = [];
  let isFirst = true;
  let isOverLimit = false;
  for (const [index, raw] of input
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .entries()) {
    const text = raw.trim();
    if (text === "") continue;
    const wasFirst = isFirst;
    isFirst = false;
    const line = index + 1;
    const parts = fields(text);
    if (wasFirst && !/\d/.test(toLatinDigits(text)) && parts.length >= 2) continue;
    if (entries.length + problems.length >= maxQuickOrderLines) {
      isOverLimit = true;
      break;
    }
    const [sku = "", amount = "", ...rest] = parts;
    if (parts.length < 2 || sku === "" || sku.length > maxSkuLength) {
      problems.push({ line, text, reason: "format" });
      continue;
    }
    const digits = toLatinDigits(amount);
    const quantity = /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
    if (!(quantity >= 1)) {
      problems.push({ line, text, reason: "quantity" });
      continue;
    }
    const isDelimited = delimiters.some((candidate) => text.includes(candidate));
    const options = (isDelimited ? rest : [rest.join(" ")]).filter((option) => option !== "");
    entries.push({ line, sku, quantity, options });
  }
  return { entries, problems, isOverLimit };
}
