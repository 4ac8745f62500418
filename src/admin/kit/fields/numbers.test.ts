import { describe, expect, it } from "vitest";
import { majorText, minorOf, wholeOf } from "./numbers.ts";

describe("numbers typed into the admin's text fields", () => {
  it.each([
    ["12", 12],
    [" 40 ", 40],
    ["١٢", 12],
    ["1.5", "1.5"],
    ["", ""],
    ["-3", "-3"],
  ])("wholeOf(%j) is %j", (text, expected) => expect(wholeOf(text)).toBe(expected));

  it.each([
    ["12.5", 1250],
    ["12.50", 1250],
    ["0", 0],
    ["3.", 300],
    ["٣٫٥٠", 350],
    ["1,234.56", 123456],
    ["12.345", "12.345"],
    ["abc", "abc"],
    ["-1", "-1"],
  ])("minorOf(%j) is %j", (text, expected) => expect(minorOf(text)).toBe(expected));

  it("writes minor units as major units with two decimals", () => {
    expect(majorText(1250)).toBe("12.50");
    expect(majorText(5)).toBe("0.05");
    expect(minorOf(majorText(199_999))).toBe(199_999);
  });
});
