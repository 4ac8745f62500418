import { type } from "arktype";

/** A CSS colour an admin may set: hex or a functional notation with plain numbers, nothing that can break out of a declaration. */
const Colour = type(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/-]+\))$/);

const Palette = type({
  primary: Colour,
  primaryForeground: Colour,
  background: Colour,
  foreground: Colour,
  muted: Colour,
  mutedForeground: Colour,
  accent: Colour,
  border: Colour,
});
export type Palette = typeof Palette.infer;

const Count = type("1 <= number.integer <= 12");

/**
 * The site settings theme (SPEC §3): light and dark colour sets, a site colour set, the grid
 * columns per breakpoint (SPEC §9 names: mobile, tablet portrait/landscape, laptop, monitor),
 * the storefront page size and the admin page size.
 */
export const Theme = type({
  light: Palette,
  dark: Palette,
  site: { header: Colour, footer: Colour, footerForeground: Colour },
  columns: { mobile: Count, tabletPortrait: Count, tabletLandscape: Count, laptop: Count, monitor: Count },
  perPage: "1 <= number.integer <= 100",
  admin_limit: "1 <= number.integer <= 200",
});
export type Theme = typeof Theme.infer;

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
  return (Object.keys(cssNames) as (keyof Palette)[]).map((key) => `${cssNames[key]}:${palette[key]}`).join(";");
}

/** The theme as CSS custom properties for `<style>`: values were validated as colours by `Theme`. */
export function themeCss(theme: Theme): string {
  const site = `--site-header:${theme.site.header};--site-footer:${theme.site.footer};--site-footer-foreground:${theme.site.footerForeground}`;
  const columns = `--cols-mobile:${theme.columns.mobile};--cols-tablet-portrait:${theme.columns.tabletPortrait};--cols-tablet-landscape:${theme.columns.tabletLandscape};--cols-laptop:${theme.columns.laptop};--cols-monitor:${theme.columns.monitor}`;
  return `:root{${declarations(theme.light)};${site};${columns}}.dark{${declarations(theme.dark)}}`;
}
