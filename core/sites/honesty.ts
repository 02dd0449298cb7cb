import type { OwnerFacts } from "./facts";
import { hasNoPremises } from "./facts";
import type { SiteSection } from "./site-document";
import { sentences } from "../text/sentences";

/**
 * What a generated site may say (docs/product.md, What a generated site may say; docs/decisions/0500-owner-facts-and-nothing-invented.md):
 * the same rules for the built-in writer and for a model's answer. A sentence that states a fact the
 * owner did not give (a number, a claim such as "licensed and insured" or "free quotes"), that invites
 * visitors to premises a mobile or online business does not have, or that contradicts the brief (butter
 * for a vegan bakery, dogs for a cats-only vet) is removed; a list item with such a sentence goes; a
 * section whose required text is left empty cannot stand (the caller falls back). A model answer that
 * talks to us instead of the visitor ("Ignore previous instructions", "javascript:") is refused whole.
 */

/** What the owner said, the rules are checked against. */
export interface HonestyBrief {
  facts: OwnerFacts;
  /** The owner's own words: the business answer, the notes, the name and the location. */
  ownerText: string;
}

export type Problem = { kind: "refused" | "claim" | "number" | "premises" | "modifier"; text: string; match: string };

/** Text that is addressed to a model or a browser, never to a visitor. */
const REFUSED = /\b(?:ignore|disregard|forget)\b[^.]{0,40}\b(?:instructions?|prompts?|rules)\b|\bsystem prompt\b|\bas an ai\b|\b(?:ai|language) model\b|\bjavascript\s*:|\bvbscript\s*:|\bdata\s*:\s*text\/html|<\s*\/?\s*script|\bon(?:error|load|click)\s*=/i;

/** Facts in words: true only when the owner said so. Each is allowed when its key word is in the owner's words. */
const CLAIMS: readonly { pattern: RegExp; allowedBy: RegExp }[] = [
  { pattern: /\blicen[cs]ed\b|\binsured\b|\binsurance\b/i, allowedBy: /licen[cs]|insur/i },
  { pattern: /\bcertified\b|\baccredited\b|\bregistered\b|\bchartered\b|\bqualified\b|\bcertificat/i, allowedBy: /certifi|accredit|register|charter|qualifi/i },
  { pattern: /\baward/i, allowedBy: /award/i },
  { pattern: /\bfamily[- ](?:run|owned|business)\b|\bgenerations?\b|\bestablished\b|\best\.|\bsince\b/i, allowedBy: /family|generation|establish|since/i },
  { pattern: /(?<![-\w])free\b(?![- ](?:range|of charge to cancel))/i, allowedBy: /(?<![-\w])free\b/i },
  { pattern: /\bsame[- ](?:day|week)\b|\bnext[- ]day\b|\bwithin (?:the|an|one|two|a few) (?:hours?|days?)\b|\bfast response\b|\brapid\b/i, allowedBy: /same[- ]day|next[- ]day|same[- ]week|fast|rapid|quick/i },
  { pattern: /24\s*\/\s*7|\b24 hours\b|\bround[- ]the[- ]clock\b|\bday or night\b|\bany time of (?:day|night)\b/i, allowedBy: /24\s*\/\s*7|24 hours|round[- ]the[- ]clock|day (?:and|or) night|any ?time/i },
  { pattern: /\bemergenc/i, allowedBy: /emergenc|urgent|24\s*\/\s*7/i },
  { pattern: /\bguarantee/i, allowedBy: /guarantee/i },
  { pattern: /\bwarrant(?:y|ies|ied)\b/i, allowedBy: /warrant/i },
  { pattern: /\bbest[- ](?:in|rated|value|rates?|prices?|deals?)\b|\btop[- ]rated\b|\bnumber one\b|#1\b|\bfive[- ]star\b|\bfive stars\b|\bvoted\b|\brated\b/i, allowedBy: /best|top[- ]rated|number one|#1|five[- ]star|voted|rated/i },
  { pattern: /\byears? of experience\b|\bdecades?\b|\bexperienced\b|\bveteran\b/i, allowedBy: /experience|decade|years|veteran/i },
  { pattern: /\bword of mouth\b|\brecommended by\b|\bpeople come back\b|\bregulars\b/i, allowedBy: /word of mouth|recommend|regulars/i },
  { pattern: /\btrained\b|\bcertified\b/i, allowedBy: /train|certifi/i },
  { pattern: /\btrusted by\b|\bhundreds of\b|\bthousands of\b|\bcountless\b|\bloyal customers\b|\bour clients include\b/i, allowedBy: /trusted|hundreds|thousands|countless|loyal/i },
  { pattern: /\bno call[- ]out\b|\bfixed[- ]price\b|\bno hidden\b|\bmoney[- ]back\b|\brefund/i, allowedBy: /call[- ]out|fixed|hidden|money[- ]back|refund/i },
  { pattern: /\borganic\b|\bsustainabl|\beco[- ]friendly\b|\bcarbon[- ]neutral\b|\blocally sourced\b/i, allowedBy: /organic|sustainab|eco|carbon|locally/i },
];

/** Numbers written as words (one is too common to mean a count). */
const NUMBER_WORDS = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozens?)\b/i;

