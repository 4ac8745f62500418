import { describe, expect, it } from "vitest";
import { contrastRatio, hexChannels, meetsTextContrast, relativeLuminance } from "./contrast.ts";

describe("hexChannels", () => {
  it.each([
    ["#ffffff", [255, 255, 255]],
    ["#0F766E", [15, 118, 110]],
    ["#abc", [170, 187, 204]],
  ])("reads %s", (hex, channels) => {
    expect(hexChannels(hex)).toEqual(channels);
  });

  it.each(["red", "#ff", "#fffffff", "#ggg", "rgb(0,0,0)", "#ffffff80", ""])("is null for %j", (text) => {
    expect(hexChannels(text)).toBeNull();
  });
});

describe("relativeLuminance", () => {
  it("is 0 for black and 1 for white", () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
  });
});

describe("contrastRatio (WCAG 2.2 formula, pairs as WebAIM's contrast checker reports them)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#000000", 21],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["#595959", "#ffffff", 7.0],
    ["#ff0000", "#ffffff", 4.0],
    ["#0000ff", "#ffffff", 8.59],
    ["#336699", "#ffffff", 6.0],
    ["#abc", "#aabbcc", 1],
  ])("%s on %s is %d:1", (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });

  it("is null when a colour is not hex", () => {
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });
});

describe("meetsTextContrast (AA, 4.5:1 for normal text)", () => {
  it.each([
    ["#767676", "#ffffff", true],
    ["#777777", "#ffffff", false],
    ["#000000", "#ffffff", true],
    ["#ffffff", "#ffff00", false],
    ["not a colour", "#ffffff", false],
  ])("%s on %s: %s", (foreground, background, meets) => {
    expect(meetsTextContrast(foreground, background)).toBe(meets);
  });
});
