// The country field (issue #9 C.15, decision 0040): a list of ISO 3166-1 countries named by the
// runtime's own CLDR data (Intl.DisplayNames) in the page's language. Forms store the two-letter
// code; rows written before stored a name, which still shows as it is and preselects its country.
import type { Locale } from "../core/profiles.ts";

/** ISO 3166-1 alpha-2: every officially assigned code. */
export const countryCodes = [
  ...["AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ"],
  ...["BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS"],
  ...["BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN"],
  ...["CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE"],
  ...["EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF"],
  ...["GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM"],
  ...["HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM"],
  ...["JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC"],
  ...["LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK"],
  ...["ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA"],
  ...["NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG"],
  ...["PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW"],
  ...["SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS"],
  ...["ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO"],
  ...["TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI"],
  ...["VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW"],
] as const;

const isCode = (value: string): boolean => (countryCodes as readonly string[]).includes(value);

const displayNames = new Map<Locale, Intl.DisplayNames>();
function nameIn(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
  return names.of(code) ?? code;
}

/** Names as typed before the list: case, spaces and Arabic letter variants do not count. */
const fold = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/\s+/g, " ")
    .trim();

let codesByName: Map<string, string> | undefined;

/**
 * The code a stored country stands for: the code itself, or the name an older row stored in
 * either language ("Saudi Arabia", "المملكة العربية السعودية"); null when it names no country.
 */
export function countryCode(stored: string | null | undefined): string | null {
  const value = stored?.trim() ?? "";
  if (isCode(value.toUpperCase()) && value.length === 2) return value.toUpperCase();
  codesByName ??= new Map(
    countryCodes.flatMap((code) => (["ar", "en"] as const).map((locale) => [fold(nameIn(code, locale)), code])),
  );
  return codesByName.get(fold(value)) ?? null;
}

/**
 * A stored country as pages show it: a code by its name in the page's language; an older row's
 * name as it was stored.
 * @example countryName("SA", "en") // "Saudi Arabia"
 */
export function countryName(stored: string, locale: Locale): string {
  return isCode(stored) ? nameIn(stored, locale) : stored;
}

/**
 * The country list of a form: every country by its name in `locale`, in that language's order,
 * the shop's own country (`first`) leading.
 */
export function countryOptions(locale: Locale, first?: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  const options = countryCodes
    .map((code) => ({ value: code as string, label: nameIn(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const lead = options.findIndex((option) => option.value === first);
  return lead < 0 ? options : [...options.splice(lead, 1), ...options];
}
