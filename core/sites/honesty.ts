import type { OwnerFacts } from "./facts";
import { hasNoPremises } from "./facts-constants";
import type { SiteSection } from "./site-document";
import { sentences } from "../text/sentences";
import { SITE_LANGUAGES, type SiteLanguage } from "./languages";
import { compileLanguage, normalizeForRules, valueOfWords, type ClaimKind, type CompiledLanguage, type HonestyLanguageData, type PhrasePattern } from "./honesty-data";
import ar from "../../content/honesty/ar.json" with { type: "json" };
import de from "../../content/honesty/de.json" with { type: "json" };
import en from "../../content/honesty/en.json" with { type: "json" };
import es from "../../content/honesty/es.json" with { type: "json" };
import fr from "../../content/honesty/fr.json" with { type: "json" };
import it from "../../content/honesty/it.json" with { type: "json" };
import ja from "../../content/honesty/ja.json" with { type: "json" };
import pt from "../../content/honesty/pt.json" with { type: "json" };

/**
 * What a generated site may say (docs/product.md, What a generated site may say; docs/decisions/0500-owner-facts-and-nothing-invented.md):
 * the same rules for the built-in writer and for a model's answer. A sentence that states a fact the
 * owner did not give (a number, a claim such as "licensed and insured" or "free quotes"), that invites
 * visitors to premises a mobile or online business does not have, or that contradicts the brief (butter
 * for a vegan bakery, dogs for a cats-only vet) is removed; a list item with such a sentence goes; a
 * section whose required text is left empty cannot stand (the caller falls back). A model answer that
 * talks to us instead of the visitor ("Ignore previous instructions", "javascript:") is refused whole. Claims,
 * number words, invitations to premises and words to a model are read in every site language, from
 * content/honesty/ (docs/decisions/0530-honesty-rules-in-every-site-language.md); the brief's modifiers (vegan,
 * cats only …) are still English.
 */

/** What the owner said, the rules are checked against. */
export interface HonestyBrief {
  facts: OwnerFacts;
  /** The owner's own words: the business answer, the notes, the name and the location. */
  ownerText: string;
  /**
   * The site's language: its text is read with that language's claims. Without one the text's language is
   * unknown, and every language's claims apply.
   */
  language?: SiteLanguage;
}

export type Problem = { kind: "refused" | "claim" | "number" | "premises" | "modifier"; text: string; match: string };

/** Text that is addressed to a browser, never to a visitor, in any language; words addressed to a model are each language's `talksToUs`. */
const REFUSED = /\bjavascript\s*:|\bvbscript\s*:|\bdata\s*:\s*text\/html|<\s*\/?\s*script|\bon(?:error|load|click)\s*=/i;

/**
 * Claims in words, true only when the owner said so: each site language's phrases are data
 * (content/honesty/<language>.json, docs/decisions/0530-honesty-rules-in-every-site-language.md), compiled once, at
 * the first check rather than when the Worker loads: building their patterns was two thirds of its startup CPU, and
 * most requests (pages, the API, published sites) never check a sentence (docs/performance.md, "Worker").
 */
const LANGUAGE_FILES: Record<SiteLanguage, unknown> = { en, es, fr, de, pt, it, ja, ar };
let compiledLanguages: ReadonlyMap<SiteLanguage, CompiledLanguage> | undefined;
let everyCompiledLanguage: readonly CompiledLanguage[] | undefined;

function languages(): ReadonlyMap<SiteLanguage, CompiledLanguage> {
  compiledLanguages ??= new Map(SITE_LANGUAGES.map((language) => [language, compileLanguage(LANGUAGE_FILES[language] as HonestyLanguageData)]));
  return compiledLanguages;
}

function everyLanguage(): readonly CompiledLanguage[] {
  everyCompiledLanguage ??= [...languages().values()];
  return everyCompiledLanguage;
}

/** Digits in any script (read as ASCII first), with their separators: "12,50", "1.200", "1 200", "10:30". */
const DIGITS = /\d{1,3}(?: \d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,:]\d+)*/g;

/** The ways one number may be written: as given, without thousands separators, with a decimal comma or point. */
function numberKeys(number: string): string[] {
  const plain = number.replace(/[ .,](?=\d{3}(?!\d))/g, "");
  return [number, plain, number.replace(/[.,]/g, (mark) => (mark === "," ? "." : ",")), plain.replace(",", ".")];
}

