import type { SiteLanguage } from "./languages";

// Whether a model's words can be in the site's language, judged by their script (docs/decisions/0208-copy-in-another-script-is-refused.md).
// Scripts, not words: reliable on a three-word headline, where guessing between Spanish and Portuguese is not.

const LETTER = /\p{L}/gu;
const SCRIPT_LETTERS: Record<"latin" | "japanese" | "arabic", RegExp> = {
  latin: /\p{Script=Latin}/gu,
  japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu,
  arabic: /\p{Script=Arabic}/gu,
};
const SCRIPT_OF: Record<SiteLanguage, keyof typeof SCRIPT_LETTERS> = { en: "latin", es: "latin", fr: "latin", de: "latin", pt: "latin", it: "latin", ja: "japanese", ar: "arabic" };

/**
 * The least share of letters in the language's script. Names, brands and a borrowed word in another script still
 * fit: a Japanese or Arabic sentence naming "Golden Crumb" can have more Latin letters than its own, since its
 * script says more per letter.
 */
export const MIN_SHARE_IN_SCRIPT: Record<keyof typeof SCRIPT_LETTERS, number> = { latin: 0.5, japanese: 0.25, arabic: 0.25 };

/** The share of a text's letters written in the script of `language` (1 for a text without letters). */
export function shareInScript(text: string, language: SiteLanguage): number {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return 1;
  return (text.match(SCRIPT_LETTERS[SCRIPT_OF[language]])?.length ?? 0) / letters;
}

/** Every string inside a model's answer, joined: what a visitor would read. */
export function wordsOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(wordsOf).filter(Boolean).join(" ");
  if (value && typeof value === "object") return Object.values(value).map(wordsOf).filter(Boolean).join(" ");
  return "";
}

/** True when an answer's words are mostly in the script its language is written in. */
export function fitsLanguageScript(value: unknown, language: SiteLanguage): boolean {
  return shareInScript(wordsOf(value), language) >= MIN_SHARE_IN_SCRIPT[SCRIPT_OF[language]];
}
