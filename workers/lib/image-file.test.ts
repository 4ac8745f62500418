import { describe, expect, it } from "vitest";
import { chunk as pngChunk, encodePng } from "../../db/seed/png.ts";
import { hasMarkup, imageSize, isCompleteImage } from "./image-file.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
/** `png` with a tEXt chunk holding `markup`, right after its header or just before IEND. */
const pngWithText = (png: Uint8Array, markup: string, where: "afterHeader" | "beforeEnd") => {
  const at = where === "afterHeader" ? 33 : png.length - 12;
  return concat(png.subarray(0, at), pngChunk("tEXt", concat(text("Comment\0"), text(markup))), png.subarray(at));
};
/** `jpeg` with a comment segment (FF FE) of `padding` spaces then `markup`, right after SOI. */
const jpegWithComment = (jpeg: Uint8Array, markup: string, padding = 0) => {
  const body = concat(new Uint8Array(padding).fill(0x20), text(markup));
  return concat(
    jpeg.subarray(0, 2),
    bytes(0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff),
    body,
    jpeg.subarray(2),
  );
};
const u16be = (value: number) => bytes(value >> 8, value & 0xff);
const u16le = (value: number) => bytes(value & 0xff, value >> 8);

/** A JPEG with an APP0 segment, then a baseline (C0) or progressive (C2) frame header, then EOI. */
const jpeg = (width: number, height: number, marker = 0xc0) =>
  concat(
    bytes(0xff, 0xd8),
    bytes(0xff, 0xe0),
    u16be(16),
    concat(text("JFIF\0"), new Uint8Array(9)),
    bytes(0xff, marker),
    u16be(17),
    bytes(8),
    u16be(height),
    u16be(width),
    new Uint8Array(10),
    bytes(0xff, 0xd9),
  );

/** A RIFF WebP holding one chunk of `chunk` type with `payload`. */
const webp = (chunk: string, payload: Uint8Array) => {
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, payload.length, true);
  const body = concat(text("WEBP"), text(chunk), size, payload, new Uint8Array(payload.length % 2));
  const file = concat(text("RIFF"), new Uint8Array(4), body);
  new DataView(file.buffer).setUint32(4, file.length - 8, true);
  return file;
};
const lossy = (width: number, height: number) =>
  webp("VP8 ", concat(bytes(0, 0, 0), bytes(0x9d, 0x01, 0x2a), u16le(width), u16le(height), new Uint8Array(4)));
const lossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return webp("VP8L", concat(bytes(0x2f), bytes(bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24)));
};
const extended = (width: number, height: number) =>
  webp(
    "VP8X",
    concat(
      new Uint8Array(4),
      bytes((width - 1) & 0xff, ((width - 1) >> 8) & 0xff, (width - 1) >> 16),
      bytes((height - 1) & 0xff, ((height - 1) >> 8) & 0xff, (height - 1) >> 16),
    ),
  );

describe("imageSize", () => {
  it.each([
    ["a PNG", encodePng(37, 21, new Uint8Array(37 * 21 * 3)), "image/png", { width: 37, height: 21 }],
    ["a baseline JPEG", jpeg(640, 480), "image/jpeg", { width: 640, height: 480 }],
    ["a progressive JPEG", jpeg(4000, 3000, 0xc2), "image/jpeg", { width: 4000, height: 3000 }],
    ["a lossy WebP", lossy(320, 200), "image/webp", { width: 320, height: 200 }],
    ["a lossless WebP", lossless(1024, 768), "image/webp", { width: 1024, height: 768 }],
    ["an extended WebP", extended(5000, 70000), "image/webp", { width: 5000, height: 70000 }],
  ] as const)("reads %s's width and height from its header", (_, file, type, size) => {
    expect(imageSize(file, type)).toEqual(size);
  });

  it.each([
    ["a JPEG whose scan starts before any frame", concat(bytes(0xff, 0xd8, 0xff, 0xda), u16be(8), new Uint8Array(8))],
    ["a JPEG of zero width", jpeg(0, 10)],
    ["a JPEG cut inside its segments", jpeg(10, 10).subarray(0, 12)],
  ])("answers null for %s", (_, file) => {
    expect(imageSize(file, "image/jpeg")).toBeNull();
  });

  it("answers null for a PNG without its IHDR chunk and a WebP of an unknown chunk", () => {
    const png = encodePng(2, 2, new Uint8Array(12));
    png.set(text("IDAT"), 12);
    expect(imageSize(png, "image/png")).toBeNull();
    expect(imageSize(webp("ALPH", new Uint8Array(20)), "image/webp")).toBeNull();
  });
});

