// The vocabulary prices things in riyals; pound profiles get prices that look like a British
// trade price list, not a currency conversion (ARCHITECTURE §2: integer minor units).
import type { Profile } from "../../core/profiles.ts";

type Currency = Profile["currency"];

// Roughly the riyal-to-pound rate, kept fixed so seeded prices never move.
const poundsPerRiyal = 0.21;

/** Rounds minor units to a price-list step: half riyals, or whole pounds less a penny (5p steps below £5). */
export function roundPrice(minor: number, currency: Currency): number {
  if (minor <= 0) return 0;
  if (currency === "SAR") return Math.max(50, Math.round(minor / 50) * 50);
  if (minor < 500) return Math.max(5, Math.round(minor / 5) * 5);
  return Math.round(minor / 100) * 100 - 1;
}

/** A riyal amount from the vocabulary as rounded minor units of the profile's currency. */
export function toMinor(riyals: number, currency: Currency): number {
  return roundPrice(riyals * 100 * (currency === "SAR" ? 1 : poundsPerRiyal), currency);
}

/**
 * A riyal threshold (limit, minimum cart, band edge, fixed discount) as a round figure in the
 * profile's currency: SAR 1,000 stays 1,000; in pounds it becomes £200, not £209.99.
 */
export function toRoundAmount(riyals: number, currency: Currency): number {
  if (currency === "SAR") return Math.round(riyals * 100);
  const pounds = riyals * poundsPerRiyal;
  const step = 10 ** Math.floor(Math.log10(pounds)) / 2;
  return Math.round(pounds / step) * step * 100;
}
