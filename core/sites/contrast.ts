/**
 * WCAG 2 colour contrast for site palettes: the generator only stores palettes that pass, and the
 * renderer repairs any palette it is given (the editor lets people pick colours), so body text is
 * always at least 4.5:1 against what it sits on.
 */

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes two colours: 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * amount) as [number, number, number]);
}

/** A colour with the given opacity over a background, as an opaque colour. */
export const tint = (color: string, background: string, opacity: number) => mix(background, color, opacity);

/**
 * The colour, moved towards black or white (whichever the backgrounds need) in small steps until it
 * reaches `ratio` against every background; the smallest change that passes, so a brand colour keeps
 * its hue. Falls back to black or white, which always pass against a single background.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], ratio = MIN_TEXT_CONTRAST): string {
  const passes = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  if (passes(color)) return color;
  const darkest = Math.min(...backgrounds.map(luminance));
  const lightest = Math.max(...backgrounds.map(luminance));
  // Darken on light backgrounds, lighten on dark ones; try the other way if that cannot work.
  const directions = (darkest + lightest) / 2 > 0.18 ? ["#000000", "#ffffff"] : ["#ffffff", "#000000"];
  for (const target of directions) {
    for (let step = 1; step <= 20; step++) {
      const candidate = mix(color, target, step / 20);
      if (passes(candidate)) return candidate;
    }
  }
  return contrastRatio("#000000", backgrounds[0] ?? "#ffffff") >= contrastRatio("#ffffff", backgrounds[0] ?? "#ffffff") ? "#000000" : "#ffffff";
}

/** Black-ish or white text for a filled colour (a button), whichever reads better. */
export function textOn(fill: string, dark = "#111111", light = "#ffffff"): string {
  return contrastRatio(dark, fill) >= contrastRatio(light, fill) ? dark : light;
}
