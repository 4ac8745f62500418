// URL slugs (SPEC §2 paths such as /brand/{slug}, /category/{category}): one path segment per
// translation, derived from its name or title unless the admin gives one (decision 0056).

/**
 * A URL path segment in the text's own script: lower-case Latin letters and digits, or Arabic
 * letters without diacritics or tatweel, joined by single hyphens.
 * @example slugify("Linen & Cotton") // "linen-and-cotton"
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

/** Whether text is already a slug as `slugify` writes it (what an admin may type as a slug). */
export function isSlug(text: string): boolean {
  return text !== "" && slugify(text) === text;
}