/** Meeting in person, for a business that works online only. */
const IN_PERSON = /\bin[- ]person\b|\bface[- ]to[- ]face\b|\bat (?:our|the) (?:studio|office|clinic)\b/i;

/** Invitations to premises (for a business that comes to its customers or works online). */
const PREMISES = /\bvisit us\b|\bvisit our\b|\bdrop (?:by|in)\b|\bpop (?:in|by)\b|\bfind us\b|\bcome (?:in|by|and see|see us|visit)\b|\bstop by\b|\bwalk[- ]ins?\b|\bour (?:shop|premises|showroom|front door|counter)\b|\bin[- ]store\b|\bbefore you visit\b|\bwhen you visit\b/i;

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
  owner: string;
  allowedNumbers: Set<string>;
  noPremises: boolean;
  /** Online only: no meeting in person either. */
  online: boolean;
  modifiers: readonly Modifier[];
}

export function honestyRules({ facts, ownerText }: HonestyBrief): HonestyRules {
  const given = [
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
  const mobile = /\bmobile\b|\bwe come to you\b|\bcome to you\b|\bat your (?:home|door|place)\b|\bhouse calls\b/i.test(ownerText);
  const online = /\bonline[- ]only\b|\bfully online\b|\bonly online\b|\bremote(?:ly)?\b|\bvirtual\b|\bby video\b/i.test(ownerText);
  return {
    owner: given,
    allowedNumbers: new Set((given.match(/\d+(?:[.,:]\d+)?/g) ?? []).flatMap((number) => [number, ...number.split(/[.,:]/)])),
    noPremises: hasNoPremises(facts) || ((mobile || online) && facts.mode !== "premises" && facts.address === ""),
    online: facts.mode === "online" || (online && facts.mode === ""),
    modifiers: MODIFIERS.filter((modifier) => modifier.when(ownerText, facts)),
  };
}

/** The first thing wrong with one sentence, or null when it may be published. */
export function sentenceProblem(sentence: string, rules: HonestyRules): Problem | null {
  // The owner's own words may look like anything (a name such as "<script>"): React shows them as text.
  const refused = REFUSED.exec(sentence);
  if (refused && !rules.owner.toLowerCase().includes(refused[0].toLowerCase())) return { kind: "refused", text: sentence, match: refused[0] };
  for (const claim of CLAIMS) {
    const found = claim.pattern.exec(sentence);
    if (found && !claim.allowedBy.test(rules.owner)) return { kind: "claim", text: sentence, match: found[0] };
  }
  for (const found of sentence.matchAll(/\d+(?:[.,:]\d+)?/g)) {
    if (!rules.allowedNumbers.has(found[0])) return { kind: "number", text: sentence, match: found[0] };
  }
  const word = NUMBER_WORDS.exec(sentence);
  if (word && !new RegExp(`\\b${word[0]}\\b`, "i").test(rules.owner)) return { kind: "number", text: sentence, match: word[0] };
  if (rules.noPremises) {
    const found = PREMISES.exec(sentence) ?? (rules.online ? IN_PERSON.exec(sentence) : null);
    if (found) return { kind: "premises", text: sentence, match: found[0] };
  }
  for (const modifier of rules.modifiers) {
    const pattern = new RegExp(modifier.forbidden.source, "gi");
    for (const found of sentence.matchAll(pattern)) {
      if (modifier.unless?.test(sentence.slice(0, found.index))) continue;
      if (new RegExp(`\\b${found[0]}\\b`, "i").test(rules.owner)) continue;
      return { kind: "modifier", text: sentence, match: `${found[0]} (${modifier.name})` };
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
