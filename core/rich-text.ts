// Rich text (product extensive descriptions, content pages and blog posts) is stored as a small
// HTML subset and rendered with `set:html`. It is cleaned here, once, when it is written (issue
// #9 A.8, docs/decisions/0035-rich-text-sanitised-on-write.md), so pages render stored HTML as it
// is and the Worker's render path carries no HTML parser.
import sanitize from "sanitize-html";

/**
 * The HTML subset stored rich text may keep. Everything else is dropped: tags outside the list
 * lose their markup but keep their text, while script, style and similar lose their content too.
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
 * Cleans rich text before it is stored: an allow-list of tags and link schemes, balanced tags.
 * Cleaning clean text changes nothing, so stored text can be cleaned again at any time.
 * @example sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script>') // "<p>Hi</p>"
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
