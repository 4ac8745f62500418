import { describe, expect, it } from "vitest";
import { isEqualInConstantTime, isWithinTolerance } from "./webhook-checks.ts";

describe("isEqualInConstantTime", () => {
  it.each([
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["ab", "abc", false],
    ["abcd", "abc", false],
    ["", "abc", false],
    ["", "", true],
    ["ر.س", "ر.س", true],
  ])("%j equals %j: %s", (a, b, isEqual) => {
    expect(isEqualInConstantTime(a, b)).toBe(isEqual);
  });
});

describe("isWithinTolerance", () => {
  const now = 1_000_000_000;
  it.each([
    [now, true],
    [now - 60_000, true],
    [now - 60_001, false],
    [now + 4 * 60_000, true],
    [now + 6 * 60_000, false],
    [Number.NaN, false],
  ])("%d is within a minute: %s", (at, isWithin) => {
    expect(isWithinTolerance(at, now, 60_000)).toBe(isWithin);
  });
});
