import { AI_SUGGESTION_MAX_LENGTH } from "@core/ai/schemas";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { classifyBusiness, normaliseText, tradeWords, type BusinessClassification } from "@core/chat/classify-business";
import { FAMILY_VOCABULARY, KIND_NOUNS, KIND_VOCABULARY } from "./vocabulary";
import { mulberry32 } from "@core/seeded-random";
import { fnv1a } from "@core/hash";
import { article } from "@core/text/article";
import { capitalise } from "@core/text/case";

/** The longest piece of the person's own answer a suggestion quotes, so the suggestion keeps its limit. */
const SUBJECT_MAX_LENGTH = 140;


function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** `count` distinct items in a seeded order. */
function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return chosen;
}

/** Plain text only: tags and stray angle brackets go, whitespace collapses, trailing punctuation is dropped. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?,;:]+$/, "");
}

/** "I want a website for my bakery" → "my bakery": what the site is about, without the request around it. */
function stripLeadIn(text: string): string {
  const stripped = text
    .replace(/^(?:hi|hello|hey)\b[\s,!.]*/i, "")
    .replace(/^(?:i|we)(?:\s+(?:want|need|would like|'d like|am|are)(?:\s+(?:to\s+)?(?:build|make|create|have|launch|building|making|creating))?|\s+(?:run|own|have|manage))\s+/i, "")
    .replace(/^(?:please\s+)?(?:build|make|create|design)\s+(?:me\s+|us\s+)?/i, "")
    .replace(/^(?:(?:a|an|the|my|our)\s+)?(?:new\s+)?(?:website|web site|site|landing page|home ?page|web page|page)\s+(?:for|about|of)\s+/i, "")
    .trim();
  return stripped === "" ? text : stripped;
}

/** "wedding website" → "wedding": the word "website" says nothing about the business (classify before dropping it). */
function withoutSiteWord(text: string): string {
  const stripped = text.replace(/\s+(?:website|web site|site|landing page|home ?page|web page)$/i, "").trim();
  return stripped === "" ? text : stripped;
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:–—-]+$/, "");
}

/** Words of the business list: a first word among them is an ordinary word, not a name ("Bakery …" vs "Rise & Crumb …"). Built on first use, not at startup. */
let vocabularyWords: ReadonlySet<string> | undefined;
function vocabularyWordsOnce(): ReadonlySet<string> {
  vocabularyWords ??= new Set(BUSINESS_KINDS.flatMap((entry) => [entry.name, ...tradeWords(entry.kind, "en").map((word) => word.replace(/\*$/, ""))]).flatMap((phrase) => normaliseText(phrase).split(" ")));
  return vocabularyWords;
}

/** Nouns that name a business, so "a family-run coffee shop" needs no "specialising in". */
const BUSINESS_NOUNS: ReadonlySet<string> = new Set(
  "shop store studio salon bar house clinic centre center company service services agency school club cafe restaurant firm practice gallery garage market truck van hotel spa gym kitchen bakery brand label boutique team band business stall workshop".split(" "),
);

const PEOPLE: ReadonlySet<string> = new Set("mechanic chef coach guide physio nanny carer dj vet medic".split(" "));

function isPersonNoun(word: string): boolean {
  return PEOPLE.has(word) || (word.length >= 5 && /(?:er|or|ist|ian|ant)$/.test(word));
}

/** Lower-cases the first letter when the first word is an ordinary word ("Coffee shop"), never a name ("Lisbon …", "NYC"). */
function ordinaryCase(text: string): string {
  const [first = ""] = text.split(" ");
  const rest = first.slice(1);
  if (rest !== rest.toLowerCase() || !vocabularyWordsOnce().has(normaliseText(first))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function kindNoun(classification: BusinessClassification): string {
  return KIND_NOUNS[classification.kind] ?? classification.name.toLowerCase();
}

function withDeterminer(determiner: string, phrase: string): string {
  if (/^(?:my|our)\s/i.test(phrase)) return phrase;
  return determiner === "a" ? `${article(phrase)} ${phrase}` : `${determiner} ${phrase}`;
}

/** Who or what the site is for, in the person's own words where they gave more than a category. */
function subjectFor(core: string, classification: BusinessClassification | null, determiner: string): string {
  const words = normaliseText(core).split(" ").filter(Boolean);
  const plural = words.slice(0, 2).some((word) => word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word));
  if (classification && words.length <= 3) {
    const noun = kindNoun(classification);
    const nounText = normaliseText(noun);
    if (classification.match === "exact" || words.every((word) => nounText.includes(word.slice(0, 4)))) return withDeterminer(determiner, noun);
    const last = words[words.length - 1] ?? "";
    if (BUSINESS_NOUNS.has(last) || isPersonNoun(last)) return withDeterminer(determiner, ordinaryCase(core));
    if (classification.match === "keyword" && words.length <= 2) return `${withDeterminer(determiner, noun)} specialising in ${ordinaryCase(core)}`;
    return plural ? ordinaryCase(core) : withDeterminer(determiner, ordinaryCase(core));
  }
  const subject = ordinaryCase(core);
  const [first = ""] = subject.split(" ");
  const startsWithName = first !== first.toLowerCase();
  // Without a kind we cannot tell a noun from a phrase ("something for my shop"): no article.
  if (!classification || startsWithName || plural || /^(?:a|an|the|my|our|your|his|her|their)\s/i.test(subject)) return subject;
  return `${article(subject)} ${subject}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

type Opening = (quality: string, subject: string, features: readonly string[]) => string;

const OPENINGS: readonly Opening[] = [
  (quality, subject, features) => `${article(quality)} ${quality} website for ${subject}, with ${listOf(features)}.`,
  (quality, subject, features) => `${article(quality)} ${quality} site for ${subject} that puts ${features[0]} up front, with ${listOf(features.slice(1))}.`,
  (quality, subject, features) => `${article(quality)} ${quality} home on the web for ${subject}: ${listOf(features)}.`,
];

/**
 * The built-in "improve my answer": turns a short answer to "What do you want to build?" into a
 * specific one-to-two-sentence description of the site, using the business kind's family vocabulary.
 * Deterministic for a prompt and seed, offline, plain text (never HTML), at most 300 characters.
 */
export function suggestInputContentBuiltIn({ prompt, seed }: { prompt: string; seed: number }): { suggestion: string } {
  const text = plainText(prompt);
  const request = stripLeadIn(text);
  const classification = request === "" ? null : classifyBusiness(request);
  const core = withoutSiteWord(request);
  const vocabulary = { ...FAMILY_VOCABULARY[classification?.family ?? "GENERAL"], ...(classification ? KIND_VOCABULARY[classification.kind] : {}) };
  const random = mulberry32((seed ^ fnv1a(core.toLowerCase())) >>> 0);

  const quality = pick(random, vocabulary.qualities);
  const determiner = pick(random, vocabulary.determiners);
  const opening = pick(random, OPENINGS);
  const features = pickSome(random, vocabulary.features, 3);
  const closer = pick(random, vocabulary.closers);

  let subjectText = truncateAtWord(core, SUBJECT_MAX_LENGTH);
  for (;;) {
    const subject = subjectText === "" ? "my business" : subjectFor(subjectText, classification, determiner);
    const first = capitalise(opening(quality, subject, features));
    const withCloser = `${first} ${closer}`;
    if (withCloser.length <= AI_SUGGESTION_MAX_LENGTH) return { suggestion: withCloser };
    if (first.length <= AI_SUGGESTION_MAX_LENGTH || subjectText === "") return { suggestion: truncateAtWord(first, AI_SUGGESTION_MAX_LENGTH) };
    subjectText = truncateAtWord(subjectText, Math.max(0, subjectText.length - (first.length - AI_SUGGESTION_MAX_LENGTH) - 1));
  }
}
