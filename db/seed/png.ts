// A minimal PNG encoder (truecolour, 8 bits per channel) for the generated demo images: the
// seed must not depend on an image library, and node:zlib already gives the deflate stream.
// Format: https://www.w3.org/TR/png-3/ (signature, IHDR, IDAT, IEND; CRC-32 over type + data).
import { deflateSync } from "node:zlib";

export const pngSignature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and the CRC-32 over type and data. */
export function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

// Filter type 2 (Up) on every row: the generated art is a vertical gradient with flat shapes,
// so a row minus the row above is almost all zeros and deflates to a few bytes (PNG spec §9.2).
function filterRows(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const start = y * stride;
    const target = y * (stride + 1);
    out[target] = 2;
    if (y === 0) {
      out.set(rgb.subarray(0, stride), 1);
      continue;
    }
    for (let i = 0; i < stride; i++)
      out[target + 1 + i] = ((rgb[start + i] as number) - (rgb[start - stride + i] as number)) & 0xff;
  }
  return out;
}

/** Encodes `width`×`height` RGB pixels (3 bytes each, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error("pixel buffer does not match the size");
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace
  const idat = deflateSync(filterRows(width, height, rgb));
  const parts = [pngSignature, chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !pngSignature.every((byte, i) => bytes[i] === byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
