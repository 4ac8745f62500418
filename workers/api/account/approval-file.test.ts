import { describe, expect, it } from "vitest";
import { approvalFormMaxBytes } from "../../../core/contracts/account.ts";
import { chunk as pngChunk, encodePng } from "../../../db/seed/png.ts";
import { checkApprovalFile } from "./approval-file.ts";

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
    new Uint8Array([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
    jpeg.subarray(2),
  );
};
const pageMarkup = "<html><body><script>alert(document.cookie)</script></body></html>";

/** A minimal well-formed PDF. */
const pdf = text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const png = concat(
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  new Uint8Array(25),
  new Uint8Array([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
);
/** Random pixels hardly compress: the picture's end lies far past the bytes browsers sniff. */
const noisyPng = encodePng(64, 64, crypto.getRandomValues(new Uint8Array(64 * 64 * 3)));
const jpeg = concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(40), new Uint8Array([0xff, 0xd9]));
const webp = (() => {
  const bytes = concat(text("RIFF"), new Uint8Array(4), text("WEBPVP8 "), new Uint8Array(20));
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  return bytes;
})();

describe("checkApprovalFile", () => {
  it.each([
    ["a PDF", pdf, "application/pdf"],
    ["a PNG", png, "image/png"],
    ["a JPEG", jpeg, "image/jpeg"],
    ["a WebP", webp, "image/webp"],
  ])("accepts %s", async (_, bytes, type) => {
    expect(await checkApprovalFile(bytes)).toEqual({ ok: true, type });
  });

  it.each([
    ["HTML named .pdf", text("<!doctype html><html><script>alert(1)</script></html>")],
    ["an SVG with script", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a PDF/HTML polyglot", concat(text("%PDF-1.4\n<html><body><script>alert(document.cookie)</script>"), pdf)],
    ["a PNG with a page after its pixels", pngWithText(noisyPng, pageMarkup, "beforeEnd")],
    ["a JPEG with a script deep in its comment", jpegWithComment(jpeg, "<script>alert(1)</script>", 4_000)],
    ["a truncated PDF", pdf.subarray(0, 40)],
    ["a truncated PNG", png.subarray(0, 30)],
    ["a truncated JPEG", jpeg.subarray(0, 20)],
    ["a WebP whose RIFF size lies", concat(webp, new Uint8Array(100))],
    ["an empty file", new Uint8Array()],
    ["a Windows executable", concat(text("MZ"), new Uint8Array(100))],
  ])("refuses %s as wrong or corrupted", async (_, bytes) => {
    expect(await checkApprovalFile(bytes)).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses a file over 10 MB before looking inside", async () => {
    const big = new Uint8Array(approvalFormMaxBytes + 1);
    big.set(pdf);
    expect(await checkApprovalFile(big)).toEqual({ ok: false, problem: "too_large" });
  });
});