/** `text` with the spans matching `except` (a global pattern) blanked, so that a longer phrase that is no claim does not count. */
function without(text: string, except: PhrasePattern | null): string {
  return except ? except.blank(text) : text;
}

/**
 * The number words of `language` in `text` (normalised), each with its value; runs worth less than two do not
 * count, nor, when the text's language is not `known`, words spelt like another language's ordinary words.
 */
function numberWordsIn(text: string, language: CompiledLanguage, known: boolean): { word: string; value: number }[] {
  const found: { word: string; value: number }[] = [];
  for (const match of without(text, known ? language.numberExcept : language.unknownNumberExcept).matchAll(language.numberWords)) {
    const word = match[0].toLowerCase();
    const run = word.match(language.numberWord) ?? [];
    const value = language.values.get(word.replace(/^(?:[وف]?(?:لل|[بلك])?(?:ال)?)(?=.)/u, "")) ?? language.values.get(word) ?? valueOfWords(run, language.values);
    if (value !== null && value !== undefined && value >= 2) found.push({ word: match[0], value });
  }
  return found;
}


const ANIMAL_FREE = /\b(?:vegan|oat|plant|plant-based|almond|soy|soya|coconut|cashew|dairy-free|egg-free|meat-free|meatless|vegetarian)\s+(?:[\p{L}-]+\s+)?$/iu;
const NOT_VEGETARIAN = /\b(?:meat|meats|chicken|beef|pork|bacon|ham|lamb|veal|duck|turkey|sausages?|salami|chorizo|prosciutto|pancetta|ragu|fish|salmon|tuna|cod|anchov\w*|prawns?|shrimps?|seafood|shellfish|lobster|crab|oysters?|mussels?|clams?|squid|octopus|steak|burgers?|gelatine?|catch of the day|wings|ribs|brisket|pastrami|kebab|tuna)\b|\bragù(?!\w)/i;
const NOT_VEGAN = /\b(?:butter|buttery|custard|cream|creamy|crème|cheese|cheeses|cheesecake|dairy|milk|milky|eggs?|honey|yogh?urt|ghee|paneer|parmesan|mozzarella|burrata|ricotta|feta|fior di latte|brioche|meringues?|mayonnaise|mayo|latte|flat white|cappuccino|buttermilk|formaggi)\b/i;

interface Modifier {
  name: string;
  /** Whether the owner's words ask for it. */
  when: (owner: string, facts: OwnerFacts) => boolean;
  forbidden: RegExp;
  /** A match preceded by these words is fine ("oat milk", "vegan cheese"). */
  unless?: RegExp;
}

const MODIFIERS: readonly Modifier[] = [
  { name: "vegan", when: (o) => /\bvegan\b|\bplant[- ]based\b/i.test(o), forbidden: new RegExp(`${NOT_VEGETARIAN.source}|${NOT_VEGAN.source}`, "i"), unless: ANIMAL_FREE },
  { name: "vegetarian", when: (o) => /\bvegetarian\b|\bveggie\b|\bmeat[- ]free\b/i.test(o), forbidden: NOT_VEGETARIAN, unless: ANIMAL_FREE },
  { name: "halal", when: (o) => /\bhalal\b/i.test(o), forbidden: /\b(?:pork|bacon|ham|salami|prosciutto|pancetta|chorizo|wine|wines|beer|beers|cocktails?|alcohol|spirits|prosecco|gelatine?)\b/i },
  { name: "kosher", when: (o) => /\bkosher\b/i.test(o), forbidden: /\b(?:pork|bacon|ham|salami|prosciutto|pancetta|chorizo|shellfish|prawns?|shrimps?|lobster|crab|oysters?|mussels?|clams?|cheeseburgers?)\b/i },
  { name: "gluten-free", when: (o) => /\bgluten[- ]free\b|\bcoeliac\b|\bceliac\b/i.test(o), forbidden: /\b(?:wheat|rye|barley|spelt|semolina|seeded rye)\b/i, unless: /\bgluten[- ]free\s+$/i },
  { name: "cats only", when: (o) => /\bcats?\b|\bfeline\b|\bkitten/i.test(o) && !/\bdogs?\b|\bcanine\b|\bpupp/i.test(o), forbidden: /\bdogs?\b|\bcanine\b|\bpupp(?:y|ies)\b|\bwalkies\b|\bkennels?\b/i },
  { name: "dogs only", when: (o) => /\bdogs?\b|\bcanine\b|\bpupp/i.test(o) && !/\bcats?\b|\bfeline\b|\bpets?\b|\banimals?\b/i.test(o), forbidden: /\bcats?\b|\bfeline\b|\bkittens?\b/i },
  { name: "women only", when: (o) => /\bwomen[- ]only\b|\bladies[- ]only\b|\bfor women\b|\bfemale[- ]only\b|\bwomen's (?:gym|studio|club)\b/i.test(o), forbidden: /\bmen\b|\bmen's\b|\bgentlemen\b|\bgents\b|\bguys\b|\bco-?ed\b|\bmixed classes\b/i },
  { name: "children", when: (o) => /\bchildren\b|\bkids\b|\bchild\b|\btoddlers?\b/i.test(o) && !/\badults?\b/i.test(o), forbidden: /\bwine\b|\bcocktails?\b|\badults only\b|\bover[- ]18s?\b/i },
];

