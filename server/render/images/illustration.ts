import { luminance, mix } from "@core/sites/contrast";
import type { SiteTheme } from "@core/sites/site-document";
import { drawMotif, type MotifColors } from "./motifs";

const VIEW_WIDTH = 400;
const VIEW_HEIGHT = 300;

/** "bread-2" → motif "bread", variant 2 (1–4); a key without a number is variant 1. */
export function parseImageKey(key: string): { motif: string; variant: number } {
  const match = /^(.*?)-([1-9])$/.exec(key);
  return match ? { motif: match[1]!, variant: ((Number(match[2]) - 1) % 4) + 1 } : { motif: key, variant: 1 };
}

/** The backdrop behind a motif: four compositions, so a gallery of one motif still varies. */
function backdrop(variant: number, k: MotifColors, canvas: string): string {
  const soft = mix(canvas, k.p, 0.14);
  const softer = mix(canvas, k.a, 0.22);
  switch (variant) {
    case 2:
      return `<rect width='400' height='300' fill='${canvas}'/><path d='M96 300v-170a104 104 0 0 1 208 0v170z' fill='${soft}'/><circle cx='330' cy='70' r='22' fill='${softer}'/><circle cx='62' cy='228' r='10' fill='${k.a}' opacity='.5'/>`;
    case 3:
      return `<rect width='400' height='300' fill='${soft}'/><path d='M0 300l400 -190v190z' fill='${canvas}' opacity='.65'/><circle cx='70' cy='70' r='34' fill='none' stroke='${k.a}' stroke-width='6' opacity='.55'/>`;
    case 4:
      return `<rect width='400' height='300' fill='${canvas}'/><circle cx='170' cy='150' r='110' fill='${soft}'/><circle cx='262' cy='178' r='80' fill='${softer}' opacity='.7'/><path d='M46 52h20M56 42v20M344 238h20M354 228v20' stroke='${k.a}' stroke-width='5' stroke-linecap='round' opacity='.7'/>`;
    default:
      return `<rect width='400' height='300' fill='${canvas}'/><circle cx='316' cy='64' r='120' fill='${soft}'/><g fill='${k.a}' opacity='.45'><circle cx='44' cy='230' r='5'/><circle cx='64' cy='230' r='5'/><circle cx='84' cy='230' r='5'/><circle cx='44' cy='250' r='5'/><circle cx='64' cy='250' r='5'/><circle cx='84' cy='250' r='5'/><circle cx='44' cy='270' r='5'/><circle cx='64' cy='270' r='5'/><circle cx='84' cy='270' r='5'/></g>`;
  }
}

/** The colours a motif is drawn with, from a (validated) palette. */
export function motifColors(palette: SiteTheme["palette"]): { colors: MotifColors; canvas: string } {
  const ordered = [palette.background, palette.surface, palette.text].sort((a, b) => luminance(a) - luminance(b));
  const dark = ordered[0]!;
  const light = ordered[2]!;
  const canvas = palette.surface;
  return { colors: { p: palette.primary, a: palette.accent, l: light, d: dark, t: mix(canvas, palette.primary, 0.2) }, canvas };
}

/** One illustration as an SVG document (single-quoted attributes, so it embeds in a data: URI). */
export function illustrationSvg(key: string, palette: SiteTheme["palette"]): string {
  const { motif, variant } = parseImageKey(key);
  const { colors, canvas } = motifColors(palette);
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}' preserveAspectRatio='xMidYMid slice'>${backdrop(variant, colors, canvas)}${drawMotif(motif, colors)}</svg>`;
}

/** The illustration as a data: URI for an <img src>, escaped for a double-quoted attribute. */
export function illustrationDataUri(key: string, palette: SiteTheme["palette"]): string {
  const svg = illustrationSvg(key, palette).replace(/[%#<>"&\n]/g, (char) => encodeURIComponent(char));
  return `data:image/svg+xml,${svg}`;
}
