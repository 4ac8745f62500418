// Money as an admin types and reads it (the products' price fields and bulk edit): major units of
// the profile's currency ("19.99", "19", Arabic-Indic digits, the Arabic decimal separator), held
// and sent as integer minor units (ARCHITECTURE.md §2). Riyal and pound both have two decimals.
// Kept apart from core/contracts/admin/product-csv.ts, whose module loads the CSV parser.
import { toLatinDigits } from "../../../../core/validation/rules.ts";

/**
 * Minor units from typed major units; null when blank, NaN when it is no amount (negative, more
 * than two decimals, separators), so the contract's money rule refuses it with its message.
 * @example minorOf("19.9") // 1990
 */
export function minorOf(typed: string): number | null {
  const value = toLatinDigits(typed.trim()).replace("\u066B", ".").replace(/^\./, "0.");
  if (value === "") return null;
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Major units as typed back into a field: "19.99", "20" for whole amounts; blank for none.
 * @example majorOf(1990) // "19.90"
 */
export function majorOf(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return "";
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}