/** The rules that apply to this brief, from the owner's words and facts. */
export interface HonestyRules {
  /** The owner's words and facts, normalised as the rules read text (normalizeForRules). */
  owner: string;
  allowedNumbers: Set<string>;
  /** The languages whose claims the text is read with. */
  languages: readonly CompiledLanguage[];
  /** The kinds of claim the owner made, in whatever language they made them. */
  allowedKinds: ReadonlySet<ClaimKind>;
  noPremises: boolean;
  /** Online only: no meeting in person either. */
  online: boolean;
  modifiers: readonly Modifier[];
}

export function honestyRules({ facts, ownerText, language }: HonestyBrief): HonestyRules {
  const written = [
    ownerText,
    facts.address,
    facts.serviceArea,
    facts.phone,
    ...facts.claims,
    ...facts.hours.flatMap((row) => [row.days, row.time]),
    ...facts.services.flatMap((service) => [service.name, service.description, service.price]),
    ...facts.reviews.flatMap((review) => [review.quote, review.name, review.source]),
    ...facts.numbers.flatMap((number) => [number.value, number.label]),
  ].join("\n");
  const given = normalizeForRules(written);
  const allowedNumbers = new Set((given.match(DIGITS) ?? []).flatMap((number) => [...numberKeys(number), ...number.split(/[.,: ]/)]));
  // The owner's number words count as their values in any language ("twenty" allows "20" and "veinte").
  for (const compiled of everyLanguage()) for (const { value } of numberWordsIn(given, compiled, true)) allowedNumbers.add(String(value));
  const allowedKinds = new Set(
    everyLanguage().flatMap((compiled) => compiled.claims.filter((claim) => claim.allowedBy.test(without(given, claim.except))).map((claim) => claim.kind)),
  );
  // A claim the owner made brings the numbers it says in any language ("rund um die Uhr" is "24 h/24").
  for (const compiled of everyLanguage()) for (const claim of compiled.claims) if (allowedKinds.has(claim.kind)) for (const number of claim.numbers) allowedNumbers.add(String(number));
  const mobile = /\bmobile\b|\bwe come to you\b|\bcome to you\b|\bat your (?:home|door|place)\b|\bhouse calls\b/i.test(ownerText);
  const online = /\bonline[- ]only\b|\bfully online\b|\bonly online\b|\bremote(?:ly)?\b|\bvirtual\b|\bby video\b/i.test(ownerText);
  return {
    owner: given,
    allowedNumbers,
    languages: language ? [languages().get(language)!] : everyLanguage(),
    allowedKinds,
    noPremises: hasNoPremises(facts) || ((mobile || online) && facts.mode !== "premises" && facts.address === ""),
    online: facts.mode === "online" || (online && facts.mode === ""),
    modifiers: MODIFIERS.filter((modifier) => modifier.when(ownerText, facts)),
  };
}

