import { z } from "zod";
import { SITE_LANGUAGES, type SiteLanguage } from "./languages.ts";

/**
 * The claims a generated site may make only when its owner made them, in each site language, as data
 * (content/honesty/<language>.json; docs/decisions/0530-honesty-rules-in-every-site-language.md): checked by
 * this schema when the Worker is built (vite.config.ts) and in a test, and compiled here into the patterns
 * core/sites/honesty.ts reads.
 *
 * A phrase is written in a small pattern language, lower case, one space between its words:
 * - a word matches itself, in any case; `a|b` is either word; `[a]` or `[a|b]` may be left out;
 * - `*` ending (or starting) a word stands for any letters ("garant*" is "garantía" and "garantizamos"),
 *   and `*` alone for any one word;
 * - `{n}` is a number, in digits of any script or in the language's number words ("desde {n}");
 * - a space matches any spaces or a hyphen ("family run" is "family-run"), and `/` may have spaces around it.
 * Words are whole words ("bio" is not "biografía") unless the language writes without spaces (`"words": "none"`,
 * Japanese); in Arabic a word may carry the prefixes و ف ب ل ك and the article ال.
 */

/** The kinds of claim, the same in every language: the owner stating one in any language allows it in all. */
export const CLAIM_KINDS = [
  "licensed",
  "certified",
  "trained",
  "awards",
  "family",
  "established",
  "free",
  "fast",
  "allHours",
  "emergency",
  "guarantee",
  "best",
  "experience",
  "reputation",
  "customers",
  "pricing",
  "green",
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];


/** One phrase: lower case, single spaces, brackets and braces only as the pattern language uses them. */
const phrase = z
  .string()
  .min(1)
  .max(200)
  // eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
  .refine((value) => value === value.trim() && value === value.toLowerCase() && !/\s{2}/.test(value), "A phrase is lower case with single spaces and none at either end.")
  // eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
  .refine((value) => /[^\s*[\]{}|]/u.test(value.replaceAll("{n}", "")) && wellFormed(value), "A phrase has a word, and uses [ ], { }, | and * only as the pattern language does.");
const phrases = z.array(phrase);

function wellFormed(value: string): boolean {
  for (const token of value.split(" ")) {
    const optional = token.startsWith("[") && token.endsWith("]");
    const body = optional ? token.slice(1, -1) : token;
    if (body === "" || /[[\]]/.test(body)) return false;
    for (const alternative of body.split("|")) {
      const inner = alternative.replaceAll("{n}", "");
      if (alternative === "" || /[{}]/.test(inner)) return false;
      if (/\*/.test(inner.slice(1, -1)) && inner !== "*") return false;
    }
  }
  return value.split(" ").some((token) => !token.startsWith("["));
}

const claim = z.strictObject({
  /** What a site must not say unless the owner did. */
  say: phrases.min(1),
  /** Words of the owner's that allow the claim (in any language's file for the same kind), besides `say` itself. */
  allowedBy: phrases.min(1),
  /** Longer phrases that contain a `say` phrase and are no claim ("free-range", "entrada libre"): blanked before matching. */
  except: phrases.optional(),
  /** Numbers the claim itself says, allowed with it: "round the clock" is "24 h/24" (but not "7 j/7", every day, a claim of its own). */
  numbers: z.array(z.number().int().positive()).optional(),
});

