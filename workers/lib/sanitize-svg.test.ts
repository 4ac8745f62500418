import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./sanitize-svg.ts";

const open = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
const svg = (body: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;
const clean = (source: string) => sanitizeSvg(source)?.svg;

describe("sanitizeSvg: what a drawing keeps", () => {
  it("keeps shapes, gradients referenced inside the file, text and presentation attributes", () => {
    const drawing = [
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0a7"/></linearGradient></defs>',
      '<rect width="10" height="10" fill="url(#g)" style="stroke: #000; stroke-width: 2"/>',
      '<use xlink:href="#g"/><use href="#g"/>',
      '<text x="1" y="9" font-family="Inter">Jumla &amp; Co &lt;3</text>',
    ].join("");
    expect(clean(svg(drawing, ' viewBox="0 0 10 10"'))).toBe(svg(drawing, ' viewBox="0 0 10 10"'));
  });

  it("keeps a style sheet that fetches nothing, and an embedded PNG", () => {
    const drawing =
      '<style>.a { fill: url(#g); } .b > .c { opacity: .5 }</style><image href="data:image/png;base64,iVBORw0KGgo="/>';
    // The child combinator is written as XML text, escaped.
    expect(clean(svg(drawing))).toBe(svg(drawing.replace(" > ", " &gt; ")));
  });

  it("writes the SVG namespaces on the root whatever the file declared", () => {
    expect(clean('<svg><path d="M0 0h1"/></svg>')).toBe(svg('<path d="M0 0h1"/>'));
  });

  it("drops the XML declaration, comments and a DOCTYPE without declarations, and reads CDATA as text", () => {
    const source = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- Generator: editor -->${svg("<text><![CDATA[a < b]]></text>")}`;
    expect(clean(source)).toBe(svg("<text>a &lt; b</text>"));
  });

  it("keeps the drawing inside a link or a switch, without the link", () => {
    expect(clean(svg('<a href="https://evil.example"><rect width="1" height="1"/></a>'))).toBe(
      svg('<rect width="1" height="1"/>'),
    );
    expect(
      clean(
        svg('<switch><foreignObject requiredExtensions="x"><p>hi</p></foreignObject><g><path d="M0 0"/></g></switch>'),
      ),
    ).toBe(svg('<g><path d="M0 0"/></g>'));
  });

  it.each([
    ['width="120" height="80"', { width: 120, height: 80 }],
    ['width="120px" height="80.4px"', { width: 120, height: 80 }],
    ['viewBox="0 0 300 150"', { width: 300, height: 150 }],
    ['width="100%" height="100%" viewBox="0,0,64,32"', { width: 64, height: 32 }],
    ['width="10em" height="4em"', { width: null, height: null }],
    ["", { width: null, height: null }],
  ])("reads the size from %s", (attributes, size) => {
    expect(sanitizeSvg(`<svg ${attributes}><rect/></svg>`)).toMatchObject(size);
  });
});

describe("sanitizeSvg: active content removed (ARCHITECTURE.md §3)", () => {
  const rect = '<rect width="1"/>';
  it.each([
    ["a script", `<script>alert(1)</script>${rect}`, rect],
    ["a script in CDATA", `<script><![CDATA[alert(1)]]></script>${rect}`, rect],
    ["a script in any case", `<SCRIPT>alert(1)</SCRIPT>${rect}`, rect],
    ["an event handler", '<rect width="1" onclick="alert(1)"/>', rect],
    ["an event handler in any case", '<rect width="1" ONLOAD="alert(1)"/>', rect],
    ["a foreignObject with HTML", `<foreignObject><iframe src="https://evil.example"/></foreignObject>${rect}`, rect],
    ["an external use", '<use href="https://evil.example/sprite.svg#icon"/>', "<use/>"],
    ["a javascript: link target", '<use xlink:href="javascript:alert(1)"/>', "<use/>"],
    ["an entity-spelt javascript: target", '<use href="&#106;avascript:alert(1)"/>', "<use/>"],
    ["an external picture", '<image href="https://evil.example/pixel.png"/>', "<image/>"],
    ["an embedded SVG picture", '<image href="data:image/svg+xml;base64,PHN2Zz4="/>', "<image/>"],
    ["an animation rewriting a link", `<animate attributeName="href" to="javascript:alert(1)"/>${rect}`, rect],
    ["a set element", `<set attributeName="onmouseover" to="alert(1)"/>${rect}`, rect],
    ["an iframe", `<iframe src="https://evil.example"></iframe>${rect}`, rect],
    ["an editor's own namespace", '<sodipodi:namedview pagecolor="#fff"/><rect width="1" inkscape:label="x"/>', rect],
  ])("removes %s", (_, body, kept) => {
    expect(clean(svg(body))).toBe(svg(kept));
  });

  it.each([
    ["an external url() in a fill", '<rect width="1" fill="url(https://evil.example/p.svg#g)"/>'],
    ["an external url() in a style attribute", '<rect width="1" style="fill: url(//evil.example/x)"/>'],
    ["an escaped url in a style attribute", '<rect width="1" style="fill: u\\72l(x)"/>'],
    ["an import in a style sheet", "<style>@import url(https://evil.example/x.css);</style>"],
    [
      "a font loaded by a style sheet",
      '<style>@font-face { font-family: x; src: url("https://evil.example/f") }</style>',
    ],
    ["an external url() in a style sheet", "<style>.a { fill: url('http://evil.example/x') }</style>"],
    ["markup inside a style sheet", '<style>.a{}<g xmlns="http://www.w3.org/1999/xhtml"/></style>'],
  ])("drops %s", (_, body) => {
    const out = clean(svg(body)) ?? "";
    expect(out).not.toMatch(/evil|import|font-face|u\\72l|xhtml/);
    expect(out.startsWith(open)).toBe(true);
  });
});

describe("sanitizeSvg: files it refuses", () => {
  it.each([
    ["a DOCTYPE declaring entities", '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'],
    ["an external entity", '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg><text>&x;</text></svg>'],
    ["an undefined entity", "<svg><text>&nbsp;</text></svg>"],
    ["a bare ampersand", "<svg><text>a & b</text></svg>"],
    ["an HTML page", "<html><body><svg></svg></body></html>"],
    ["an unclosed element", "<svg><g></svg>"],
    ["mismatched tags", "<svg><g></path></svg>"],
    ["a second root", "<svg></svg><svg></svg>"],
    ["text after the root", "<svg></svg>hello"],
    ["a duplicate attribute", '<svg width="1" width="2"></svg>'],
    ["an attribute without quotes", "<svg width=1></svg>"],
    ["a less-than sign in an attribute", '<svg><rect class="<"/></svg>'],
    ["a control character", "<svg>\u0001</svg>"],
    ["a root of another case", "<SVG></SVG>"],
    ["nothing", ""],
    ["nesting past 256 levels", `<svg>${"<g>".repeat(300)}${"</g>".repeat(300)}</svg>`],
  ])("refuses %s", (_, source) => {
    expect(sanitizeSvg(source)).toBeNull();
  });

  it("gives the same file when cleaning a cleaned file", () => {
    const once = clean(svg('<g onclick="x()"><rect width="2" style="fill:red"/><script>x()</script></g>')) ?? "";
    expect(clean(once)).toBe(once);
  });
});
