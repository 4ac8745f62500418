import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { guardCsvCell, unguardCsvCell, writeCsv, writeCsvRows } from "./csv.ts";

/** Whether some line of a cell would start a formula in a spreadsheet (spaces skipped first). */
const startsFormula = (cell: string) =>
  /^[\t\r\n\0]/.test(cell) || cell.split(/\r\n|\r|\n/).some((line) => /^[ \u00a0]*[=+\-@]|^[\t\0]/.test(line));

describe("guardCsvCell (OWASP CSV Injection, ASVS 5.0 V1.2.10)", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r'=1"],
    ["\n=1", "'\n'=1"],
    ["\0x", "'\0x"],
    ["  =1+1", "'  =1+1"],
    ["\u00a0=1", "'\u00a0=1"],
    ["Towel\n=HYPERLINK(1)", "Towel\n'=HYPERLINK(1)"],
    ["Towel\r\n-2\r\n@x", "Towel\r\n'-2\r\n'@x"],
    ["Towel\r+1", "Towel\r'+1"],
    ["'=1", "''=1"],
  ])("guards %j as %j", (cell, guarded) => {
    expect(guardCsvCell(cell)).toBe(guarded);
    expect(unguardCsvCell(guarded)).toBe(cell);
  });

  it.each([
    "Linen towel",
    "منشفة قطن",
    "Towel - large",
    "Two lines\nof text",
    "Paragraphs\r\n\r\nstay as they are",
    "'tis the season",
    "e-mail@home",
  ])("leaves %j as it is", (cell) => {
    expect(guardCsvCell(cell)).toBe(cell);
    expect(unguardCsvCell(cell)).toBe(cell);
  });

  it("leaves no line of any text starting a formula, and takes back exactly what it added", () => {
    const text = fc.string({
      unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", "\0", " ", "\u00a0", "'", "a", "ب", ";", ","),
      maxLength: 30,
    });
    fc.assert(
      fc.property(text, (cell) => {
        const guarded = guardCsvCell(cell);
        // The guard is an apostrophe in front, so the start of every guarded line is text
        expect(startsFormula(guarded.replace(/(^|\r\n|\r|\n)'/g, "$1x"))).toBe(false);
        expect(unguardCsvCell(guarded)).toBe(cell);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("writeCsv", () => {
  it("writes a byte order mark, the header and CRLF rows; numbers and empty cells as they are", () => {
    expect(writeCsv(["sku", "title", "price", "note"], [["ABC1", "Towel", 12, null]])).toBe(
      "\uFEFFsku,title,price,note\r\nABC1,Towel,12,\r\n",
    );
  });

  it.each([
    ["a semicolon, another locale's separator", "Towel;=1+1", '"Towel;=1+1"'],
    ["a tab, a tab-separated file's separator", "Towel\t@x", '"Towel\t@x"'],
    ["a comma", "Towel, large", '"Towel, large"'],
    ["a quote", 'Towel 5"', '"Towel 5"""'],
    ["a guard", "=1+1", `"'=1+1"`],
    ["a line break and a guard", "Towel\n-1", `"Towel\n'-1"`],
  ])("quotes a cell holding %s", (_, cell, written) => {
    expect(writeCsv(["title"], [[cell]])).toBe(`\uFEFFtitle\r\n${written}\r\n`);
  });

  it("writes what a CSV reader gives back cell for cell, once unguarded", () => {
    const cells = ["=cmd|' /C calc'!A0", "Towel\r\n+1", "a;b\tc", 'say "hi"', "منشفة", " edge "];
    const parsed = Papa.parse<string[]>(writeCsv(["a", "b", "c", "d", "e", "f"], [cells]).slice(1));
    expect(parsed.data[1]?.map(unguardCsvCell)).toEqual(cells);
  });

  it("writes the same file a page at a time: the header once, then each page's guarded rows", () => {
    const pages = [
      [["JM-1", "=HYPERLINK(1)", 10]],
      [],
      [
        ["JM-2", "@SUM(A1)", null],
        ["JM-3", "Towel\n+1", 0],
      ],
    ];
    const streamed = writeCsv(["number", "company", "total"], []) + pages.map(writeCsvRows).join("");
    expect(streamed).toBe(writeCsv(["number", "company", "total"], pages.flat()));
    expect(streamed).toContain(`JM-1,"'=HYPERLINK(1)",10\r\n`);
    expect(writeCsvRows([])).toBe("");
  });
});