/** The first thing wrong with one sentence, or null when it may be published. */
export function sentenceProblem(written: string, rules: HonestyRules): Problem | null {
  // Read in one form whatever the script or width: "２４", "٢٤" and "24" are one number, "ｊａｖａｓｃｒｉｐｔ:" is refused.
  const sentence = normalizeForRules(written);
  // The owner's own words may look like anything (a name such as "<script>"): React shows them as text.
  for (const pattern of [REFUSED, ...everyLanguage().map((language) => language.talksToUs)]) {
    const refused = pattern.exec(sentence);
    if (refused && !rules.owner.toLowerCase().includes(refused[0].toLowerCase())) return { kind: "refused", text: written, match: refused[0] };
  }
  for (const language of rules.languages) {
    if (!language.anyClaim.test(sentence)) continue;
    for (const claim of language.claims) {
      if (rules.allowedKinds.has(claim.kind)) continue;
      const found = claim.say.exec(without(sentence, claim.except));
      if (found) return { kind: "claim", text: written, match: found[0].trim() };
    }
  }
  for (const found of sentence.matchAll(DIGITS)) {
    if (!numberKeys(found[0]).some((key) => rules.allowedNumbers.has(key))) return { kind: "number", text: written, match: found[0] };
  }
  for (const language of rules.languages) {
    for (const { word, value } of numberWordsIn(sentence, language, rules.languages.length === 1)) {
      if (!rules.allowedNumbers.has(String(value))) return { kind: "number", text: written, match: word };
    }
  }
  if (rules.noPremises) {
    for (const language of rules.languages) {
      const found = language.premises.say.exec(without(sentence, language.premises.except)) ?? (rules.online ? language.inPerson.say.exec(without(sentence, language.inPerson.except)) : null);
      if (found) return { kind: "premises", text: written, match: found[0].trim() };
    }
  }
  for (const modifier of rules.modifiers) {
    const pattern = new RegExp(modifier.forbidden.source, "gi");
    for (const found of sentence.matchAll(pattern)) {
      if (modifier.unless?.test(sentence.slice(0, found.index))) continue;
      if (new RegExp(`\\b${found[0]}\\b`, "i").test(rules.owner)) continue;
      return { kind: "modifier", text: written, match: `${found[0]} (${modifier.name})` };
    }
  }
  return null;
}

/** The text with its offending sentences removed ("" when none is left), and what was wrong. */
export function cleanText(text: string, rules: HonestyRules): { text: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const kept = sentences(text).filter((sentence) => {
    const problem = sentenceProblem(sentence, rules);
    if (problem) problems.push(problem);
    return !problem;
  });
  return { text: kept.join(" "), problems };
}

/** Keys whose text is the owner's own (taken from the facts), a link target or an identifier, never checked. */
const UNCHECKED = new Set(["id", "type", "writer", "hold", "href", "key", "width", "height", "form", "email", "phone", "address", "area"]);

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/**
 * One section with everything it may not say removed. Texts lose the offending sentences; an item of a
 * list loses its place when any of its texts had one. Returns null when a text the section needs is left
 * empty (the caller falls back: another writer, or an invitation). `owned` lists the parts taken from the
 * owner's facts (left as they are).
 */
export function cleanSection(section: SiteSection, rules: HonestyRules): { section: SiteSection | null; problems: Problem[] } {
  const problems: Problem[] = [];
  let broken = false;
  const walk = (value: Json, key: string): Json | typeof DROP => {
    if (typeof value === "string") {
      if (UNCHECKED.has(key) || value === "") return value;
      const cleaned = cleanText(value, rules);
      problems.push(...cleaned.problems);
      if (cleaned.problems.some((problem) => problem.kind === "refused")) broken = true;
      return cleaned.text === "" ? DROP : cleaned.text;
    }
    if (Array.isArray(value)) {
      return value.map((item) => walk(item, key)).filter((item): item is Json => item !== DROP);
    }
    if (value && typeof value === "object") {
      const out: Record<string, Json> = {};
      for (const [childKey, child] of Object.entries(value)) {
        const next = walk(child, childKey);
        if (next === DROP) {
          // Optional texts may be emptied and optional parts left out; an item (an object inside a list)
          // missing a required text is dropped by the list.
          if (OPTIONAL_TEXT.has(childKey)) out[childKey] = "";
          else if (OPTIONAL_PARTS.has(childKey)) continue;
          else return DROP;
        } else out[childKey] = next;
      }
      return out;
    }
    return value;
  };
  const result = walk(section as unknown as Json, "");
  if (broken || result === DROP) return { section: null, problems };
  return { section: result as unknown as SiteSection, problems };
}

const DROP = Symbol("drop");
/** Texts a section may leave empty (the document schema's optional texts). */
const OPTIONAL_TEXT = new Set(["eyebrow", "intro", "note", "tagline", "caption", "detail", "price", "description"]);
const OPTIONAL_PARTS = new Set(["secondaryCta", "image"]);
