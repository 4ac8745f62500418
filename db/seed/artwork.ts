// Flat, generated artwork for demo products, categories, brands, slides and the logo: a two-tone
// gradient, an optional light pattern and a few anti-aliased shapes drawn from signed distance
// functions (https://iquilezles.org/articles/distfunctions2d/). Flat colour keeps files small.
import { encodePng } from "./png.ts";

export const shapeKinds = ["circle", "square", "diamond", "triangle", "ring", "hexagon"] as const;
export type ShapeKind = (typeof shapeKinds)[number];

export const patterns = ["plain", "stripes", "dots", "frame"] as const;
export type Pattern = (typeof patterns)[number];

export interface Shape {
  kind: ShapeKind;
  /** Centre and size as fractions of the image height, so one scene scales to any width. */
  x: number;
  y: number;
  size: number;
  hue: number;
  lightness?: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Background hue (0–360); the gradient runs from a pale to a slightly deeper tint of it. */
  hue: number;
  pattern: Pattern;
  shapes: readonly Shape[];
}

type Rgb = [number, number, number];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const SQRT3 = Math.sqrt(3);

// Signed distance from (px, py), relative to the shape centre, to the outline of radius r.
function distance(kind: ShapeKind, px: number, py: number, r: number): number {
  switch (kind) {
    case "circle":
      return Math.hypot(px, py) - r;
    case "ring":
      return Math.abs(Math.hypot(px, py) - r * 0.8) - r * 0.2;
    case "diamond":
      return (Math.abs(px) + Math.abs(py) - r) / Math.SQRT2;
    case "square": {
      const corner = r * 0.18;
      const qx = Math.abs(px) - r * 0.85 + corner;
      const qy = Math.abs(py) - r * 0.85 + corner;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
    }
    case "triangle": {
      // Equilateral, pointing up, centred on its centroid.
      let x = Math.abs(px) - r;
      let y = -py + r / SQRT3;
      if (x + SQRT3 * y > 0) {
        const folded = (x - SQRT3 * y) / 2;
        y = (-SQRT3 * x - y) / 2;
        x = folded;
      }
      x -= Math.max(-2 * r, Math.min(x, 0));
      return y < 0 ? Math.hypot(x, y) : -Math.hypot(x, y);
    }
    case "hexagon": {
      const kx = -0.866025404;
      const ky = 0.5;
      const kz = 0.577350269;
      let x = Math.abs(px);
      let y = Math.abs(py);
      const dot = 2 * Math.min(kx * x + ky * y, 0);
      x -= dot * kx;
      y -= dot * ky;
      x -= Math.max(-kz * r, Math.min(x, kz * r));
      y -= r;
      return y < 0 ? -Math.hypot(x, y) : Math.hypot(x, y);
    }
  }
}

function patternAlpha(pattern: Pattern, x: number, y: number, width: number, height: number): number {
  const unit = height / 20;
  switch (pattern) {
    case "plain":
      return 0;
    case "stripes":
      return Math.floor(y / unit) % 2 === 0 ? 0.06 : 0;
    case "dots": {
      const dx = (x % (unit * 2)) - unit;
      const dy = (y % (unit * 2)) - unit;
      return dx * dx + dy * dy < (unit * 0.22) ** 2 ? 0.12 : 0;
    }
    case "frame": {
      const edge = Math.min(x, y, width - 1 - x, height - 1 - y);
      return edge > unit * 0.6 && edge < unit * 0.9 ? 0.18 : 0;
    }
  }
}

const mix = (from: number, to: number, alpha: number) => from + (to - from) * alpha;

interface Mask {
  /** Half the side of the square the mask covers, in whole pixels. */
  reach: number;
  /** Per pixel, row by row over (2 × reach + 1)²: shape coverage and shadow strength, 0–255. */
  coverage: Uint8Array;
  shade: Uint8Array;
}

// A pool of product images reuses a handful of shape sizes, so each outline is measured once.
const masks = new Map<string, Mask>();

function maskFor(kind: ShapeKind, radius: number, imageHeight: number): Mask {
  const cacheKey = `${kind}:${radius}:${imageHeight}`;
  const cached = masks.get(cacheKey);
  if (cached) return cached;
  const shadowOffset = imageHeight * 0.02;
  const softness = imageHeight * 0.025;
  const reach = Math.ceil(radius * 1.2 + shadowOffset + softness);
  const side = 2 * reach + 1;
  const coverage = new Uint8Array(side * side);
  const shade = new Uint8Array(side * side);
  for (let j = 0; j < side; j++) {
    for (let i = 0; i < side; i++) {
      const sx = i - reach;
      const sy = j - reach;
      const inside = distance(kind, sx, sy, radius);
      coverage[j * side + i] = Math.round(255 * Math.max(0, Math.min(1, 0.5 - inside)));
      // A pixel deep inside the shape hides its shadow; only the rim needs the second distance.
      if (inside > -1) {
        const shadow = distance(kind, sx - shadowOffset, sy - shadowOffset, radius);
        shade[j * side + i] = Math.round(255 * 0.22 * Math.max(0, Math.min(1, 0.5 - shadow / softness)));
      }
    }
  }
  const mask = { reach, coverage, shade };
  masks.set(cacheKey, mask);
  return mask;
}

/** Draws a scene and returns it as PNG bytes. */
export function drawScene(scene: Scene): Uint8Array {
  const { width, height } = scene;
  const top = hsl(scene.hue, 0.45, 0.93);
  const bottom = hsl(scene.hue, 0.4, 0.82);
  const ink = hsl(scene.hue, 0.5, 0.3);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const baseR = mix(top[0], bottom[0], t);
    const baseG = mix(top[1], bottom[1], t);
    const baseB = mix(top[2], bottom[2], t);
    for (let x = 0; x < width; x++) {
      const p = patternAlpha(scene.pattern, x, y, width, height);
      const i = (y * width + x) * 3;
      rgb[i] = Math.round(mix(baseR, ink[0], p));
      rgb[i + 1] = Math.round(mix(baseG, ink[1], p));
      rgb[i + 2] = Math.round(mix(baseB, ink[2], p));
    }
  }
  for (const shape of scene.shapes) {
    const mask = maskFor(shape.kind, Math.round(shape.size * height), height);
    const [cr, cg, cb] = hsl(shape.hue, 0.55, shape.lightness ?? 0.48);
    const cx = Math.round(shape.x * height);
    const cy = Math.round(shape.y * height);
    const side = 2 * mask.reach + 1;
    for (let j = 0; j < side; j++) {
      const y = cy - mask.reach + j;
      if (y < 0 || y >= height) continue;
      for (let k = 0; k < side; k++) {
        const x = cx - mask.reach + k;
        if (x < 0 || x >= width) continue;
        const m = j * side + k;
        const shade = (mask.shade[m] as number) / 255;
        const coverage = (mask.coverage[m] as number) / 255;
        if (shade === 0 && coverage === 0) continue;
        const i = (y * width + x) * 3;
        rgb[i] = Math.round(mix(mix(rgb[i] as number, 0, shade), cr, coverage));
        rgb[i + 1] = Math.round(mix(mix(rgb[i + 1] as number, 0, shade), cg, coverage));
        rgb[i + 2] = Math.round(mix(mix(rgb[i + 2] as number, 0, shade), cb, coverage));
      }
    }
  }
  return encodePng(width, height, rgb);
}
