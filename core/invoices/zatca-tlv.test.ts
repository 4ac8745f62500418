import { describe, expect, it } from "vitest";
import { readZatcaTlv, zatcaAmount, zatcaTlv, type ZatcaFields } from "./zatca-tlv.ts";

const arabic: ZatcaFields = {
  sellerName: "شركة جملة للتجارة",
  vatNumber: "310122393500003",
  timestamp: "2026-11-28T10:20:08Z",
  total: "1150.00",
  vatTotal: "150.00",
};

/** The bytes of a TLV text, as a scanner reads them. */
const bytesOf = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0));

describe("the ZATCA phase 1 TLV", () => {
  it("decodes back to its five fields with an Arabic seller name", () => {
    expect(readZatcaTlv(zatcaTlv(arabic))).toEqual(arabic);
  });

  it("writes each tag, its UTF-8 byte length and its bytes, in tag order, byte for byte", () => {
    const encoder = new TextEncoder();
    const expected = [arabic.sellerName, arabic.vatNumber, arabic.timestamp, arabic.total, arabic.vatTotal].flatMap(
      (value, index) => {
        const bytes = [...encoder.encode(value)];
        return [index + 1, bytes.length, ...bytes];
      },
    );
    expect(bytesOf(zatcaTlv(arabic))).toEqual(expected);
  });

  it("counts the seller name's length in bytes, not characters", () => {
    const bytes = bytesOf(zatcaTlv(arabic));
    // "شركة جملة للتجارة": 17 characters, 15 Arabic letters of two bytes and 2 spaces of one
    expect(arabic.sellerName.length).toBe(17);
    expect(bytes.slice(0, 2)).toEqual([1, 32]);
    expect(new TextDecoder().decode(Uint8Array.from(bytes.slice(2, 2 + 32)))).toBe(arabic.sellerName);
    expect(bytes[2 + 32]).toBe(2);
  });

  it("matches ZATCA's published example byte for byte", () => {
    // ZATCA's QR guideline example: "Bobs Records", 310122393500003, 2022-04-25T15:30:00Z, 1000.00, 150.00
    const text = zatcaTlv({
      sellerName: "Bobs Records",
      vatNumber: "310122393500003",
      timestamp: "2022-04-25T15:30:00Z",
      total: "1000.00",
      vatTotal: "150.00",
    });
    expect(text).toBe(
      "AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==",
    );
  });

  it.each([
    ["an empty seller name", { ...arabic, sellerName: "" }],
    ["a seller name above 255 bytes", { ...arabic, sellerName: "ش".repeat(128) }],
  ])("refuses %s, which one length byte cannot say", (_, fields) => {
    expect(() => zatcaTlv(fields)).toThrow(RangeError);
  });

  it("refuses a truncated text", () => {
    expect(() => readZatcaTlv(btoa(String.fromCharCode(1, 10, 65)))).toThrow(RangeError);
  });

  it.each([
    [115_000, "1150.00"],
    [15_005, "150.05"],
    [7, "0.07"],
    [0, "0.00"],
    [-11_500, "-115.00"],
  ])("writes %i minor units as %s", (minor, text) => {
    expect(zatcaAmount(minor)).toBe(text);
  });
});
