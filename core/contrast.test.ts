import { describe, expect, it } from "vitest";
import { contrastRatio, hexChannels, meetsTextContrast, readableTextOn, relativeLuminance } from "./contrast.ts";

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

describe("readableTextOn (text on a colour the admin chooses)", () => {
  it.each([
    ["#fbbf24", "#000000"],
    ["#b45309", "#ffffff"],
    ["#0f766e", "#ffffff"],
    ["#2dd4bf", "#000000"],
    ["#777777", "#000000"],
  ])("writes on %s in %s", (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it("meets AA on every grey and every pure hue", () => {
    const colours = [
      ...Array.from({ length: 256 }, (_, value) => `#${value.toString(16).padStart(2, "0").repeat(3)}`),
      ...["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"],
    ];
    for (const colour of colours)
      expect(contrastRatio(readableTextOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});
