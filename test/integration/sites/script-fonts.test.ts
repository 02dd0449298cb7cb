import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { ownerFactsSchema } from "@core/sites/facts";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { canvasStyle, pageScriptFontSlices, renderSite } from "@server/render/render-site";
import { ALL_SLICES, scriptFontSlices } from "@server/render/fonts/script-faces";
import { allScriptFontSlices } from "@server/render/fonts/font-files";
import { htmlProblems } from "./validator";

// Self-hosted Japanese and Arabic fonts (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).

const site = (language: SiteLanguage, name = "Golden Crumb"): SiteDocument => ({
  ...writeBuiltInSite({ name, business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "minimal-studio", seed: 1, facts: ownerFactsSchema.parse({ phone: "+351 21 000 0000" }) }),
  language,
});

const faces = (html: string, family: string) => [...html.matchAll(new RegExp(`@font-face\\{font-family:"${family}";[^}]*\\}`, "g"))].map((match) => match[0]);

describe("script fonts on published pages", () => {
  it("a Japanese page declares Noto Sans JP's slices its text needs, each with its unicode-range and our path", async () => {
    const html = renderSite(site("ja", "金色のパン屋"));
    const declared = faces(html, "Noto Sans JP");
    expect(declared.length).toBeGreaterThan(1);
    // Far fewer than the family's 120 slices: only those holding a character of the page.
    expect(declared.length).toBeLessThan(allScriptFontSlices().filter((slice) => slice.packageName.endsWith("noto-sans-jp")).length);
    for (const face of declared) {
      expect(face).toMatch(/src:url\(\/_fonts\/noto-sans-jp-\d+\.\d+\.\d+\/noto-sans-jp-\d+-wght-normal\.woff2\) format\("woff2"\)/);
      expect(face).toMatch(/unicode-range:U\+[0-9a-f]+/i);
      expect(face).toContain("font-display:swap");
    }
    // The owner's name and the template's Japanese words are each in a declared slice.
    const declaredRanges = declared.join("");
    for (const character of ["金", "パ", "営"]) {
      const slice = scriptFontSlices("ja", character)[0]!;
      expect(declaredRanges, character).toContain(slice.path);
    }
    // The stacks name the family after the pair's Latin face, before the system's.
    expect(html).toMatch(/--body:[^;}]*"Noto Sans JP", "Hiragino Sans"/);
    // The owner's phone number keeps their spaces, as on every page (test/integration/sites/languages.test.ts).
    expect((await htmlProblems(html)).filter((problem) => !problem.startsWith("tel-non-breaking:"))).toEqual([]);
  });

  it("an Arabic page declares Noto Sans Arabic's arabic subset, and no Japanese", () => {
    const html = renderSite(site("ar", "المخبز الذهبي"));
    const declared = faces(html, "Noto Sans Arabic");
    expect(declared).toHaveLength(1);
    expect(declared[0]).toMatch(/src:url\(\/_fonts\/noto-sans-arabic-\d+\.\d+\.\d+\/noto-sans-arabic-arabic-wght-normal\.woff2\)/);
    expect(declared[0]).toContain("unicode-range:U+0600-06FF,");
    expect(html).not.toContain("Noto Sans JP");
    expect(html).toMatch(/--body:[^;}]*"Noto Sans Arabic", "SF Arabic"/);
  });

  it.each(["en", "es", "fr", "de", "pt", "it"] as const)("a page in %s has no script faces at all", (language) => {
    const html = renderSite(site(language));
    expect(html).not.toMatch(/Noto Sans (JP|Arabic)|script-faces/);
    expect(pageScriptFontSlices(site(language), html)).toEqual([]);
  });

  it("a Japanese page whose text holds only Latin and kana needs only the kana slice, and the template's words", () => {
    const kana = scriptFontSlices("ja", "Golden Crumb ぱんや");
    expect(kana).toHaveLength(1);
    expect(kana[0]!.unicodeRange).toContain("U+3041-307f");
    expect(scriptFontSlices("ja", "Golden Crumb 123 é — “quoted”")).toEqual([]);
    expect(scriptFontSlices("ja", ALL_SLICES).length).toBeGreaterThan(100);
  });

  it("the editor's canvas declares every slice for a Japanese draft, and none for an English one", () => {
    const japanese = canvasStyle(site("ja")).stylesheet;
    expect(faces(japanese, "Noto Sans JP")).toHaveLength(scriptFontSlices("ja", ALL_SLICES).length);
    expect(canvasStyle(site("en")).stylesheet).not.toContain("Noto Sans");
  });

  it("the slot for the faces cannot be reached from the owner's text", () => {
    const sneaky = { ...site("ja"), seo: { ...site("ja").seo, title: "/*script-faces*/ パン" } };
    const html = renderSite(sneaky);
    expect(html).toContain("<title>/*script-faces*/ パン</title>");
    expect(html).not.toMatch(/<style>[^<]*script-faces/);
  });
});