describe("isCompleteImage", () => {
  it("takes whole files and refuses truncated ones", () => {
    const png = encodePng(3, 3, new Uint8Array(27));
    expect(isCompleteImage(png, "image/png")).toBe(true);
    expect(isCompleteImage(png.subarray(0, png.length - 4), "image/png")).toBe(false);
    expect(isCompleteImage(jpeg(5, 5), "image/jpeg")).toBe(true);
    expect(isCompleteImage(jpeg(5, 5).subarray(0, 30), "image/jpeg")).toBe(false);
    expect(isCompleteImage(lossy(5, 5), "image/webp")).toBe(true);
    expect(isCompleteImage(concat(lossy(5, 5), new Uint8Array(10)), "image/webp")).toBe(false);
  });
});

describe("hasMarkup (one check for the approval form and the gallery)", () => {
  const page = "<html><body><script>alert(document.cookie)</script></body></html>";
  /** Random pixels hardly compress: the picture's end lies far past the bytes browsers sniff. */
  const noisy = () => encodePng(64, 64, crypto.getRandomValues(new Uint8Array(64 * 64 * 3)));
  /** A JPEG whose entropy-coded scan (after SOS) holds `scan`, far past the sniffed bytes. */
  const jpegWithScan = (scan: Uint8Array) =>
    concat(jpeg(8, 8).subarray(0, -2), bytes(0xff, 0xda), u16be(8), new Uint8Array(6), scan, bytes(0xff, 0xd9));
  const far = (markup: string) => concat(new Uint8Array(3_000).fill(0x41), text(markup), new Uint8Array(10));

  it.each([
    ["a PNG with a page in a text chunk up front", pngWithText(noisy(), page, "afterHeader"), "image/png"],
    ["a PNG with a page in a text chunk after its pixels", pngWithText(noisy(), page, "beforeEnd"), "image/png"],
    ["a JPEG with a page in its comment", jpegWithComment(jpeg(8, 8), page), "image/jpeg"],
    ["a JPEG with a script deep in its comment", jpegWithComment(jpeg(8, 8), "<script>", 5_000), "image/jpeg"],
    ["a WebP with a page in its XMP chunk", webp("XMP ", far(page)), "image/webp"],
    ["a PDF with a page up front", text(`%PDF-1.4\n${page}\n%%EOF`), "application/pdf"],
    ["a PNG whose chunks are cut short", concat(noisy().subarray(0, 2_000), text(page)), "image/png"],
  ] as const)("finds %s", (_, file, type) => {
    expect(hasMarkup(file, type)).toBe(true);
  });

  it.each([
    ["a PNG", noisy(), "image/png"],
    ["a JPEG", jpeg(640, 480), "image/jpeg"],
    ["a WebP", lossy(320, 200), "image/webp"],
    // Compressed pixels hold any bytes by chance: a refused photo would be a false alarm
    ["a JPEG whose scan data spells a tag", jpegWithScan(far("<svg <img x")), "image/jpeg"],
    ["a WebP whose image data spells a tag", webp("VP8 ", far("<script>")), "image/webp"],
    ["a PNG whose pixels spell a tag", chunkedPng(far("<html>")), "image/png"],
    [
      "a JPEG's metadata about HTML in words",
      jpegWithComment(jpeg(8, 8), "made with html and svg tools"),
      "image/jpeg",
    ],
  ] as const)("finds nothing in %s", (_, file, type) => {
    expect(hasMarkup(file, type)).toBe(false);
  });
});

/** A PNG whose IDAT chunk holds `data` as it is (not a picture a decoder would take; enough to walk). */
function chunkedPng(data: Uint8Array) {
  const png = encodePng(2, 2, new Uint8Array(12));
  return concat(png.subarray(0, 33), pngChunk("IDAT", data), png.subarray(-12));
}
