// Raster pictures judged by their bytes (ARCHITECTURE.md §3 uploads; SPEC §8 "File format wrong or
// corrupted"): whether a PNG, JPEG or WebP is whole, how large it is, read from its header
// without decoding it, and whether it hides a page (markup). Used by the approval form (a photo of
// the form) and the gallery, so both refuse the same files.

export type RasterType = "image/jpeg" | "image/png" | "image/webp";

const ascii = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Whether a raster file ends the way its format must end: a truncated upload is "corrupted". */
export function isCompleteImage(bytes: Uint8Array, type: RasterType): boolean {
  switch (type) {
    case "image/jpeg": {
      // The end-of-image marker FF D9, allowing zero or whitespace padding after it.
      let end = bytes.length;
      while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(bytes[end - 1] ?? -1)) end--;
      return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    }
    case "image/png":
      // The IEND chunk (length 0, type, CRC) closes every PNG.
      return (
        bytes.length >= 20 &&
        ascii(bytes.subarray(-12)) ===
          ascii(new Uint8Array([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]))
      );
    case "image/webp": {
      // RIFF says how long the file is.
      if (bytes.length < 12) return false;
      const size = view(bytes).getUint32(4, true);
      return size + 8 === bytes.length || size + 9 === bytes.length;
    }
  }
}

export interface ImageSize {
  width: number;
  height: number;
}

const positive = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT C4, JPG C8, DAC CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its first start-of-frame segment (ITU T.81 B.2.2), walking the segments from SOI. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers without a length (TEM, RST0–7).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return positive(data.getUint16(offset + 7), data.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

/** A WebP's size from its first chunk: lossy VP8 (RFC 6386 §9.1), lossless VP8L or extended VP8X (RFC 9649). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  const chunk = ascii(bytes.subarray(12, 16));
  // The lossless header ends at byte 25, the others' at byte 30.
  if (bytes.length < (chunk === "VP8L" ? 25 : 30)) return null;
  if (chunk === "VP8 ") {
    // A key frame's start code, then 14-bit width and height (2 bits of scale above each).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return positive(data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    const width = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16);
    const height = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16);
    return positive(width + 1, height + 1);
  }
  return null;
}

/**
 * A raster picture's width and height in pixels, read from its header; null when the header
 * cannot be read (a corrupted file).
 * @example imageSize(pngBytes, "image/png") // { width: 600, height: 400 }
 */
export function imageSize(bytes: Uint8Array, type: RasterType): ImageSize | null {
  switch (type) {
    case "image/png":
      if (bytes.length < 24 || ascii(bytes.subarray(12, 16)) !== "IHDR") return null;
      return positive(view(bytes).getUint32(16), view(bytes).getUint32(20));
    case "image/jpeg":
      return jpegSize(bytes);
    case "image/webp":
      return webpSize(bytes);
  }
}

/**
 * Markup that makes a file a page to a browser (decision 0074): an HTML document, script, frames,
 * embedded objects, SVG, an image tag. A picture or a PDF holding any of it is a polyglot.
 */
const markup = /<(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|img\s)/i;

/**
 * The bytes WHATWG MIME sniffing reads to decide what a resource is (its "resource header" is at
 * most 1,445 bytes): whatever the file is, no markup there.
 */
const sniffedBytes = 1445;

type Region = readonly [start: number, end: number];

/** PNG chunks (PNG §5.3: length, type, data, CRC) except the compressed pixels (IDAT). */
function pngRegions(bytes: Uint8Array): Region[] {
  const regions: Region[] = [];
  const data = view(bytes);
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = data.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return [...regions, [offset, bytes.length]];
    if (ascii(bytes.subarray(offset + 4, offset + 8)) !== "IDAT") regions.push([offset + 8, offset + 8 + length]);
    offset = end;
  }
  return regions;
}

/**
 * JPEG marker segments (ITU T.81 B.1: metadata, comments, tables, frame and scan headers), not the
 * entropy-coded data after each start of scan, which runs to the next marker that is not a
 * stuffed zero (FF 00) or a restart (FF D0–D7).
 */
function jpegRegions(bytes: Uint8Array): Region[] {
  const regions: Region[] = [];
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return [...regions, [offset, bytes.length]];
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9) break;
    const end = offset + 2 + data.getUint16(offset + 2);
    if (end > bytes.length) return [...regions, [offset, bytes.length]];
    regions.push([offset + 4, end]);
    offset = end;
    if (marker !== 0xda) continue;
    while (offset + 1 < bytes.length) {
      const next = bytes[offset + 1] ?? 0;
      if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      offset++;
    }
  }
  return regions;
}

/** WebP's RIFF chunks (RFC 9649 §2.7: fourCC, size, data padded to even) except the image data. */
function webpRegions(bytes: Uint8Array): Region[] {
  const regions: Region[] = [];
  const data = view(bytes);
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const size = data.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length + 1) return [...regions, [offset, bytes.length]];
    const chunk = ascii(bytes.subarray(offset, offset + 4));
    if (!["VP8 ", "VP8L", "ALPH", "ANMF"].includes(chunk)) regions.push([offset + 8, offset + 8 + size]);
    offset = end;
  }
  return regions;
}

/**
 * Whether a file of `type` holds markup where it would be read as text (decision 0074): in the
 * bytes browsers sniff, and for a picture in every part its format lets anyone write (PNG chunks,
 * JPEG segments such as comments and metadata, WebP's EXIF and XMP) however far into the file, but
 * not in the compressed pixels, which hold such bytes by chance. A part cut short is read to the
 * end of the file. A PDF's further content is judged by its own check (pdf-active-content.ts).
 * @example hasMarkup(pngBytes, "image/png") // false
 */
export function hasMarkup(bytes: Uint8Array, type: RasterType | "application/pdf"): boolean {
  const regions: Region[] = [[0, Math.min(bytes.length, sniffedBytes)]];
  if (type === "image/png") regions.push(...pngRegions(bytes));
  if (type === "image/jpeg") regions.push(...jpegRegions(bytes));
  if (type === "image/webp") regions.push(...webpRegions(bytes));
  // A tag cut by a region's edge is found from the region before it: a few bytes' overlap.
  return regions.some(([start, end]) => markup.test(ascii(bytes.subarray(start, Math.min(end + 16, bytes.length)))));
}
