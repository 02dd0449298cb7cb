import { describe, expect, it } from "vitest";
import { mulberry32 } from "../seeded-random";
import { contrastRatio, ensureContrast, luminance, MIN_TEXT_CONTRAST, textOn } from "./contrast";
import { SITE_TEMPLATES, TEMPLATE_PALETTES } from "./themes";

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(luminance("#ffffff")).toBe(1);
  });

  it("moves a colour just far enough, keeping its hue, and always reaches the ratio", () => {
    expect(ensureContrast("#111111", ["#ffffff"])).toBe("#111111");
    const nudged = ensureContrast("#c6a25a", ["#ffffff"]);
    expect(contrastRatio(nudged, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(nudged).not.toBe("#000000");
    const random = mulberry32(42);
    const hex = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, "0")}`;
    for (let i = 0; i < 2000; i++) {
      const backgrounds = [hex()];
      const color = ensureContrast(hex(), backgrounds);
      expect(contrastRatio(color, backgrounds[0]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(textOn(backgrounds[0]!, "#000000", "#ffffff"), backgrounds[0]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("every template palette passes 4.5:1 for text, muted text and links on background and surface, as designed", () => {
    for (const template of SITE_TEMPLATES) {
      for (const [index, palette] of TEMPLATE_PALETTES[template].entries()) {
        for (const foreground of ["text", "muted", "primary"] as const) {
          for (const background of ["background", "surface"] as const) {
            const ratio = contrastRatio(palette[foreground], palette[background]);
            expect(ratio, `${template}[${index}] ${foreground} on ${background}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          }
        }
      }
    }
  });
});