export const honestyLanguageSchema = z.strictObject({
  language: z.enum(SITE_LANGUAGES),
  about: z.string(),
  /** How words are told apart: by spaces and punctuation, not at all (Japanese), or with Arabic's joined prefixes. */
  words: z.enum(["spaces", "none", "arabic"]),
  claims: z.strictObject(Object.fromEntries(CLAIM_KINDS.map((kind) => [kind, claim])) as Record<ClaimKind, typeof claim>),
  /** Words addressed to a model, never to a visitor ("ignora las instrucciones", "言語モデル"): read in every language. */
  talksToUs: phrases.min(1),
  /** Invitations to premises, for a business that comes to its customers or works online ("visítanos", "ご来店"). */
  premises: z.strictObject({ say: phrases.min(1), except: phrases.optional() }),
  /** Meeting in person, for a business that works online only ("en personne", "対面"). */
  inPerson: z.strictObject({ say: phrases.min(1), except: phrases.optional() }),
  numbers: z.strictObject({
    /** Number words and their values ("veinte": 20); "one" and its kin are left out, too common to count anything. */
    // eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
    words: z.record(phrase, z.number().int().positive()).refine((words) => Object.keys(words).length > 0, "List the number words."),
    /** Where words are not told apart (Japanese): a run of number words counts only before one of these ("年", "人"). */
    counters: phrases.optional(),
    /** Longer words that hold a number word and are no number ("mille-feuille", "十分"): blanked before matching. */
    except: phrases.optional(),
    /**
     * Number words spelt like an ordinary word of another site language ("dos" is "of the" in Portuguese, "due" is
     * English): read only in text known to be in this language.
     */
    commonElsewhere: phrases.optional(),
  }),
});
export type HonestyLanguageData = z.infer<typeof honestyLanguageSchema>;

