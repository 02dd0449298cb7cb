import { eld as bundledEld } from "eld/extrasmall";
import { describe, expect, it } from "vitest";
import { isSiteLanguage, SITE_LANGUAGES } from "@core/sites/languages";
import { answersText, detectSiteLanguage, languageDetector } from "./detect-language";

/**
 * Where the detector's tables come from must not change a single answer (docs/performance.md, "Worker"): every
 * result of the detector the Worker loads is compared with the one eld's own packaged tables give, on many texts
 * in the eight site languages (the repository's own words) and some in languages sites are not written in.
 */

/** Every string of at least four letters in a JSON value, depth first. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") {
    if ((value.match(/\p{L}/gu) ?? []).length >= 4) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
  return into;
}

const files = import.meta.glob<unknown>(["../../content/{site-copy,honesty,changes,understanding}/*.json", "../../core/sites/i18n/messages/*.json"], { eager: true, import: "default" });

/** Up to `count` strings of a language's files, spread evenly, so each file and section is drawn from. */
function textsIn(language: string, count: number): string[] {
  const all = Object.entries(files)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .flatMap(([, json]) => stringsOf(json));
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, index) => index % step === 0).slice(0, count);
}

/** A seeded generator, so a failure names texts that can be made again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Texts built from random words of one language's strings, as short and long as owners' answers. */
function randomTexts(language: string, count: number, random: () => number): string[] {
  const words = textsIn(language, 400).flatMap((text) => text.split(/\s+/)).filter(Boolean);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 25);
    return Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(" ");
  });
}

const OTHER_LANGUAGES = [
  "Een kleine bakkerij met zuurdesembrood, we openen vroeg en bakken elke ochtend",
  "Ett litet bageri med surdegsbröd som öppnar tidigt varje morgon",
  "Маленькая пекарня с хлебом на закваске, открываемся рано каждое утро",
  "一家小面包店，每天早上很早开门，烤酸面包",
  "매일 아침 일찍 문을 여는 작은 빵집입니다",
  "Mała piekarnia z chlebem na zakwasie, otwieramy wcześnie każdego ranka",
  "Küçük bir fırın, her sabah erkenden ekşi maya ekmeği pişiriyoruz",
  "Μικρός φούρνος με ψωμί προζυμιού, ανοίγουμε νωρίς κάθε πρωί",
  "מאפייה קטנה עם לחם מחמצת, פותחים מוקדם כל בוקר",
  "Tiệm bánh nhỏ với bánh mì men tự nhiên, mở cửa sớm mỗi sáng",
];

describe("the site language detector", () => {
  const random = seeded(20261127);
  const texts = [...SITE_LANGUAGES.flatMap((language) => [...textsIn(language, 150), ...randomTexts(language, 60, random)]), ...OTHER_LANGUAGES, "Ok", "", "+351 912 345 678 hello@bakery.example"];

  it("draws on enough texts in every site language", () => {
    for (const language of SITE_LANGUAGES) expect(textsIn(language, 150).length, language).toBeGreaterThanOrEqual(language === "en" ? 40 : 100);
    expect(texts.length).toBeGreaterThan(1500);
  });

  it("gives the same language and the same scores as eld's packaged tables, on every text", async () => {
    const detector = await languageDetector();
    for (const text of texts) {
      const ours = detector.detect(text);
      const theirs = bundledEld.detect(text);
      expect({ text, language: ours.language, scores: ours.getScores() }).toEqual({ text, language: theirs.language, scores: theirs.getScores() });
    }
  });

  it("answers the site language eld's packaged tables give, for answers read one by one and together", async () => {
    const expected = (answers: string[]) => {
      const text = answersText(answers);
      if ((text.match(/\p{L}/gu) ?? []).length < 4) return "en";
      const language = bundledEld.detect(text).language;
      return isSiteLanguage(language) ? language : "en";
    };
    const seen = new Set<string>();
    for (let index = 0; index < texts.length; index += 1) {
      const answers = index % 3 === 0 ? [texts[index]!, texts[(index * 7) % texts.length]!] : [texts[index]!];
      const language = await detectSiteLanguage(answers);
      expect({ answers, language }).toEqual({ answers, language: expected(answers) });
      seen.add(language);
    }
    expect([...seen].sort()).toEqual([...SITE_LANGUAGES].sort());
  });
});
