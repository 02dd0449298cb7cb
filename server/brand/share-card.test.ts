import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGO } from "@core/sites/logo";
import { shareCardSvg, type ShareCardInput, wrapLines } from "./share-card";

const WIDE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff01-\uff60]/u;
/** A line's width in average letters, as the card measures it: a CJK character counts two. */
const widthOf = (line: string) => Array.from(line).reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
const NO_LINE_START = Array.from("、。」』）ーっゃ");
const NO_LINE_END = Array.from("「『（");

const kana = fc.constantFrom(...Array.from("あいうえおかきくけこさしすせそたちつてとなにぬねのパンケーキ屋東京大阪毎朝焼天然酵母店"));
const mark = fc.constantFrom(...NO_LINE_START, ...NO_LINE_END);
// With its marks, narrower than the narrowest line: a word wider than a line is cut in its middle (an example below).
const latinWord = fc.constantFrom("Rise", "Crumb", "2024", "OK", "sourdough");
/** Japanese text: runs of kana and kanji with punctuation and brackets, now and then a Latin word between spaces. */
const japanese = fc
  .array(fc.oneof({ arbitrary: kana, weight: 8 }, { arbitrary: mark, weight: 2 }, { arbitrary: latinWord.map((word) => ` ${word} `), weight: 1 }), { minLength: 1, maxLength: 90 })
  .map((parts) => parts.join("").trim())
  // Real text has no long runs of marks: each is kept to its neighbour, and a piece wider than a line is cut.
  .filter((text) => text.length > 0 && !/[、。」』）ーっゃ「『（]{3}/u.test(text));

describe("wrapLines", () => {
  it("breaks Japanese between characters, within the width, never before a closing mark or after an opening one", () => {
    fc.assert(
      fc.property(japanese, fc.integer({ min: 20, max: 40 }), fc.integer({ min: 1, max: 4 }), (text, maxChars, maxLines) => {
        const lines = wrapLines(text, maxChars, maxLines);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.length).toBeLessThanOrEqual(maxLines);
        const cut = lines.at(-1)!.endsWith("…");
        lines.forEach((line, index) => {
          expect(widthOf(line), line).toBeLessThanOrEqual(maxChars);
          if (index > 0) expect(NO_LINE_START, line).not.toContain(Array.from(line)[0]);
          if (index < lines.length - 1) expect(NO_LINE_END, line).not.toContain(Array.from(line).at(-1));
        });
        // Nothing is lost or reordered: the lines, spaces aside, are the text (up to the cut).
        const drawn = lines.join("").replace(/…$/, "").replace(/\s/g, "");
        const whole = text.replace(/\s/g, "");
        if (cut) expect(whole.startsWith(drawn.replace(/…/g, ""))).toBe(true);
        else expect(drawn).toBe(whole);
      }),
      { numRuns: 2000 },
    );
  });

  it("fills a Japanese headline over its lines instead of cutting it after the first", () => {
    const lines = wrapLines("毎朝焼きたての天然酵母パンを、渋谷の小さなお店からお届けします。", 26, 3);
    expect(lines).toEqual(["毎朝焼きたての天然酵母パン", "を、渋谷の小さなお店からお", "届けします。"]);
  });

  it("keeps spaced scripts breaking between words, Arabic included", () => {
    expect(wrapLines("Fresh sourdough every morning from our oven", 20, 3)).toEqual(["Fresh sourdough", "every morning from", "our oven"]);
    expect(wrapLines("Fresh sourdough every morning from our wood-fired oven in the old town", 26, 3)).toEqual([
      "Fresh sourdough every",
      "morning from our",
      "wood-fired oven in the ol…",
    ]);
    expect(wrapLines("مخبز Rise & Crumb الذهبي في قلب المدينة", 17, 2)).toEqual(["مخبز Rise & Crumb", "الذهبي في قلب…"]);
    expect(wrapLines("Supercalifragilisticexpialidocious bakery", 10, 2)).toEqual(["Supercali…", "bakery"]);
  });
});

const input = (overrides: Partial<ShareCardInput>): ShareCardInput => ({
  name: "مخبز Rise & Crumb",
  headline: "خبز طازج كل صباح",
  address: "rise-and-crumb.may.example",
  logo: DEFAULT_LOGO,
  colors: { fill: "#a4432a", onFill: "#ffffff", name: "#2b1d14", background: "#fbf6ef", text: "#2b1d14", muted: "#6b5a4e", accentSoft: "#f3e3d3", primary: "#a4432a" },
  fontFamily: "Fraunces",
  ...overrides,
});

describe("a right-to-left share card", () => {
  it("is the left-to-right card mirrored: the mark on the right, the words set to the right in a right-to-left embedding", () => {
    const rtl = shareCardSvg(input({ direction: "rtl" }));
    const ltr = shareCardSvg(input({}));
    expect(rtl).toContain('<svg x="1032" y="72" width="88" height="88"');
    expect(ltr).toContain('<svg x="80" y="72" width="88" height="88"');
    expect(rtl).toContain('<circle cx="80"');
    // The name and each headline line read from the right, even when they start with a Latin word.
    expect(rtl).toContain('<text x="1008" y="130" text-anchor="end" font-family="Fraunces" font-weight="700" font-size="44" fill="#2b1d14">\u202bمخبز Rise &amp; Crumb\u202c</text>');
    expect(rtl).toMatch(/<tspan x="1120" y="\d+">\u202bخبز طازج كل صباح\u202c<\/tspan>/);
    // The address is a host name: set to the right, in its own order.
    expect(rtl).toContain('<text x="1120" y="548" text-anchor="end" font-family="Fraunces" font-size="30" fill="#6b5a4e">rise-and-crumb.may.example</text>');
    expect(ltr).not.toMatch(/text-anchor="end"|\u202b|\u202c/);
  });

  it("puts the hero photo on the left and an uploaded logo on the right", () => {
    const pixel = "data:image/png;base64,iVBORw0KGgo=";
    const svg = shareCardSvg(
      input({ direction: "rtl", photo: { dataUri: pixel, width: 600, height: 630, focus: { x: 50, y: 50 } }, logoImage: { dataUri: pixel, width: 100, height: 60, withName: true } }),
    );
    expect(svg).toContain('<clipPath id="photo"><rect x="0" y="0" width="540" height="630"/></clipPath>');
    expect(svg).toContain('<image x="-30" y="0" width="600" height="630"');
    expect(svg).toContain('<image x="1020" y="86" width="100" height="60"');
  });
});
