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
    // Patterns are built at their first use at run time; the build builds every one, so a bad one fails here.
    for (const [where, phrases] of phrasePatternsOf(compileLanguage(parsed.data))) {
      try {
        void phrases.pattern;
      } catch (error) {
        problems.push(`${file}: ${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
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

/** One part of a pattern word (between numbers): whether it starts or ends with `*`, and the letters it must have. */
function wordPart(part: string): { starts: boolean; ends: boolean; core: string } {
  const starts = part.startsWith("*");
  const ends = part.endsWith("*") && part.length > 1;
  return { starts, ends, core: part.slice(starts ? 1 : 0, ends ? -1 : undefined) };
}

/**
 * A cheap pattern every text the phrases' pattern matches must match, or null when there is none: one literal
 * piece of each alternative of one word every phrase must have (the word whose shortest piece is longest). The
 * phrases' patterns are slow to build, V8 building each run of any letter (`[\p{L}\p{M}\p{N}]`) as a large class at
 * a pattern's first use, about 2 ms a run here; most texts have none of a claim's words, so most patterns are
 * never built (docs/performance.md, "Honesty rules on a new isolate"). A piece holds no space, so a text with
 * spans blanked (`without`) has it only where the whole text had it.
 */
function hintOf(list: readonly string[], flags: string): RegExp | null {
  const pieces = new Set<string>();
  for (const written of list) {
    let best: string[] | null = null;
    for (const token of normalizeForRules(written).split(" ")) {
      if (token.startsWith("[") && token.endsWith("]")) continue;
      const chosen: string[] = [];
      for (const alternative of token.split("|")) {
        const literal = alternative === "*" ? "" : alternative.split("{n}").flatMap((part) => wordPart(part).core.split(/[/\s]/)).reduce((longest, piece) => (piece.length > longest.length ? piece : longest), "");
        if (!literal) break;
        chosen.push(literal);
      }
      if (chosen.length < token.split("|").length) continue;
      const shortest = (pieces: string[]) => Math.min(...pieces.map((piece) => piece.length));
      if (!best || shortest(chosen) > shortest(best)) best = chosen;
    }
    if (!best) return null;
    for (const piece of best) pieces.add(piece);
  }
  if (pieces.size === 0) return null;
  return new RegExp([...pieces].map(escape).join("|"), flags.replace("g", ""));
}

/**
 * A list of phrases' pattern, built at its first use, behind its hint: a text the hint does not match is answered
 * without building the pattern (see `hintOf`). Global patterns (`except`) only blank; the others test and find.
 */
export class PhrasePattern {
  #built: RegExp | null = null;

  constructor(
    readonly source: string,
    readonly flags: string,
    private readonly hint: RegExp | null,
  ) {}

  /** The pattern itself, built now if it was not. */
  get pattern(): RegExp {
    this.#built ??= new RegExp(this.source, this.flags);
    return this.#built;
  }

  /** False when the phrases cannot be in `text`. */
  mayMatch(text: string): boolean {
    return this.hint?.test(text) ?? true;
  }

  test(text: string): boolean {
    return this.mayMatch(text) && this.pattern.test(text);
  }

  exec(text: string): RegExpExecArray | null {
    return this.mayMatch(text) ? this.pattern.exec(text) : null;
  }

  /** `text` with every span the phrases match blanked, its length kept. */
  blank(text: string): string {
    return this.mayMatch(text) ? text.replace(this.pattern, (span) => " ".repeat(span.length)) : text;
  }
}

/** A compiled language: its claims' patterns, and the number words' pattern and values. */
export interface CompiledLanguage {
  language: SiteLanguage;
  talksToUs: PhrasePattern;
  premises: { say: PhrasePattern; except: PhrasePattern | null };
  inPerson: { say: PhrasePattern; except: PhrasePattern | null };
  /** Any claim of the language, ignoring exceptions: a sentence it does not match has none (a quick first test). */
  anyClaim: PhrasePattern;
  /** `except` is global: every span of it is blanked. */
  claims: readonly { kind: ClaimKind; say: PhrasePattern; allowedBy: PhrasePattern; except: PhrasePattern | null; numbers: readonly number[] }[];
  /** Number words (standing alone, or in runs before a counter), with their values. */
  numberWords: RegExp;
  numberExcept: PhrasePattern | null;
  /** What is left of `numberExcept` and `numberWords` in text whose language is unknown: `commonElsewhere` blanked too. */
  unknownNumberExcept: PhrasePattern | null;
  /** One number word (global), to cut a run into its words. */
  numberWord: RegExp;
  values: ReadonlyMap<string, number>;
}

/** Every phrase pattern of a compiled language, with where it comes from. */
export function phrasePatternsOf(compiled: CompiledLanguage): [string, PhrasePattern][] {
  const found: [string, PhrasePattern | null][] = [
    ["anyClaim", compiled.anyClaim],
    ["talksToUs", compiled.talksToUs],
    ["premises.say", compiled.premises.say],
    ["premises.except", compiled.premises.except],
    ["inPerson.say", compiled.inPerson.say],
    ["inPerson.except", compiled.inPerson.except],
    ["numbers.except", compiled.numberExcept],
    ["numbers.commonElsewhere", compiled.unknownNumberExcept],
    ...compiled.claims.flatMap((claim): [string, PhrasePattern | null][] => [
      [`claims.${claim.kind}.say`, claim.say],
      [`claims.${claim.kind}.allowedBy`, claim.allowedBy],
      [`claims.${claim.kind}.except`, claim.except],
    ]),
  ];
  return found.filter((entry): entry is [string, PhrasePattern] => entry[1] !== null);
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
      const { starts, ends, core } = wordPart(part);
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
  const bounded = (list: readonly string[], flags = "iu"): PhrasePattern => {
    const body = list.map(compilePhrase).join("|");
    const prefix = data.words === "arabic" ? "(?:[وف]?(?:لل|[بلكس])?(?:ال)?)" : "";
    return new PhrasePattern(data.words === "none" ? `(?:${body})` : `(?<!${LETTER})${prefix}(?:${body})(?!${LETTER})`, flags, hintOf(list, flags));
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
