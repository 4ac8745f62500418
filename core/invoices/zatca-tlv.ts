// ZATCA e-invoicing phase 1 (issue #20 item 2, decision 0082): a simplified tax invoice carries a
// QR code whose text is the base64 of five TLV fields. Each field is one byte of tag, one byte of
// length, then the value's UTF-8 bytes: the length counts bytes, not characters, so an Arabic
// seller name of 12 letters is 24 bytes long ("Guidelines for the E-invoice QR code", ZATCA,
// Phase 1 "Generation" requirements; the tags are 1 seller name, 2 VAT registration number,
// 3 timestamp, 4 invoice total with VAT, 5 VAT total).

/** The five fields of the phase 1 QR code, as text. */
export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** When the invoice was issued, ISO 8601 (`2026-11-28T10:20:08Z`). */
  timestamp: string;
  /** The invoice's total with VAT, in major units with its decimals (`1150.00`). */
  total: string;
  /** The VAT total, in major units with its decimals (`150.00`). */
  vatTotal: string;
}

const tags = [
  "sellerName",
  "vatNumber",
  "timestamp",
  "total",
  "vatTotal",
] as const satisfies readonly (keyof ZatcaFields)[];

/** A tag's value may be at most 255 bytes: its length is a single byte. */
const maxValueBytes = 255;

/**
 * The base64 TLV text of the phase 1 QR code. Throws when a value is empty or longer than 255
 * UTF-8 bytes, which one length byte cannot say.
 * @example zatcaTlv({ sellerName: "شركة جملة", vatNumber: "310122393500003", timestamp: "2026-11-28T10:20:08Z", total: "1150.00", vatTotal: "150.00" })
 */
export function zatcaTlv(fields: ZatcaFields): string {
  const encoder = new TextEncoder();
  const parts = tags.map((key, index) => {
    const value = encoder.encode(fields[key]);
    if (value.length === 0 || value.length > maxValueBytes) {
      throw new RangeError(`ZATCA tag ${index + 1} (${key}) must be 1 to ${maxValueBytes} bytes, got ${value.length}`);
    }
    return Uint8Array.of(index + 1, value.length, ...value);
  });
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return toBase64(bytes);
}

/** The fields a phase 1 TLV text holds, read back tag by tag (what a scanner does); throws when malformed. */
export function readZatcaTlv(base64: string): ZatcaFields {
  const bytes = fromBase64(base64);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const values = new Map<number, string>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset] ?? 0;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length) throw new RangeError("truncated TLV");
    values.set(tag, decoder.decode(bytes.subarray(offset + 2, offset + 2 + length)));
    offset += 2 + length;
  }
  const entries = tags.map((key, index) => {
    const value = values.get(index + 1);
    if (value === undefined) throw new RangeError(`ZATCA tag ${index + 1} missing`);
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as unknown as ZatcaFields;
}

/** An amount in minor units as the QR code writes it: major units with two decimals, no grouping. */
export function zatcaAmount(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const whole = Math.abs(minor);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
