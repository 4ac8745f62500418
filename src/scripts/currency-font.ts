/** The font family that draws the Saudi riyal sign U+20C1 (src/styles/global.css). */
export const currencyFontFamily = "Saudi Riyal";

/** The class on <html> that shows the currency sign in letters instead (decision 0030). */
export const noCurrencyFontClass = "no-currency-font";

/**
 * Decision 0030: money on a page draws the riyal sign with a small web font. Where that font
 * cannot load (blocked, offline, a browser that refuses web fonts) the sign would be an empty box,
 * so the page shows its text ("ر.س", "SAR") instead. Returns whether the text is shown.
 */
export async function showCurrencyTextWithoutFont(doc: Document): Promise<boolean> {
  const sign = doc.querySelector("[data-currency-sign]");
  if (!sign) return false;
  const font = `1em "${currencyFontFamily}"`;
  // load() answers the faces that loaded for this text; none (or a rejection) means the font failed.
  const faces = await doc.fonts.load(font, "\u20C1").catch(() => []);
  if (faces.some((face) => face.status === "loaded")) return false;
  doc.documentElement.classList.add(noCurrencyFontClass);
  return true;
}
