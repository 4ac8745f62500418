import { type } from "arktype";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text-contract.ts";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it.each([
    ["a script element and its content", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["a script hidden in upper case", "<SCRIPT>alert(1)</SCRIPT><p>ok</p>", "<p>ok</p>"],
    ["an onerror handler on an image", '<img src="x" onerror="alert(1)"><p>ok</p>', "<p>ok</p>"],
    ["an event handler on an allowed tag", '<p onclick="alert(1)">Hi</p>', "<p>Hi</p>"],
    ["a style element", "<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ["a style attribute", '<p style="position:fixed">Hi</p>', "<p>Hi</p>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ["an svg with script", "<svg><script>alert(1)</script></svg><p>ok</p>", "<p>ok</p>"],
    ["a comment", "<!-- <script>alert(1)</script> --><p>ok</p>", "<p>ok</p>"],
    ["a form", '<form action="https://evil.example"><input name="card"></form>', ""],
  ])("removes %s", (_case, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["mixed-case JavaScript:", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["javascript: behind spaces", '<a href="  javascript:alert(1)">x</a>'],
    ["javascript: split by a tab entity", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["javascript: spelt with entities", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["data:", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
    ["a protocol-relative host", '<a href="//evil.example/">x</a>'],
    ["a backslash host", '<a href="/\\evil.example/">x</a>'],
    ["a host behind a newline", '<a href="/\n/evil.example/">x</a>'],
    ["an upper-case attribute name", '<a HREF="javascript:alert(1)">x</a>'],
    ["a control character before the scheme", '<a href="&#1;javascript:alert(1)">x</a>'],
  ])("drops a %s link target", (_case, input) => {
    const output = sanitizeRichText(input);
    expect(output).not.toMatch(/href/);
    expect(output).toContain(">x</a>");
  });

  it.each([
    ["https", "https://jumla.test/products"],
    ["http", "http://jumla.test/"],
    ["relative", "/register"],
    ["mailto", "mailto:sales@jumla.test"],
  ])("keeps a %s link and adds rel=noopener", (_case, href) => {
    expect(sanitizeRichText(`<a href="${href}" rel="opener" target="_blank">go</a>`)).toBe(
      `<a href="${href}" rel="noopener">go</a>`,
    );
  });

  it("keeps the allowed subset as it is", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><p><strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol><li>b</li></ol>" +
      "<blockquote>quote</blockquote><pre><code>&lt;div&gt;</code></pre>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps the text of tags outside the list", () => {
    expect(sanitizeRichText('<h1>Big</h1><div class="x"><span>text</span></div>')).toBe("Bigtext");
  });

  it("closes unclosed tags so nothing leaks into the rest of the page", () => {
    expect(sanitizeRichText('<p><strong>bold <a href="/x">link')).toBe(
      '<p><strong>bold <a href="/x" rel="noopener">link</a></strong></p>',
    );
  });

  it("drops stray closing tags", () => {
    expect(sanitizeRichText("</div></main><p>ok</p></strong>")).toBe("<p>ok</p>");
  });

  it("escapes text that looks like markup after decoding", () => {
    expect(sanitizeRichText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
  });

  it("escapes quotes in attribute values", () => {
    expect(sanitizeRichText(`<a href='/x" onmouseover="alert(1)'>x</a>`)).not.toMatch(/"\s*onmouseover=/);
  });

  it("keeps Arabic text", () => {
    expect(sanitizeRichText("<p>أسعار الجملة</p>")).toBe("<p>أسعار الجملة</p>");
  });

  it.each([
    '<p onclick="x()">Hi<script>alert(1)</script>',
    '<p><strong>bold <a href="/x">link',
    "<h1>Big</h1><div><span>text</span></div>",
    "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    `<a href='/x" onmouseover="alert(1)'>x</a>`,
    "<pre><code>&lt;div&gt; &amp; &quot;x&quot;</code></pre>",
  ])("changes nothing when it cleans its own output again: %s", (input) => {
    const clean = sanitizeRichText(input);
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

describe("sanitizeRichText on any mix of markup (property)", () => {
  const pieces = fc.constantFrom(
    "<p>",
    "</p>",
    "<a href='/x'>",
    '<a href="javascript:alert(1)">',
    "</a>",
    "<strong>",
    "</strong>",
    "<h2>",
    "</h2>",
    "<ul><li>",
    "</li>",
    "</ul>",
    "<script>",
    "</script>",
    "<svg onload=alert(1)>",
    "</svg>",
    '<img src=x onerror="alert(1)">',
    "<div>",
    "</div>",
    "<!--",
    "-->",
    "&amp;",
    "&lt;",
    "<",
    ">",
    '"',
    "'",
    "text",
    "نص",
    " ",
    "<pre><code>",
    "</code></pre>",
    "<style>",
    "</style>",
    "<iframe>",
    "<textarea>",
  );
  const markup = fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(""));
  const keptTag = /<\/?(h2|h3|p|ul|ol|li|a|strong|em|pre|code|blockquote)(?: href="[^"<>]*")?(?: rel="noopener")?>/g;

  it("keeps only the allowed tags and attributes, balanced, and is stable when run again", () => {
    fc.assert(
      fc.property(markup, (input) => {
        const clean = sanitizeRichText(input);
        // Every tag left is an allowed one with at most href and rel; nothing else looks like markup.
        expect(clean.replace(keptTag, "")).not.toMatch(/[<>]/);
        expect(clean).not.toMatch(/javascript:|onerror|onload|<script/i);
        const opened = [...clean.matchAll(/<([a-z0-9]+)/g)].length;
        const closed = [...clean.matchAll(/<\/[a-z0-9]+>/g)].length;
        expect(closed).toBe(opened);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });
});

describe("RichText, the input contract of a rich-text field", () => {
  const Page = type({ body: RichText });

  it("hands the route the cleaned text", () => {
    expect(Page({ body: '<p onclick="x()">Hi</p><script>alert(1)</script>' })).toEqual({ body: "<p>Hi</p>" });
  });

  it("refuses a value that is not text", () => {
    expect(Page({ body: 42 })).toBeInstanceOf(type.errors);
  });
});
