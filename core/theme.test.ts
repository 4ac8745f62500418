import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { meetsTextContrast } from "./contrast.ts";
import { contrastRatio } from "./contrast.ts";
import { defaultTheme, paletteTextPairs, parseTheme, siteTextPairs, Theme, themeCss } from "./theme.ts";

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

  // Issue #19 item 7: the dark theme's cart badge was white on amber, 1.66:1.
  it.each(["light", "dark"] as const)("gives text on the %s accent (the cart badge) a colour that meets AA", (mode) => {
    const block =
      themeCss(defaultTheme)
        .split(mode === "light" ? ":root{" : ".dark{")[1]
        ?.split("}")[0] ?? "";
    const badgeText = /--accent-foreground:(#[0-9a-f]{6})/.exec(block)?.[1];
    expect(badgeText).toBeDefined();
    expect(contrastRatio(badgeText ?? "", defaultTheme[mode].accent)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("Theme", () => {
  it("takes the defaults", () => {
    expect(Theme(defaultTheme)).toEqual(defaultTheme);
  });

  it("refuses a key it does not have, at its path", () => {
    const result = Theme({ ...defaultTheme, site: { ...defaultTheme.site, banner: "#ffffff" } });
    expect(result instanceof type.errors && result.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["site.banner", "validation.theme.unknownKey"],
    ]);
  });
});

describe("the default theme", () => {
  it.each(["light", "dark"] as const)("meets WCAG AA for every text pair of its %s set", (mode) => {
    for (const { text, on } of paletteTextPairs) {
      expect(meetsTextContrast(defaultTheme[mode][text], defaultTheme[mode][on]), `${text} on ${on}`).toBe(true);
    }
  });

  it("meets WCAG AA for the site set's text", () => {
    for (const { text, on } of siteTextPairs) {
      expect(meetsTextContrast(defaultTheme.site[text], defaultTheme.site[on])).toBe(true);
    }
  });
});