/** Every problem of the language files, one line each; empty when all are good. The build and a test fail on any. */
export function honestyDataProblems(files: Partial<Record<SiteLanguage, unknown>>): string[] {
  const problems: string[] = [];
  for (const language of SITE_LANGUAGES) {
    const file = `content/honesty/${language}.json`;
    if (files[language] === undefined) {
      problems.push(`${file} is missing`);
      continue;
    }
    const parsed = honestyLanguageSchema.safeParse(files[language]);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`));
      continue;
    }
    if (parsed.data.language !== language) problems.push(`${file}: "language" says ${parsed.data.language}`);
  }
  return problems;
}

/**
 * Text as the rules read it: compatibility forms folded (full-width "２４" is "24", "ｊａｖａｓｃｒｉｐｔ" is
 * "javascript"), Arabic-Indic digits and separators as ASCII ones, Arabic vowel marks and the stretching
 * tatweel left out, the hamza's seats of alef read as alef, alef maqsura as yaa and taa marbuta as haa (as
 * Arabic is often typed), curly apostrophes straight. The same length is not kept: matches are reported in this form.
 */
export function normalizeForRules(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replaceAll("\u066b", ".")
    .replaceAll("\u066c", ",")
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replaceAll("ى", "ي")
    .replaceAll("ة", "ه")
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[\u00a0\u2007\u202f\u3000]/g, " ");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LETTER = "[\\p{L}\\p{M}\\p{N}]";

/** A compiled language: its claims' patterns, and the number words' pattern and values. */
export interface CompiledLanguage {
  language: SiteLanguage;
  talksToUs: RegExp;
  premises: { say: RegExp; except: RegExp | null };
  inPerson: { say: RegExp; except: RegExp | null };
  /** Any claim of the language, ignoring exceptions: a sentence it does not match has none (a quick first test). */
  anyClaim: RegExp;
  /** `except` is global: every span of it is blanked. */
  claims: readonly { kind: ClaimKind; say: RegExp; allowedBy: RegExp; except: RegExp | null; numbers: readonly number[] }[];
  /** Number words (standing alone, or in runs before a counter), with their values. */
  numberWords: RegExp;
  numberExcept: RegExp | null;
  /** What is left of `numberExcept` and `numberWords` in text whose language is unknown: `commonElsewhere` blanked too. */
  unknownNumberExcept: RegExp | null;
  /** One number word (global), to cut a run into its words. */
  numberWord: RegExp;
  values: ReadonlyMap<string, number>;
}

export function compileLanguage(data: HonestyLanguageData): CompiledLanguage {
  const values = new Map(Object.entries(data.numbers.words).map(([word, value]) => [normalizeForRules(word).toLowerCase(), value]));
  const words = [...values.keys()].sort((a, b) => b.length - a.length);
  const wordAlternation = words.map(escape).join("|");
  const separator = data.words === "none" ? "\\s*" : "[\\s\\-]+";
  // {n}: digits with their separators, or a run of number words ("vingt-cinq", "三十").
  const number = `(?:\\d+(?:[.,]\\d+)*|(?:${wordAlternation})(?:${data.words === "none" ? "" : "[\\s\\-]*"}(?:${wordAlternation}))*)`;
  const compileWord = (alternative: string): string => {
    if (alternative === "*") return `${LETTER}+`;
    const parts = alternative.split("{n}").map((part) => {
      const starts = part.startsWith("*");
      const ends = part.endsWith("*") && part.length > 1;
      const core = part.slice(starts ? 1 : 0, ends ? -1 : undefined);
      // A number written in a phrase is the whole number: "0円" is not the end of "3500円".
      const literal = `${/^\d/.test(core) ? "(?<!\\d)" : ""}${escape(core).replace(/\//g, "\\s*/\\s*")}${/\d$/.test(core) ? "(?!\\d)" : ""}`;
      return `${starts ? `${LETTER}*` : ""}${literal}${ends ? `${LETTER}*` : ""}`;
    });
    return parts.join(number);
  };
  const compilePhrase = (written: string): string => {
    const value = normalizeForRules(written);
    let source = "";
    let needsSeparator = false;
    for (const token of value.split(" ")) {
      const optional = token.startsWith("[") && token.endsWith("]");
      const alternatives = `(?:${(optional ? token.slice(1, -1) : token).split("|").map(compileWord).join("|")})`;
      if (optional) source += needsSeparator ? `(?:${separator}${alternatives})?` : `(?:${alternatives}${separator})?`;
      else {
        source += `${needsSeparator ? separator : ""}${alternatives}`;
        needsSeparator = true;
      }
    }
    return source;
  };
  const bounded = (list: readonly string[], flags = "iu"): RegExp => {
    const body = list.map(compilePhrase).join("|");
    if (data.words === "none") return new RegExp(`(?:${body})`, flags);
    const prefix = data.words === "arabic" ? "(?:[وف]?(?:لل|[بلكس])?(?:ال)?)" : "";
    return new RegExp(`(?<!${LETTER})${prefix}(?:${body})(?!${LETTER})`, flags);
  };
  const claims = Object.entries(data.claims).map(([kind, claim]) => ({
    kind: kind as ClaimKind,
    say: bounded(claim.say),
    // The owner saying the claim itself allows it, whatever else allows it.
    allowedBy: bounded([...claim.allowedBy, ...claim.say]),
    except: claim.except?.length ? bounded(claim.except, "giu") : null,
    numbers: claim.numbers ?? [],
  }));
  const counters = data.numbers.counters ?? [];
  const numberWords =
    data.words === "none"
      ? new RegExp(`(?:${wordAlternation})+(?=${counters.length ? `\\s*(?:${counters.map(compilePhrase).join("|")})` : ""})`, "giu")
      : new RegExp(`(?<!${LETTER})${data.words === "arabic" ? "(?:[وف]?(?:لل|[بلك])?(?:ال)?)" : ""}(?:${wordAlternation})(?!${LETTER})`, "giu");
  return {
    language: data.language,
    anyClaim: bounded(Object.values(data.claims).flatMap((claim) => claim.say)),
    talksToUs: bounded(data.talksToUs),
    premises: { say: bounded(data.premises.say), except: data.premises.except?.length ? bounded(data.premises.except, "giu") : null },
    inPerson: { say: bounded(data.inPerson.say), except: data.inPerson.except?.length ? bounded(data.inPerson.except, "giu") : null },
    claims,
    numberWords,
    numberExcept: data.numbers.except?.length ? bounded(data.numbers.except, "giu") : null,
    unknownNumberExcept: data.numbers.except?.length || data.numbers.commonElsewhere?.length ? bounded([...(data.numbers.except ?? []), ...(data.numbers.commonElsewhere ?? [])], "giu") : null,
    numberWord: new RegExp(wordAlternation, "giu"),
    values,
  };
}

/** The value of a run of number words: "三十" is 30, "千二百" 1200 (each word's value when they do not combine). */
export function valueOfWords(run: string[], values: ReadonlyMap<string, number>): number | null {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const word of run) {
    const value = values.get(word.toLowerCase());
    if (value === undefined) return null;
    if (value < 10) digit = digit * 10 + value;
    else if (value === 10 || value === 100 || value === 1000) {
      section += (digit || 1) * value;
      digit = 0;
    } else if (value >= 10000 && value % 10000 === 0) {
      total += (section + digit || 1) * value;
      section = 0;
      digit = 0;
    } else section += digit + value;
  }
  return total + section + digit;
}
