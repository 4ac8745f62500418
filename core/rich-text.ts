// Rich text (product extensive descriptions, content pages and blog posts) is stored as a small
// HTML subset and rendered with `set:html`. It is cleaned here, once, when it is written (issue
// #9 A.8, docs/decisions/0035-rich-text-sanitised-on-write.md), so pages render stored HTML as it
// is and the Worker's render path carries no HTML parser. The parser is htmlparser2's (the one
// sanitize-html is built on) without sanitize-html's CSS parser, which the subset has no use for
// (decision 0035, "Later"). The input contract that runs it is core/rich-text-contract.ts.
import { Parser } from "htmlparser2";

/** The HTML subset stored rich text may keep; other tags lose their markup but keep their text. */
const allowedTags: ReadonlySet<string> = new Set([
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "pre",
  "code",
  "blockquote",
]);

/** Tags dropped with everything inside them: their content is code, styles, controls or foreign markup. */
const droppedWithContent: ReadonlySet<string> = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "template",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "object",
  "svg",
  "math",
]);

/**
 * The kept elements a kept element's start closes when it comes straight after them (`<p>` ends an
 * open `<p>`, a heading or list ends a paragraph, `<a>` ends a link): HTML's implied ends, as
 * htmlparser2 applies them. The output applies them itself, because a dropped tag between two
 * kept ones (`<a><div><a>`) vanishes, and the output must read back as it was written.
 */
const closedByStart: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(["a"]),
  li: new Set(["li"]),
  p: new Set(["p"]),
  h2: new Set(["h2", "h3", "p"]),
  h3: new Set(["h2", "h3", "p"]),
  blockquote: new Set(["p"]),
  ol: new Set(["p"]),
  pre: new Set(["p"]),
  ul: new Set(["p"]),
};

/** http(s) and relative links; mailto because the contact page lists the trade desk's address. */
const allowedSchemes: ReadonlySet<string> = new Set(["http", "https", "mailto"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

/**
 * A link target as a browser reads it (tabs and newlines anywhere and outer controls and spaces
 * ignored), or null unless it is http(s), mailto or relative: javascript:, data:, vbscript: and
 * protocol-relative `//host` links lose their href.
 */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- the controls a browser strips from a URL
  const href = raw.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(href)?.[1];
  if (scheme !== undefined) return allowedSchemes.has(scheme.toLowerCase()) ? href : null;
  return /^[/\\]{2}|^\\/.test(href) ? null : href;
}

/**
 * Cleans rich text before it is stored: an allow-list of tags and link schemes, `rel="noopener"`
 * on every link, balanced tags, text escaped. Cleaning clean text changes nothing, so stored text
 * can be cleaned again at any time.
 * @example sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script>') // "<p>Hi</p>"
 */
export function sanitizeRichText(html: string): string {
  let output = "";
  // Every element the parser opened, and whether its markup was kept; the parser closes each one
  // it opens (implied closes included), so this stack and the output stay balanced.
  const open: { name: string; isKept: boolean }[] = [];
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || droppedWithContent.has(name)) {
          droppedDepth += 1;
          return;
        }
        const isKept = allowedTags.has(name);
        if (isKept) {
          const closes = closedByStart[name];
          for (let last = open.findLast((element) => element.isKept); last && closes?.has(last.name);) {
            output += `</${last.name}>`;
            last.isKept = false;
            last = open.findLast((element) => element.isKept);
          }
        }
        open.push({ name, isKept });
        if (!isKept) return;
        if (name !== "a") {
          output += `<${name}>`;
          return;
        }
        // A link never gives the opened page a handle on ours, whatever the stored rel said.
        const href = attributes.href === undefined ? null : safeHref(attributes.href);
        output += href === null ? `<a rel="noopener">` : `<a href="${escapeAttribute(href)}" rel="noopener">`;
      },
      ontext(text) {
        if (droppedDepth === 0) output += escapeText(text);
      },
      onclosetag(name) {
        if (droppedDepth > 0) {
          droppedDepth -= 1;
          return;
        }
        const at = open.findLastIndex((element) => element.name === name);
        if (at === -1) return;
        for (const element of open.splice(at).reverse()) if (element.isKept) output += `</${element.name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  for (const element of open.reverse()) if (element.isKept) output += `</${element.name}>`;
  return output;
}
