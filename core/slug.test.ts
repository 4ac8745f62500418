import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug.ts";

describe("slugify (decision 0056: a slug per language, derived from the name)", () => {
  it.each([
    ["lower-cases Latin words and joins them with hyphens", "Najd Thobes", "najd-thobes"],
    ["spells out the ampersand", "Linen & Cotton", "linen-and-cotton"],
    ["drops Latin accents", "Café Crème", "cafe-creme"],
    ["keeps Arabic letters and drops vowel marks and tatweel", "كتّان مـصري", "كتان-مصري"],
    ["keeps hamza and madda on their letters", "آنية أواني", "آنية-أواني"],
    ["collapses runs of symbols and trims them at the ends", "  --Bulk!! Towels--  ", "bulk-towels"],
    ["keeps digits", "Pack of 12", "pack-of-12"],
    ["gives nothing for symbols only", "!!!", ""],
  ])("%s", (_, text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("isSlug", () => {
  it.each([
    ["najd-thobes", true],
    ["كتان-مصري", true],
    ["", false],
    ["Najd", false],
    ["najd thobes", false],
    ["najd--thobes", false],
  ])("%s → %s", (text, expected) => {
    expect(isSlug(text)).toBe(expected);
  });
});
