import type { GeneratedLogo, LogoColors } from "@core/sites/logo";
import type { ResolvedColors } from "./theme";

/** The logo's colours from the page's checked colours: every pairing already passes 4.5:1 (server/render/theme.ts). */
export function logoColors(colors: ResolvedColors, color: GeneratedLogo["color"]): LogoColors {
  if (color === "accent") return { fill: colors.accent, onFill: colors.onAccent, name: colors.accentText, background: colors.bg };
  if (color === "text") return { fill: colors.text, onFill: colors.bg, name: colors.text, background: colors.bg };
  return { fill: colors.primary, onFill: colors.onPrimary, name: colors.link, background: colors.bg };
}

/** The stylesheet's part for the header's logo (only colours we computed; nothing from the document's text). */
export function logoCss(colors: LogoColors): string {
  return (
    `:root{--logo-fill:${colors.fill};--logo-on:${colors.onFill};--logo-name:${colors.name}}` +
    ".logo{display:inline-flex;align-items:center;gap:.5em}.logo .logo-name{color:var(--logo-name)}" +
    ".logo-mark{flex:none;width:1.7em;height:1.7em}.logo-fill{fill:var(--logo-fill)}" +
    ".logo-on{fill:var(--logo-on);font-family:var(--heading);font-weight:700;font-style:normal}" +
    ".logo-stroke{fill:none;stroke:var(--logo-on);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}" +
    ".logo-with-mark::before,.logo-with-mark::after{content:none}" +
    // An uploaded logo keeps its own shape: a fixed height (its width from the <img>'s attributes, so nothing shifts), never wider than the header allows.
    ".logo-image{display:block;flex:none;height:clamp(2.25rem,7vw,3rem);width:auto;max-width:min(100%,16rem);object-fit:contain;object-position:0 50%}[dir=rtl] .logo-image{object-position:100% 50%}"
  );
}
