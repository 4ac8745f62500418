import { describe, expect, it } from "vitest";
import { defaultTheme, parseTheme, themeCss } from "./theme.ts";

describe("parseTheme", () => {
  it("reads a valid stored theme", () => {
    const stored = { ...defaultTheme, perPage: 24, columns: { ...defaultTheme.columns, laptop: 3 } };
    expect(parseTheme(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not JSON", "{light:"],
    ["wrong shape", JSON.stringify({ light: {} })],
    ["a zero page size", JSON.stringify({ ...defaultTheme, perPage: 0 })],
    [
      "a colour that breaks out of CSS",
      JSON.stringify({ ...defaultTheme, light: { ...defaultTheme.light, primary: "red;}</style><script>" } }),
    ],
  ])("falls back to the defaults when the theme is %s", (_, json) => {
    expect(parseTheme(json)).toEqual(defaultTheme);
  });

  it("keeps SPEC §9 defaults", () => {
    expect(defaultTheme.perPage).toBe(20);
    expect(defaultTheme.admin_limit).toBe(30);
    expect(defaultTheme.columns).toEqual({ mobile: 2, tabletPortrait: 2, tabletLandscape: 3, laptop: 4, monitor: 4 });
  });
});

describe("themeCss", () => {
  it("emits light variables on :root and dark ones on .dark", () => {
    const css = themeCss(defaultTheme);
    expect(css).toContain(`:root{--primary:${defaultTheme.light.primary}`);
    expect(css).toContain(`.dark{--primary:${defaultTheme.dark.primary}`);
    expect(css).toContain("--cols-laptop:4");
  });
});
