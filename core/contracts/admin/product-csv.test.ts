import { describe, expect, it } from "vitest";
import { formatMajorAmount, parseMajorAmount, readProductCsv, writeProductCsv } from "./product-csv.ts";

describe("readProductCsv", () => {
  it("reads rows with their file lines, leaving blank cells out", () => {
    const result = readProductCsv("sku,title_en,price\r\nABC1,Towel,19.99\r\n\r\nABC2,,5\r\n");
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, cells: { sku: "ABC1", title_en: "Towel", price: "19.99" } },
        { line: 4, cells: { sku: "ABC2", price: "5" } },
      ],
    });
  });

  it("counts lines inside quoted cells, reads a BOM, semicolons and Arabic", () => {
    const result = readProductCsv('\uFEFFSKU;title_ar;description_en\nABC1;منشفة;"two\nlines"\nABC2;وسادة;x\n');
    expect(result.ok && result.rows.map((row) => [row.line, row.cells.title_ar])).toEqual([
      [2, "منشفة"],
      [4, "وسادة"],
    ]);
  });

  it("takes back what the export guarded against formulas", () => {
    const file = writeProductCsv([{ sku: "ABC1", title_en: "=SUM(A1)" }]);
    expect(readProductCsv(file)).toMatchObject({ ok: true, rows: [{ cells: { title_en: "=SUM(A1)" } }] });
    expect(file).toContain("'=SUM(A1)");
  });

  // OWASP CSV Injection: a spreadsheet may read each line of a quoted cell, or split a cell at a
  // semicolon (the list separator of many locales), and then run what starts the piece
  it.each([
    [
      "a formula on the second line",
      'Linen towel\n=HYPERLINK("https://evil.test")',
      '"Linen towel\n\'=HYPERLINK(""https://evil.test"")"',
    ],
    ["a formula after a carriage return", "Towel\r\n+1+cmd", '"Towel\r\n\'+1+cmd"'],
    ["a semicolon", "Towel; 50 pieces", '"Towel; 50 pieces"'],
    ["a semicolon before a formula", "Towel;=1+1", '"Towel;=1+1"'],
    ["a tab inside", "Towel\t@SUM(A1)", '"Towel\t@SUM(A1)"'],
    ["a formula after spaces", "  =1+1", '"\'  =1+1"'],
  ])("guards a cell with %s, and reads it back as it was", (_, title, written) => {
    const file = writeProductCsv([{ sku: "ABC1", title_en: title }]);
    expect(file.split("\r\n").slice(1).join("\r\n")).toBe(`ABC1,,${written}${",".repeat(12)}\r\n`);
    expect(readProductCsv(file)).toMatchObject({ ok: true, rows: [{ cells: { title_en: title.trim() } }] });
  });

  it.each([
    ["", "empty"],
    ["sku,price\n", "empty"],
    ["title_en,price\nTowel,1\n", "noSku"],
    ["sku,colour\nABC1,red\n", "unknownColumn"],
    ['sku,title_en\nABC1,"open\n', "malformed"],
  ])("refuses %j as %s", (text, problem) => {
    expect(readProductCsv(text)).toMatchObject({ ok: false, problem });
  });

  it("refuses more rows than one import takes", () => {
    const file = `sku\n${"ABCD\n".repeat(25_001)}`;
    expect(readProductCsv(file)).toMatchObject({ ok: false, problem: "tooManyRows" });
  });
});

describe("amounts in major units", () => {
  it.each([
    ["19.99", 1999],
    ["19.9", 1990],
    ["19", 1900],
    ["0", 0],
    [" 7.05 ", 705],
    ["١٩٫٩٩", 1999],
    ["-1", null],
    ["1.999", null],
    ["1,999.00", null],
    ["abc", null],
    ["", null],
  ])("%j → %s", (text, minor) => {
    expect(parseMajorAmount(text)).toBe(minor);
  });

  it("writes what it reads", () => {
    for (const minor of [0, 5, 99, 100, 1999, 123_456]) expect(parseMajorAmount(formatMajorAmount(minor))).toBe(minor);
  });
});

describe("writeProductCsv", () => {
  it("writes every column in order, with a byte order mark and CRLF", () => {
    const file = writeProductCsv([{ sku: "ABC1", title_en: "Towel, large", title_ar: "منشفة", price: "19.99" }]);
    expect(file.startsWith("\uFEFFsku,variant_code,title_en,title_ar,")).toBe(true);
    expect(file).toContain('\r\nABC1,,"Towel, large",منشفة,,,19.99,');
    expect(file.endsWith("\r\n")).toBe(true);
  });
});
