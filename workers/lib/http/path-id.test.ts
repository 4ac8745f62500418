import { describe, expect, it } from "vitest";
import { parseId } from "./path-id.ts";

describe("parseId (path ids)", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["9007199254740991", 9007199254740991],
  ])("reads %s as %i", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["zero", "0"],
    ["a leading zero", "01"],
    ["an exponent", "1e3"],
    ["a leading space", " 1"],
    ["a trailing space", "1 "],
    ["a plus sign", "+1"],
    ["a minus sign", "-1"],
    ["a decimal", "1.0"],
    ["hexadecimal", "0x10"],
    ["Arabic-Indic digits", "١"],
    ["beyond safe integers", "9007199254740993"],
    ["seventeen digits", "12345678901234567"],
    ["letters", "abc"],
  ])("refuses %s", (_, value) => {
    expect(parseId(value)).toBeNull();
  });
});
