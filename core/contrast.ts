// WCAG 2.2 contrast (SC 1.4.3 Contrast (Minimum), level AA): the theme wizard warns when a text
// colour and the colour behind it fall below 4.5:1 (issue #12 item 5). The formula is WCAG's own
// definitions of relative luminance and contrast ratio; a few lines, so no dependency.

/** WCAG AA's minimum contrast for normal-size text. */
export const minimumTextContrast = 4.5;

/** A `#rgb` or `#rrggbb` colour as its three 0–255 channels, or null when it is not one. */
export function hexChannels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2.2 "relative luminance" of an sRGB channel triple: 0 for black, 1 for white. */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  // The sRGB transfer function with WCAG's threshold (0.04045 in the current text).
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * WCAG 2.2 "contrast ratio" of two hex colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter:
 * from 1 (the same colour) to 21 (black on white); null when either is not a hex colour.
 * @example contrastRatio("#000000", "#ffffff") // 21
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const first = hexChannels(foreground);
  const second = hexChannels(background);
  if (!first || !second) return null;
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Whether a text colour on its background meets WCAG AA for normal text (4.5:1). The ratio is
 * compared unrounded: 4.49 fails, as WCAG means it to.
 */
export function meetsTextContrast(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= minimumTextContrast;
}

/**
 * The text colour for something drawn on `background` with a colour the admin chooses (the cart
 * badge on the accent, issue #19 item 7): white or black, whichever contrasts more. One of them
 * always reaches at least 4.58:1, so such text meets AA whatever the theme.
 * @example readableTextOn("#fbbf24") // "#000000" (white on amber is 1.66:1)
 */
export function readableTextOn(background: string): "#ffffff" | "#000000" {
  return (contrastRatio("#ffffff", background) ?? 21) >= (contrastRatio("#000000", background) ?? 0)
    ? "#ffffff"
    : "#000000";
}
