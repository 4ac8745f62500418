import { describe, expect, it } from "vitest";
import { normalizeSearchText, toFtsQuery } from "./search-text.ts";

describe("normalizeSearchText", () => {
  it.each([
    ["removes harakat, shadda and sukun", "أَحْذِيَة", "احذيه"],
    ["removes tanwin", "كتابًا", "كتابا"],
    ["removes the superscript alef", "هٰذا", "هذا"],
    ["removes tatweel", "أحـــذية", "احذيه"],
    ["maps alef with hamza above to alef", "أحمر", "احمر"],
    ["maps alef with hamza below to alef", "إبريق", "ابريق"],
    ["maps alef with madda to alef", "آنية", "انيه"],
    ["maps ta marbuta to ha", "طاولة", "طاوله"],
    ["maps alef maqsura to ya", "مستشفى", "مستشفي"],
    ["maps Arabic-Indic digits to Latin", "٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["maps Extended Arabic-Indic digits to Latin", "۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["strips the definite article at word start", "الأحذية", "احذيه"],
    ["strips the article of every word", "الثوب الأبيض", "ثوب ابيض"],
    ["keeps ال inside a word", "جمال", "جمال"],
    ["keeps ال when fewer than two letters would remain", "الو", "الو"],
    ["keeps a word that is only ال", "ال", "ال"],
    ["folds Arabic presentation forms", "ﻻ", "لا"],
    ["lower-cases Latin letters", "Linen SHIRT", "linen shirt"],
    ["removes Latin accents", "Café Crème", "cafe creme"],
    [
      "splits on punctuation and collapses spaces",
      "  Saver Bundle of 3:  Thobe - White ",
      "saver bundle of 3 thobe white",
    ],
    ["splits on the Arabic comma", "أبيض،أسود", "ابيض اسود"],
    ["keeps SKUs and barcodes as words", "THB00012 6280000000017", "thb00012 6280000000017"],
    ["returns an empty string for punctuation only", " - / ! ", ""],
    ["returns an empty string for an empty string", "", ""],
  ])("%s", (_rule, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each(["احذيه", "أحذية", "الأحذية", "الاحذيه", "أَحْذِيَة", "الأحـذيـة"])(
    "brings %s to the same form as أحذية",
    (variant) => {
      expect(normalizeSearchText(variant)).toBe(normalizeSearchText("أحذية"));
    },
  );

  it("is idempotent", () => {
    const once = normalizeSearchText("الأَحْذِيَة الرياضيّة ٢٠٢٦ Café");
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe("toFtsQuery", () => {
  it.each([
    ["a prefix match per word", "Linen shi", '"linen"* "shi"*'],
    ["the normalised Arabic form", "الأحذية", '"احذيه"*'],
    ["FTS5 operators as plain words", 'shirt OR "x" NEAR(a', '"shirt"* "or"* "x"* "near"* "a"*'],
    ["column filters as plain words", "title:abc", '"title"* "abc"*'],
  ])("quotes %s", (_rule, input, expected) => {
    expect(toFtsQuery(input)).toBe(expected);
  });

  it("is null when nothing searchable is left", () => {
    expect(toFtsQuery(" ** ")).toBeNull();
  });

  it("searches at most eight words", () => {
    expect(toFtsQuery("a b c d e f g h i j")?.split(" ")).toHaveLength(8);
  });
});
