import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@core/sites/contrast";
import { SITE_TEMPLATES, TEMPLATE_PALETTES } from "@core/sites/themes";
import { mulberry32 } from "@core/seeded-random";
import { resolveColors, resolveTheme, type ResolvedColors } from "./theme";

/** Every pairing the templates use for text: [foreground, background]. */
const PAIRS: [keyof ResolvedColors, keyof ResolvedColors][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "accentSoft"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["muted", "accentSoft"],
  ["link", "bg"],
  ["link", "surface"],
  ["accentText", "bg"],
  ["accentText", "surface"],
  ["onPrimary", "primary"],
  ["onPrimaryMuted", "primary"],
  ["onAccent", "accent"],
  ["bg", "text"],
  ["surface", "text"],
];

function failures(colors: ResolvedColors): string[] {
  return PAIRS.filter(([fg, bg]) => contrastRatio(colors[fg], colors[bg]) < MIN_TEXT_CONTRAST).map(([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(colors[fg], colors[bg]).toFixed(2)}`);
}

describe("the renderer's colours", () => {
  it("pass 4.5:1 in every pairing for every template palette", () => {
    for (const template of SITE_TEMPLATES) for (const palette of TEMPLATE_PALETTES[template]) expect(failures(resolveColors(palette)), template).toEqual([]);
  });

  it("repair any palette a person picks (random palettes, including clashing ones)", () => {
    const random = mulberry32(7);
    const hex = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, "0")}`;
    for (let i = 0; i < 3000; i++) {
      const palette = { primary: hex(), accent: hex(), background: hex(), surface: hex(), text: hex(), muted: hex() };
      expect(failures(resolveColors(palette)), JSON.stringify(palette)).toEqual([]);
    }
  });

  it("replaces malformed colours, font pairs and spacing with the template's", () => {
    const theme = resolveTheme({ palette: { primary: "red;}</style>", accent: "#ABCDEF" } as never, fonts: "comic-sans" as never, spacing: "huge" as never }, "bold-modern");
    expect(theme.palette.primary).toBe(TEMPLATE_PALETTES["bold-modern"][0]!.primary);
    expect(theme.palette.accent).toBe("#abcdef");
    expect(theme.fonts.pair).toBe("fraunces-inter");
    expect(theme.spacing).toBe("regular");
  });
});
