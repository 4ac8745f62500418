import { describe, expect, it } from "vitest";
import { mediaSrcset, sniffType } from "./storage.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffType", () => {
  it.each([
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["a WebP", bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), "image/webp"],
    ["a PDF", text("%PDF-1.7\n"), "application/pdf"],
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "image/svg+xml"],
    ["an SVG with an XML declaration", text('<?xml version="1.0"?>\n<svg></svg>'), "image/svg+xml"],
  ] as const)("recognises %s", (_, input, expected) => {
    expect(sniffType(input)).toBe(expected);
  });

  it.each([
    ["HTML named .pdf", text("<!doctype html><html><script>alert(1)</script>")],
    ["a RIFF that is not WebP", bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45)],
    ["plain text", text("hello")],
    ["an empty file", bytes()],
    ["a truncated PNG signature", bytes(0x89, 0x50, 0x4e, 0x47)],
  ])("refuses %s", (_, input) => {
    expect(sniffType(input)).toBeNull();
  });
});

describe("mediaSrcset", () => {
  const png = `/media/products/${"a".repeat(64)}.png`;

  it("offers every resize narrower than the original, then the original at its own width", () => {
    expect(mediaSrcset(png, 600)).toBe(`${png}?w=160 160w, ${png}?w=320 320w, ${png}?w=480 480w, ${png} 600w`);
  });

  it("never offers a resize as wide as the original or wider (no upscaling)", () => {
    expect(mediaSrcset(png, 320)).toBe(`${png}?w=160 160w, ${png} 320w`);
    expect(mediaSrcset(png, 100)).toBe(`${png} 100w`);
  });

  it("offers nothing for an SVG or an image of unknown width", () => {
    expect(mediaSrcset(`/media/brands/${"b".repeat(64)}.svg`, 600)).toBe("");
    expect(mediaSrcset(png, null)).toBe("");
  });
});
