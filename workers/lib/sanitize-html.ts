import sanitize from "sanitize-html";

/**
 * The HTML subset that stored rich text (content pages, blog posts, product descriptions) may
 * keep when rendered. Everything else is dropped: tags outside the list lose their markup but
 * keep their text, while script, style and similar lose their content too.
 */
const options: sanitize.IOptions = {
  allowedTags: ["h2", "h3", "p", "ul", "ol", "li", "a", "strong", "em", "pre", "code", "blockquote"],
  allowedAttributes: { a: ["href", "rel"] },
  // http(s) and relative links; mailto because the contact page lists the trade desk's address.
  // javascript:, data:, vbscript: and protocol-relative //host links lose their href.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link never gives the opened page a handle on ours, whatever the stored rel said.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }),
  },
};

/**
 * Cleans stored rich text for `set:html`: an allow-list of tags and link schemes, balanced tags.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script>') // "<p>Hi</p>"
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html, options);
}
