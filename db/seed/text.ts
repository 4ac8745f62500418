// Composing bilingual titles and slugs, and the product codes derived from them.
import type { Bilingual, Colour, Gender, Modifier } from "./vocabulary.ts";

export interface TitleParts {
  noun: Bilingual;
  gender: Gender;
  /** In English reading order (style before material); Arabic reverses them after the noun. */
  modifiers: readonly Modifier[];
  tail?: Bilingual;
  colour?: Colour;
}

const join = (words: readonly (string | undefined)[]) => words.filter((word) => word).join(" ");

/**
 * "Classic Cotton Thobe with Mandarin Collar - White" / "ثوب قطني كلاسيكي بياقة صينية - أبيض":
 * English puts modifiers before the noun; Arabic puts agreeing adjectives after it (the one
 * nearest the noun first, so the order mirrors English), then invariant phrases, then the tail.
 */
export function composeTitle(parts: TitleParts): Bilingual {
  const reversed = [...parts.modifiers].reverse();
  const adjectives = reversed.flatMap((m) => (typeof m.ar === "string" ? [] : [m.ar[parts.gender]]));
  const phrases = reversed.flatMap((m) => (typeof m.ar === "string" ? [m.ar] : []));
  const en = join([...parts.modifiers.map((m) => m.en), parts.noun.en, parts.tail?.en]);
  const ar = join([parts.noun.ar, ...adjectives, ...phrases, parts.tail?.ar]);
  return parts.colour ? { en: `${en} - ${parts.colour.en}`, ar: `${ar} - ${parts.colour.ar}` } : { en, ar };
}

/** Slugs are written the one way the admin API writes them (core/slug.ts). */
export { slugify } from "../../core/slug.ts";

/** The EAN-13 check digit for 12 digits (GS1 General Specifications §7.9: weights 1, 3, 1, 3…). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`);
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** A full EAN-13 from a GS1 prefix and an item number. */
export function ean13(prefix: string, itemNumber: number): string {
  const first12 = `${prefix}${String(itemNumber).padStart(12 - prefix.length, "0")}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
