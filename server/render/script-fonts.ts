import type { SiteLanguage } from "@core/sites/languages";

/**
 * Fonts that have the glyphs (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md): a page in
 * Japanese or Arabic gets our self-hosted Noto family for its script right after the pair's Latin faces, so
 * Latin words keep the pair's look and the script looks the same on every device; system faces known to
 * cover the script follow, for the moment before the files arrive or if they never do
 * (docs/decisions/0833-fonts-for-japanese-and-arabic.md). Other languages' pages are unchanged.
 */
const SCRIPT_STACKS: Partial<Record<SiteLanguage, { serif: string; sans: string }>> = {
  ja: {
    serif: `"Noto Sans JP", "Hiragino Mincho ProN", "Yu Mincho", YuMincho, "Noto Serif JP", "Noto Serif CJK JP", "Source Han Serif JP", "Hiragino Sans", "Noto Sans CJK JP"`,
    sans: `"Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", YuGothic, Meiryo, "Noto Sans CJK JP", "Source Han Sans JP"`,
  },
  ar: {
    serif: `"Noto Sans Arabic", "Noto Naskh Arabic", "Times New Roman", "Traditional Arabic", "Geeza Pro"`,
    sans: `"Noto Sans Arabic", "SF Arabic", "Geeza Pro", "Segoe UI", Tahoma, "Noto Naskh Arabic", "Dubai"`,
  },
};

const GENERIC = /,\s*(serif|sans-serif)\s*$/;

/** A font stack with the language's script faces put in before its generic family (unchanged for Latin languages). */
export function withScriptFallback(stack: string, language: SiteLanguage): string {
  const script = SCRIPT_STACKS[language];
  if (!script) return stack;
  const generic = GENERIC.exec(stack)?.[1] ?? "sans-serif";
  const faces = generic === "serif" ? script.serif : script.sans;
  return GENERIC.test(stack) ? stack.replace(GENERIC, `, ${faces}, ${generic}`) : `${stack}, ${faces}, ${generic}`;
}

/**
 * Typography that Latin templates get wrong in these scripts: letter-spacing breaks Arabic's joined
 * letters and crowds Japanese; synthetic italics and drop caps have no meaning in either.
 */
const SCRIPT_CSS: Partial<Record<SiteLanguage, string>> = {
  ja: "*{letter-spacing:normal!important;font-style:normal!important}body{line-break:strict}h1,h2,h3{line-height:1.3}.about-text>p:first-of-type::first-letter{float:none;font:inherit;padding:0;color:inherit}",
  ar: "*{letter-spacing:normal!important;font-style:normal!important}body{line-height:1.8}h1,h2,h3{line-height:1.35}.about-text>p:first-of-type::first-letter{float:none;font:inherit;padding:0;color:inherit}",
};

export function scriptCss(language: SiteLanguage): string {
  return SCRIPT_CSS[language] ?? "";
}
