// Uploaded SVG (SPEC §5 image types; ARCHITECTURE.md §3: "SVG is sanitised: no script, no event
// handlers, no foreignObject, no external references"). A strict XML reader that refuses what it
// does not understand, and an allow-list writer: the stored file holds only drawing elements and
// presentation attributes, local `#fragment` references and embedded raster pictures. It is served
// sandboxed besides (workers/api/media/routes.ts). Decision 0059 says why no library does this.

/** Drawing, text, paint-server, clipping, masking and filter elements of SVG 1.1/2 (static content only). */
const drawingElements = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "image",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "style",
  "filter",
  ...[
    "Blend",
    "ColorMatrix",
    "ComponentTransfer",
    "Composite",
    "ConvolveMatrix",
    "DiffuseLighting",
    "DisplacementMap",
    "DistantLight",
    "DropShadow",
    "Flood",
    "FuncA",
    "FuncB",
    "FuncG",
    "FuncR",
    "GaussianBlur",
    "Image",
    "Merge",
    "MergeNode",
    "Morphology",
    "Offset",
    "PointLight",
    "SpecularLighting",
    "SpotLight",
    "Tile",
    "Turbulence",
  ].map((primitive) => `fe${primitive}`),
]);

/**
 * Containers whose tag is dropped but whose drawing is kept: a link (it would navigate), and
 * `switch` (editors wrap their drawing in one beside a foreignObject, which is dropped).
 */
const unwrappedElements = new Set(["a", "switch"]);

/** Geometry, presentation, text, paint-server, filter and accessibility attributes; no event handlers. */
const presentationAttributes = new Set([
  ...["id", "class", "style", "lang", "xml:lang", "xml:space", "version", "role", "aria-label", "aria-hidden"],
  ...["x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr", "width", "height"],
  ...["d", "points", "pathLength", "viewBox", "preserveAspectRatio", "transform", "overflow"],
  ...["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"],
  ...["stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color"],
  ...["display", "visibility", "clip-path", "clip-rule", "mask", "filter", "paint-order", "vector-effect"],
  ...["shape-rendering", "image-rendering", "text-rendering", "color-interpolation", "mix-blend-mode"],
  ...["color-interpolation-filters", "isolation", "enable-background"],
  ...["font-family", "font-size", "font-style", "font-weight", "font-variant", "font-stretch", "text-anchor"],
  ...["dominant-baseline", "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing"],
  ...["text-decoration", "writing-mode", "direction", "unicode-bidi", "dx", "dy", "rotate", "textLength"],
  ...["lengthAdjust", "startOffset", "method", "spacing", "side"],
  ...["offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod"],
  ...["patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits"],
  ...["maskContentUnits", "markerUnits", "markerWidth", "markerHeight", "refX", "refY", "orient"],
  ...["marker-start", "marker-mid", "marker-end", "flood-color", "flood-opacity", "lighting-color"],
  ...["filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "mode", "type", "values"],
  ...["operator", "k1", "k2", "k3", "k4", "radius", "scale", "xChannelSelector", "yChannelSelector"],
  ...["baseFrequency", "numOctaves", "seed", "stitchTiles", "tableValues", "slope", "intercept"],
  ...["amplitude", "exponent", "kernelMatrix", "order", "divisor", "bias", "targetX", "targetY"],
  ...["edgeMode", "preserveAlpha", "surfaceScale", "specularConstant", "specularExponent"],
  ...["diffuseConstant", "kernelUnitLength", "azimuth", "elevation", "z", "pointsAtX", "pointsAtY"],
  ...["pointsAtZ", "limitingConeAngle"],
]);

const svgNamespace = "http://www.w3.org/2000/svg";
const xlinkNamespace = "http://www.w3.org/1999/xlink";

/** A fragment inside the same file (`#gradient`), the only reference a stored SVG may make. */
const localReference = /^#[\w.:-]+$/;
/** A raster picture embedded in the file: nothing is fetched, and no SVG (which could nest script). */
const embeddedRaster = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const cssUrl = /url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)"']*))\s*\)/gi;
/** CSS that fetches, runs or hides what it does: imports, fonts, old script hooks, escapes that spell them. */
const activeCss =
  /\\|@import|@font-face|@namespace|expression\s*\(|behavior\s*:|-moz-binding|image\s*\(|image-set\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(/i;

/** Whether every `url(…)` in a value points inside the file. */
function hasOnlyLocalUrls(value: string): boolean {
  const written = value.match(/url\s*\(/gi)?.length ?? 0;
  const references = [...value.matchAll(cssUrl)].map((match) => (match[1] ?? match[2] ?? match[3] ?? "").trim());
  return references.length === written && references.every((reference) => localReference.test(reference));
}

const isSafeCss = (css: string) => !activeCss.test(css) && hasOnlyLocalUrls(css);

/** The value an attribute keeps on `element`, or null when the attribute is dropped. */
function keptValue(element: string, name: string, value: string): string | null {
  if (name === "href" || name === "xlink:href") {
    const target = value.trim();
    if (localReference.test(target)) return target;
    return (element === "image" || element === "feImage") && embeddedRaster.test(target) ? target : null;
  }
  if (!presentationAttributes.has(name)) return null;
  if (name === "style") return isSafeCss(value) ? value : null;
  return hasOnlyLocalUrls(value) && !/\\/.test(value) ? value : null;
}

// Parsing (XML 1.0 §2–§4, the subset an SVG file uses). Anything else makes the file unreadable.

/** Whether text holds a character XML 1.0 allows nowhere (§2.2 Char): C0 controls but tab and line ends, U+FFFE, U+FFFF. */
function hasForbiddenCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) || code === 0xfffe || code === 0xffff)
      return true;
  }
  return false;
}
const namePattern = /[A-Za-z_][\w.:-]*/y;
const spacePattern = /[ \t\r\n]*/y;
const entityPattern = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g;
const namedEntities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** Nesting deeper than this is not a drawing anyone made by hand or with an editor. */
const maxDepth = 256;

