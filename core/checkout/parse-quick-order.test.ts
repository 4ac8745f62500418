import { describe, expect, it } from "vitest";
import { maxQuickOrderLines, parseQuickOrder } from "./parse-quick-order.ts";

describe("the quick order pad's input (issue #10 item 3)", () => {
  it.each([
    ["space", "AB1234 12"],
    ["several spaces", "  AB1234     12  "],
    ["comma", "AB1234,12"],
    ["comma with spaces", "AB1234 , 12"],
    ["semicolon (European CSV)", "AB1234;12"],
    ["tab (pasted from a spreadsheet)", "AB1234\t12"],
    ["quoted CSV fields", '"AB1234","12"'],
    ["trailing empty cells", "AB1234,12,,"],
    ["Arabic-Indic digits", "AB1234 ١٢"],
    ["Windows line ending", "AB1234\t12\r\n"],
    ["a byte order mark", "\uFEFFAB1234,12"],
  ])("reads a line separated by %s", (_name, text) => {
    expect(parseQuickOrder(text)).toEqual({
      entries: [{ line: 1, sku: "AB1234", quantity: 12, options: [] }],
      problems: [],
      isOverLimit: false,
    });
  });

  it("reads variant codes, keeps line numbers past blank lines, and keeps repeated codes apart", () => {
    const parsed = parseQuickOrder("AB1234-M-BLK 6\n\n  \nAB1234 12\nAB1234 6");
    expect(parsed.entries).toEqual([
      { line: 1, sku: "AB1234-M-BLK", quantity: 6, options: [] },
      { line: 4, sku: "AB1234", quantity: 12, options: [] },
      { line: 5, sku: "AB1234", quantity: 6, options: [] },
    ]);
  });

  // Issue #19 item 7: a product with a required option is ordered on the pad by naming it.
  it.each([
    ["a column after the quantity", "AB1234,12,Gift box", ["Gift box"]],
    ["one column per choice", "AB1234;12;Gift box;Red", ["Gift box", "Red"]],
    ["quoted, with spaces around", 'AB1234, 12, "Gift box" ', ["Gift box"]],
    ["the rest of a line of spaces", "AB1234 12 Gift box", ["Gift box"]],
    ["an Arabic choice", "AB1234\t١٢\tعلبة هدية", ["علبة هدية"]],
    ["Arabic commas, as an Arabic keyboard types them", "AB1234، ١٢، علبة هدية", ["علبة هدية"]],
    ["an Arabic semicolon", "AB1234؛12؛علبة هدية؛أحمر", ["علبة هدية", "أحمر"]],
  ])("reads the options a line names after the quantity: %s", (_name, text, options) => {
    expect(parseQuickOrder(text).entries).toEqual([{ line: 1, sku: "AB1234", quantity: 12, options }]);
  });

  it.each([["SKU,Quantity\nAB1234,12"], ["sku\tqty\nAB1234\t12"], ["رمز المنتج;الكمية\nAB1234;12"]])(
    "skips a header row: %j",
    (text) => {
      expect(parseQuickOrder(text)).toMatchObject({
        entries: [{ line: 2, sku: "AB1234", quantity: 12 }],
        problems: [],
      });
    },
  );

  it("reads a header-like line after the first as a bad line, not a header", () => {
    expect(parseQuickOrder("AB1234 12\nSKU Quantity").problems).toEqual([
      { line: 2, text: "SKU Quantity", reason: "quantity" },
    ]);
  });

  it.each([
    ["a code alone", "AB1234", "format"],
    ["a first line code alone", "ABCD", "format"],
    ["an empty code", ",12", "format"],
    ["a code longer than any SKU or variant code", `${"A".repeat(65)} 2`, "format"],
    ["a zero quantity", "AB1234 0", "quantity"],
    ["a negative quantity", "AB1234 -6", "quantity"],
    ["a fractional quantity", "AB1234 2.5", "quantity"],
    ["a word for a quantity", "AB1234 twelve", "quantity"],
    ["an absurd quantity", "AB1234 99999999999", "quantity"],
  ])("lists %s as a bad line", (_name, text, reason) => {
    expect(parseQuickOrder(`AB9999 6\n${text}`)).toEqual({
      entries: [{ line: 1, sku: "AB9999", quantity: 6, options: [] }],
      problems: [{ line: 2, text: text.trim(), reason }],
      isOverLimit: false,
    });
  });

  it(`reads at most ${maxQuickOrderLines} lines and says there were more`, () => {
    const lines = Array.from({ length: maxQuickOrderLines + 3 }, (_, i) => `SKU${i} ${i + 1}`);
    const parsed = parseQuickOrder(lines.join("\n"));
    expect(parsed.entries).toHaveLength(maxQuickOrderLines);
    expect(parsed.isOverLimit).toBe(true);
    expect(parseQuickOrder(lines.slice(0, maxQuickOrderLines).join("\n")).isOverLimit).toBe(false);
  });
});
