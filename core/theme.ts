import { type, type Traversal } from "arktype";
import { readableTextOn } from "./contrast.ts";

/**
 * A theme colour: `#rgb` or `#rrggbb` (what a colour picker gives), so the wizard can check its
 * contrast and nothing can break out of the CSS declaration it is written into.
 */
export const ThemeColour = type(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/).configure({ message: "validation.colour" });

/**
 * Refuses keys a part of the theme does not have, each at its own path: the theme is stored whole
 * as one JSON value, so a misspelt key would otherwise be kept and never read (or silently dropped).
 */
function knownKeysOnly(keys: readonly string[]) {
  return (value: object, ctx: Traversal) => {
    const unknown = Object.keys(value).filter((key) => !keys.includes(key));
    for (const key of unknown) ctx.reject({ message: "validation.theme.unknownKey", path: [...ctx.path, key] });
    return unknown.length === 0;
  };
}

/** A part of the theme: its fields, and no others. */
function themePart<const D extends Record<string, unknown>>(definition: D) {
  // arktype cannot check a definition built from a generic record; the parts below are literal.
  return type(definition as never).narrow(knownKeysOnly(Object.keys(definition))) as unknown as ReturnType<
    typeof type<D>
  >;
}

/** The colours of one mode (light or dark): shadcn's tokens the storefront is drawn with. */
export const paletteKeys = [
  "primary",
  "primaryForeground",
  "background",
  "foreground",
  "muted",
  "mutedForeground",
  "accent",
  "border",
] as const;
const Palette = themePart({
  primary: ThemeColour,
  primaryForeground: ThemeColour,
  background: ThemeColour,
  foreground: ThemeColour,
  muted: ThemeColour,
  mutedForeground: ThemeColour,
  accent: ThemeColour,
  border: ThemeColour,
});
export type Palette = typeof Palette.infer;

/** The site colour set: header and footer. */
export const siteColourKeys = ["header", "footer", "footerForeground"] as const;

/** SPEC §9 breakpoints' grid columns: a product grid of 1 to 6 columns at each. */
export const columnKeys = ["mobile", "tabletPortrait", "tabletLandscape", "laptop", "monitor"] as const;
export const columnLimits = { min: 1, max: 6 } as const;
const Count = type(`${columnLimits.min} <= number.integer <= ${columnLimits.max}`).configure({
  message: "validation.theme.columns",
});

/** perPage (the storefront's page size) and admin_limit (the back office's), as the API takes them. */
export const pageSizeLimits = { min: 1, max: 100 } as const;
const PageSize = type(`${pageSizeLimits.min} <= number.integer <= ${pageSizeLimits.max}`).configure({
  message: "validation.theme.pageSize",
});

/**
 * The site settings theme (SPEC §3): light and dark colour sets, a site colour set, the grid
 * columns per breakpoint (SPEC §9 names: mobile, tablet portrait/landscape, laptop, monitor),
 * the storefront page size and the admin page size (`admin_limit`, SPEC's name, decision 0024).
 * Every key is required and no other is taken (decision 0069): the admin API stores it whole.
 */
export const Theme = themePart({
  light: Palette,
  dark: Palette,
  site: themePart({ header: ThemeColour, footer: ThemeColour, footerForeground: ThemeColour }),
  columns: themePart({ mobile: Count, tabletPortrait: Count, tabletLandscape: Count, laptop: Count, monitor: Count }),
  perPage: PageSize,
  admin_limit: PageSize,
});
export type Theme = typeof Theme.infer;

/** A text colour and the colour it is drawn on, by their keys in a colour set. */
export interface TextPair<K extends string> {
  text: K;
  on: K;
}

/**
 * The pairs the storefront draws text with (body, muted notes, buttons, links, and the same on the
 * muted panels), which the theme wizard checks against WCAG AA (decision 0069).
 */
export const paletteTextPairs: readonly TextPair<keyof Palette>[] = [
  { text: "foreground", on: "background" },
  { text: "mutedForeground", on: "background" },
  { text: "primary", on: "background" },
  { text: "primaryForeground", on: "primary" },
  { text: "foreground", on: "muted" },
  { text: "mutedForeground", on: "muted" },
];

/** The site colour set's text pair: the footer's text on the footer. */
export const siteTextPairs: readonly TextPair<keyof Theme["site"]>[] = [{ text: "footerForeground", on: "footer" }];

/** SPEC §9 defaults: page size 20, theme admin page size 30, columns 2/2/3/4/4 (theme laptop default 4). */
export const defaultTheme: Theme = {
  light: {
    primary: "#0f766e",
    primaryForeground: "#ffffff",
    background: "#ffffff",
    foreground: "#0f172a",
    muted: "#f1f5f9",
    mutedForeground: "#475569",
    accent: "#b45309",
    border: "#e2e8f0",
  },
  dark: {
    primary: "#2dd4bf",
    primaryForeground: "#042f2e",
    background: "#0b1120",
    foreground: "#e2e8f0",
    muted: "#1e293b",
    mutedForeground: "#94a3b8",
    accent: "#fbbf24",
    border: "#334155",
  },
  site: { header: "#0f766e", footer: "#0f172a", footerForeground: "#e2e8f0" },
  columns: { mobile: 2, tabletPortrait: 2, tabletLandscape: 3, laptop: 4, monitor: 4 },
  perPage: 20,
  admin_limit: 30,
};

/**
 * Reads a stored theme value. A missing or invalid theme falls back to the defaults
 * (SPEC §4: previous values stay in use) instead of breaking every page.
 */
export function toTheme(raw: unknown): Theme {
  const theme = Theme(raw);
  return theme instanceof type.errors ? defaultTheme : theme;
}

/** Reads the stored theme JSON string, falling back to the defaults like `toTheme`. */
export function parseTheme(json: string | null | undefined): Theme {
  if (!json) return defaultTheme;
  try {
    return toTheme(JSON.parse(json));
  } catch {
    return defaultTheme;
  }
}

const cssNames: Record<keyof Palette, string> = {
  primary: "--primary",
  primaryForeground: "--primary-foreground",
  background: "--background",
  foreground: "--foreground",
  muted: "--muted",
  mutedForeground: "--muted-foreground",
  accent: "--accent",
  border: "--border",
};

function declarations(palette: Palette): string {
  const tokens = (Object.keys(cssNames) as (keyof Palette)[]).map((key) => `${cssNames[key]}:${palette[key]}`);
  // Text on the accent (the cart badge) is white or black, whichever the accent lets read (AA).
  return [...tokens, `--accent-foreground:${readableTextOn(palette.accent)}`].join(";");
}

/** The theme as CSS custom properties for `<style>`: values were validated as colours by `Theme`. */
export function themeCss(theme: Theme): string {
  const site = `--site-header:${theme.site.header};--site-footer:${theme.site.footer};--site-footer-foreground:${theme.site.footerForeground}`;
  const columns = `--cols-mobile:${theme.columns.mobile};--cols-tablet-portrait:${theme.columns.tabletPortrait};--cols-tablet-landscape:${theme.columns.tabletLandscape};--cols-laptop:${theme.columns.laptop};--cols-monitor:${theme.columns.monitor}`;
  return `:root{${declarations(theme.light)};${site};${columns}}.dark{${declarations(theme.dark)}}`;
}
