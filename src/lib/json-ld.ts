/**
 * Serialises schema.org data for a `<script type="application/ld+json">` block. Every `<` is
 * written as `\u003c`, which JSON reads back as the same character, so no string in the data
 * (a product title holding "</script>", an HTML comment opener) can end the element early.
 * @example toJsonLd({ "@type": "Organization", name: "Jumla" })
 */
export function toJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}
