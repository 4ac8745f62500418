// The theme wizard's live preview (issue #12 item 5): a sample of the storefront (header with the
// search, a heading, text, a link, a product card with its button, the footer) drawn with the
// theme being edited, in Arabic right to left beside English left to right. The colours are the
// storefront's own custom properties set on the sample alone, so the same utility classes as the
// shop's (bg-primary, text-muted-foreground…) draw it; nothing of the real site is loaded.
import type { CSSProperties } from "react";
import type { Locale } from "../../../../core/profiles.ts";
import type { Palette, Theme } from "../../../../core/theme.ts";
import { previewTexts } from "./preview-texts.ts";

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

/** The custom properties of one colour set and the site set, as the storefront's <style> writes them. */
function previewStyle(theme: Theme, mode: "light" | "dark"): CSSProperties {
  const palette = theme[mode];
  const style: Record<string, string> = {
    "--site-header": theme.site.header,
    "--site-footer": theme.site.footer,
    "--site-footer-foreground": theme.site.footerForeground,
    colorScheme: mode,
  };
  for (const key of Object.keys(cssNames) as (keyof Palette)[]) style[cssNames[key]] = palette[key];
  return style as CSSProperties;
}

/** One language's sample of the shop. */
function Sample({ theme, mode, locale }: { theme: Theme; mode: "light" | "dark"; locale: Locale }) {
  const text = previewTexts[locale];
  return (
    <div
      lang={locale}
      dir={locale === "ar" ? "rtl" : "ltr"}
      style={previewStyle(theme, mode)}
      className="overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-sm"
      data-testid={`theme-preview-${locale}`}
    >
      <div className="flex items-center gap-2 border-t-4 border-b border-border border-t-site-header bg-background p-3">
        <span className="text-lg font-bold text-primary" data-testid="preview-shop-name">
          {text.shop}
        </span>
        <span className="flex min-w-0 grow">
          <span className="h-8 min-w-0 grow truncate rounded-s-md border border-border px-2 text-sm leading-8 text-muted-foreground">
            {text.search}
          </span>
          <span
            className="rounded-e-md bg-primary px-3 text-sm leading-8 font-medium text-primary-foreground"
            data-testid="preview-button"
          >
            {text.searchButton}
          </span>
        </span>
      </div>
      <div className="flex flex-col gap-3 p-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-bold">{text.heading}</span>
          <span className="text-xs font-medium text-primary underline">{text.link}</span>
        </div>
        <p className="text-sm">{text.text}</p>
        <div className="grid grid-cols-2 gap-2">
          {[0, 1].map((card) => (
            <div key={card} className="flex flex-col overflow-hidden rounded-md border border-border">
              <div className="aspect-[4/3] bg-muted" />
              <div className="flex flex-col gap-1 p-2 text-xs">
                <span className="font-medium">{text.product}</span>
                <span className="w-fit rounded-sm bg-muted px-1 text-muted-foreground">{text.availability}</span>
                <span className="text-muted-foreground">{text.priceNote}</span>
                <span className="mt-1 rounded-md bg-primary px-2 py-1 text-center font-medium text-primary-foreground">
                  {text.addToCart}
                </span>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="bg-site-footer px-3 py-2 text-xs text-site-footer-foreground">{text.footer}</div>
    </div>
  );
}

/** The shop in both directions, in the chosen colour set. */
export function ThemePreview({ theme, mode }: { theme: Theme; mode: "light" | "dark" }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      <Sample theme={theme} mode={mode} locale="ar" />
      <Sample theme={theme} mode={mode} locale="en" />
    </div>
  );
}