const isXmlCharacter = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Text with its character and predefined entity references replaced; null for any other `&`. */
function decodeText(raw: string): string | null {
  let decoded = "";
  let last = 0;
  for (const match of raw.matchAll(entityPattern)) {
    const between = raw.slice(last, match.index);
    if (between.includes("&")) return null;
    const [, hex, decimal, named] = match;
    if (named) decoded += between + (namedEntities[named] ?? "");
    else {
      const code = Number.parseInt(hex ?? decimal ?? "", hex ? 16 : 10);
      if (!isXmlCharacter(code)) return null;
      decoded += between + String.fromCodePoint(code);
    }
    last = match.index + match[0].length;
  }
  const rest = raw.slice(last);
  return rest.includes("&") ? null : decoded + rest;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

interface Tag {
  name: string;
  attributes: [string, string][];
  isSelfClosing: boolean;
  end: number;
}

function readName(source: string, at: number): string | null {
  namePattern.lastIndex = at;
  return namePattern.exec(source)?.[0] ?? null;
}

function skipSpace(source: string, at: number): number {
  spacePattern.lastIndex = at;
  spacePattern.exec(source);
  return spacePattern.lastIndex;
}

/** A start tag at `at` (its `<`), or null when it is not well-formed. */
function readStartTag(source: string, at: number): Tag | null {
  const name = readName(source, at + 1);
  if (!name) return null;
  const attributes: [string, string][] = [];
  let index = at + 1 + name.length;
  for (;;) {
    const afterSpace = skipSpace(source, index);
    if (source.startsWith("/>", afterSpace)) return { name, attributes, isSelfClosing: true, end: afterSpace + 2 };
    if (source[afterSpace] === ">") return { name, attributes, isSelfClosing: false, end: afterSpace + 1 };
    // XML needs white space before each attribute.
    if (afterSpace === index) return null;
    const attribute = readName(source, afterSpace);
    if (!attribute || attributes.some(([seen]) => seen === attribute)) return null;
    index = skipSpace(source, afterSpace + attribute.length);
    if (source[index] !== "=") return null;
    index = skipSpace(source, index + 1);
    const quote = source[index];
    if (quote !== '"' && quote !== "'") return null;
    const close = source.indexOf(quote, index + 1);
    if (close < 0) return null;
    const raw = source.slice(index + 1, close);
    const value = raw.includes("<") ? null : decodeText(raw);
    if (value === null) return null;
    attributes.push([attribute, value]);
    index = close + 1;
  }
}

/** How an element is written out: whole, without its tag (its content kept), or not at all. */
type Mode = "keep" | "unwrap" | "drop";

interface Frame {
  name: string;
  mode: Mode;
  /** A kept `<style>`'s text, written once its end shows it is safe. */
  css?: string[];
  isCssBroken?: boolean;
}

export interface SanitisedSvg {
  /** The file to store: UTF-8 SVG markup. */
  svg: string;
  /** From the root's width and height (unitless or px), else its viewBox; null when neither says. */
  width: number | null;
  height: number | null;
}

const pixels = (value: string | undefined) => {
  const match = /^\s*(\d*\.?\d+)\s*(px)?\s*$/.exec(value ?? "");
  const size = match ? Math.round(Number(match[1])) : 0;
  return size > 0 ? size : null;
};

/** The drawing's size in CSS pixels from the root's attributes. */
function rootSize(attributes: Map<string, string>) {
  const width = pixels(attributes.get("width"));
  const height = pixels(attributes.get("height"));
  if (width && height) return { width, height };
  const box = (attributes.get("viewBox") ?? "").trim().split(/[\s,]+/);
  const boxWidth = box.length === 4 ? pixels(box[2]) : null;
  const boxHeight = box.length === 4 ? pixels(box[3]) : null;
  return boxWidth && boxHeight ? { width: boxWidth, height: boxHeight } : { width: null, height: null };
}

/**
 * An uploaded SVG made safe to store and serve, or null when it is not a well-formed SVG file
 * (SPEC §8 "File format wrong or corrupted"). Kept: drawing elements, presentation attributes,
 * `#fragment` references, embedded PNG/JPEG/GIF/WebP data and CSS that fetches nothing. Dropped:
 * script, event handlers, foreignObject, animation (it can rewrite links), external references,
 * comments and processing instructions. A DOCTYPE with declarations (entities) is refused.
 * @example sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><rect width="4" height="4"/></svg>')
 * // { svg: '<svg xmlns="…" xmlns:xlink="…"><rect width="4" height="4"/></svg>', width: null, height: null }
 */
export function sanitizeSvg(source: string): SanitisedSvg | null {
  if (hasForbiddenCharacter(source)) return null;
  const text = source.replace(/^\uFEFF/, "");
  const out: string[] = [];
  const stack: Frame[] = [];
  let dropping = 0;
  let size: { width: number | null; height: number | null } | null = null;
  let isRootClosed = false;
  let index = 0;

  const write = (markup: string) => {
    if (dropping > 0) return;
    const style = stack.at(-1);
    if (style?.css) style.css.push(markup);
    else out.push(markup);
  };

  while (index < text.length) {
    const open = text.indexOf("<", index);
    const raw = text.slice(index, open < 0 ? text.length : open);
    if (raw) {
      const decoded = decodeText(raw);
      if (decoded === null) return null;
      if (stack.length === 0) {
        if (decoded.trim()) return null;
      } else write(escapeText(decoded));
    }
    if (open < 0) break;
    index = open;

    if (text.startsWith("<!--", index)) {
      const end = text.indexOf("-->", index + 4);
      if (end < 0) return null;
      index = end + 3;
    } else if (text.startsWith("<?", index)) {
      // The XML declaration and processing instructions (an xml-stylesheet would fetch CSS): dropped.
      const end = text.indexOf("?>", index + 2);
      if (end < 0) return null;
      index = end + 2;
    } else if (text.startsWith("<![CDATA[", index)) {
      const end = text.indexOf("]]>", index + 9);
      if (end < 0 || stack.length === 0) return null;
      write(escapeText(text.slice(index + 9, end)));
      index = end + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(index, index + 10))) {
      const end = text.indexOf(">", index);
      // An internal subset declares entities (billion laughs, external files): never read.
      if (end < 0 || size !== null || text.slice(index, end).includes("[")) return null;
      index = end + 1;
    } else if (text.startsWith("</", index)) {
      const name = readName(text, index + 2);
      const frame = stack.pop();
      if (!name || !frame || frame.name !== name) return null;
      const end = skipSpace(text, index + 2 + name.length);
      if (text[end] !== ">") return null;
      index = end + 1;
      if (frame.mode === "drop") dropping -= 1;
      else if (frame.css) {
        const css = frame.css.join("");
        if (!frame.isCssBroken && isSafeCss(css)) write(`<style>${css}</style>`);
      } else if (frame.mode === "keep") write(`</${name}>`);
      if (stack.length === 0) isRootClosed = true;
    } else {
      const tag = readStartTag(text, index);
      if (!tag || isRootClosed || stack.length >= maxDepth) return null;
      index = tag.end;
      const isRoot = size === null;
      if (isRoot && tag.name !== "svg") return null;
      const attributes = new Map(tag.attributes);
      if (isRoot) size = rootSize(attributes);
      const parent = stack.at(-1);
      // Markup inside a style sheet is no style sheet.
      if (parent?.css) parent.isCssBroken = true;
      const mode: Mode =
        dropping > 0 || parent?.css
          ? "drop"
          : drawingElements.has(tag.name)
            ? "keep"
            : unwrappedElements.has(tag.name)
              ? "unwrap"
              : "drop";
      if (mode === "keep") {
        const kept = tag.attributes.flatMap(([name, value]) => {
          const safe = keptValue(tag.name, name, value);
          return safe === null ? [] : [` ${name}="${escapeAttribute(safe)}"`];
        });
        const namespaces = isRoot ? ` xmlns="${svgNamespace}" xmlns:xlink="${xlinkNamespace}"` : "";
        if (tag.name === "style") {
          // The style sheet is written (or not) at its end tag, once its whole text is known.
          if (!tag.isSelfClosing) stack.push({ name: tag.name, mode, css: [] });
          continue;
        }
        write(`<${tag.name}${namespaces}${kept.join("")}${tag.isSelfClosing ? "/>" : ">"}`);
      }
      if (tag.isSelfClosing) {
        if (isRoot) isRootClosed = true;
        continue;
      }
      if (mode === "drop") dropping += 1;
      stack.push({ name: tag.name, mode });
    }
  }
  if (!isRootClosed || stack.length > 0 || size === null) return null;
  return { svg: out.join(""), ...size };
}
