/**
 * Arabic-aware search text (issue #3, docs/decisions/0010-search-index.md). The same function
 * normalises what is indexed and what is searched, so spelling variants meet in the middle:
 * `أحذية`, `احذيه` and `الأحذية` all become `احذيه`.
 */

// Tatweel (kashida) only stretches a word; it is a letter modifier (Lm), not a combining mark.
const tatweel = /\u0640/g;
// Combining marks left after NFKD: Arabic harakat, shadda, sukun, superscript alef, hamza above
// and below (NFKD splits أ إ آ ؤ ئ into a base letter and one of these), Latin accents.
const combiningMarks = /\p{Mn}/gu;
const taMarbuta = /\u0629/g;
const alefMaqsura = /\u0649/g;
// Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9, Persian and Urdu) digits.
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
const separators = /[^\p{L}\p{N}]+/gu;
const definiteArticle = "\u0627\u0644";
// "ال" is only an article when at least two letters follow it, so a short word typed as a
// prefix (`الو`) is not reduced to one letter that would match half the catalogue.
const minStemAfterArticle = 2;

function latinDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

function stripArticle(word: string): string {
  return word.startsWith(definiteArticle) && word.length - definiteArticle.length >= minStemAfterArticle
    ? word.slice(definiteArticle.length)
    : word;
}

/**
 * Normalises text for the search index and for queries: compatibility forms and letter case
 * folded, diacritics and tatweel removed, أ إ آ → ا, ة → ه, ى → ي, Arabic-Indic digits → Latin,
 * the article "ال" dropped at the start of a word, words joined by single spaces.
 * @example normalizeSearchText("الأَحْذِيَة ٣") // "احذيه 3"
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(combiningMarks, "")
    .replace(tatweel, "")
    .toLowerCase()
    .replace(taMarbuta, "\u0647")
    .replace(alefMaqsura, "\u064a")
    .replace(easternDigits, latinDigit)
    .split(separators)
    .filter((word) => word.length > 0)
    .map(stripArticle)
    .join(" ");
}

/** At most this many words of a query are searched; the rest only add cost. */
const maxQueryWords = 8;

/**
 * An FTS5 MATCH expression for a shopper's query: every normalised word must match as a prefix,
 * quoted so no word is read as FTS5 syntax (AND, NEAR, column filters). Null when nothing is left.
 * @example toFtsQuery("Linen shi") // '"linen"* "shi"*'
 */
export function toFtsQuery(query: string): string | null {
  const words = normalizeSearchText(query).split(" ").filter(Boolean).slice(0, maxQueryWords);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(" ");
}
