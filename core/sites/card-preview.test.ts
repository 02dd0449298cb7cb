import { describe, expect, it } from "vitest";
import fixture from "./fixtures/site-document-v3.json" with { type: "json" };
import { cardPreviewOf } from "./card-preview";
import { contrastRatio } from "./contrast";
import { NO_FACTS } from "./facts-constants";
import { SITE_LANGUAGES } from "./languages";
import type { SiteDocument } from "./site-document";
import { storedSiteDocumentSchema } from "./site-document-upgrade";
import { THEME_PRESETS } from "./theme-presets";
import { SITE_TEMPLATES, TEMPLATE_PALETTES, templateTheme } from "./themes";

const site = (): SiteDocument => ({ ...storedSiteDocumentSchema.parse(fixture), facts: NO_FACTS, language: "en" });

describe("a dashboard card's preview of a site", () => {
  it("shows the site's name, its first visible headline and call to action, in its language and direction", () => {
    const document = site();
    const hero = document.sections.find((section) => section.type === "hero");
    if (hero?.type !== "hero") throw new Error("the fixture has a hero");
    for (const language of SITE_LANGUAGES) {
      const preview = cardPreviewOf({ ...document, language });
      expect(preview).toMatchObject({ name: document.name, headline: hero.headline, action: hero.primaryCta.label, language, direction: language === "ar" ? "rtl" : "ltr" });
    }
    const hidden = cardPreviewOf({ ...document, sections: document.sections.map((section) => (section.type === "hero" ? { ...section, hidden: true } : section)) });
    expect(hidden.headline).toBe("");
    expect(hidden.action).toBe("");
  });

  it("keeps its words readable in every template's palettes, every preset and a palette edited badly", () => {
    const unreadable = { primary: "#ffff00", accent: "#ffffff", background: "#ffffff", surface: "#ffffff", text: "#f4f4f4", muted: "#fafafa" };
    const palettes = [...SITE_TEMPLATES.flatMap((template) => TEMPLATE_PALETTES[template]), ...THEME_PRESETS.map((preset) => preset.palette), unreadable];
    for (const palette of palettes) {
      const { colors } = cardPreviewOf({ ...site(), theme: { ...site().theme, palette } });
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.muted, colors.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(contrastRatio(colors.onPrimary === "#111111" ? "#ffffff" : "#111111", colors.primary));
    }
  });

  it("draws headings in a serif exactly for the font pairs whose headings are one", () => {
    const serif = Object.fromEntries(SITE_TEMPLATES.map((template) => [template, cardPreviewOf({ ...site(), theme: templateTheme(template) }).serif]));
    expect(serif).toEqual({ "warm-editorial": true, "bold-modern": false, "minimal-studio": true, "fresh-garden": true, "classic-professional": true, "playful-bright": false });
  });
});
