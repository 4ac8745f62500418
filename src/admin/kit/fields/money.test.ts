import { describe, expect, it } from "vitest";
import { majorOf, minorOf } from "./money.ts";

describe("money typed in major units", () => {
  it.each([
    ["19.99", 1999],
    ["19.9", 1990],
    ["19", 1900],
    ["19.", 1900],
    [".5", 50],
    ["١٩٫٩٩", 1999],
    ["  0 ", 0],
  ])("%s is %d minor units", (typed, minor) => {
    expect(minorOf(typed)).toBe(minor);
  });

  it.each(["-1", "1.999", "1,000", "abc", "1e3"])("%s is no amount", (typed) => {
    expect(minorOf(typed)).toBeNaN();
  });

  it("blank is none", () => {
    expect(minorOf("  ")).toBeNull();
  });

  it.each([
    [1999, "19.99"],
    [1990, "19.90"],
    [1900, "19"],
    [5, "0.05"],
    [null, ""],
  ])("%s minor units read %s", (minor, typed) => {
    expect(majorOf(minor)).toBe(typed);
  });
});
