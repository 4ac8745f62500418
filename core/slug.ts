// Slugs: the one URL path segment a catalogue row has per locale (db/schema: `<entity>_translations.slug`).

/**
 * A URL path segment in the text's own script: lower-case Latin letters and digits, or Arabic
 * letters without diacritics or tatweel, joined by single hyphens.
 * @example slugify("Buyers' Favourites") // "buyers-favourites"
 */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Recompose so Arabic hamza and madda stay on their letters, then drop vowel marks and tatweel.
      .normalize("NFC")
      .replace(/[\u064b-\u0652\u0670\u0640]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
  );
}

/** Whether text is a slug as `slugify` writes them: letters and digits in runs joined by single hyphens. */
export const isSlug = (text: string) => /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u.test(text) && text === text.toLowerCase();
