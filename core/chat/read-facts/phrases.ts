import { CONSTRAINT_CODES, type Constraint, type ConstraintCode, type UnderstoodFact } from "../understanding";
import { anyOf, clauseAround, findPhrases, fold, LETTERS, pattern, perLanguage, phraseSource, sentenceOf, WORD_CHARS, type Answer, type Range } from "./lexicon";

type ModeFact = Extract<UnderstoodFact, { kind: "mode" }>;

/**
 * Words that say one thing wherever they stand (docs/decisions/0506-reading-the-owners-facts.md): the mode of
 * business ("we come to you", "online only") and the owner's constraints ("everything is 100% plant-based",
 * "appointment only"), from the language's lists. A fact's span is the clause its words stand in ("everything is
 * 100% plant-based", not only "plant-based"); phrases for the same thing in one sentence make one span ("adults
 * only, 18+"). Each mode and each constraint is read once, where it is first said.
 */

/** The clauses holding the matches, those for the same thing in one sentence joined. */
function spansOf(answer: Answer, matches: readonly Range[]): Range[] {
  const spans: Range[] = [];
  for (const match of matches) {
    const sentence = sentenceOf(answer.sentences, match);
    const clause = clauseAround(answer.text, sentence, match);
    const last = spans.at(-1);
    if (last && sentenceOf(answer.sentences, last) === sentence && !answer.text.slice(last.end, clause.start).match(/[^\s,;，、،؛-]/u)) spans[spans.length - 1] = { start: last.start, end: Math.max(last.end, clause.end) };
    else if (last && last.start <= clause.start && clause.end <= last.end) continue;
    else spans.push(clause);
  }
  return spans;
}

const unclaimed = (answer: Answer, ranges: Range[]) => ranges.filter((range) => !answer.claims.has(range));

export function readModes(answer: Answer): ModeFact[] {
  const facts: ModeFact[] = [];
  for (const value of ["mobile", "online", "premises"] as const) {
    const [span] = spansOf(answer, unclaimed(answer, findPhrases(answer.folded, answer.lexicon.mode[value], answer.language)));
    if (!span) continue;
    facts.push({ kind: "mode", value, span: { step: answer.step, ...span, text: answer.text.slice(span.start, span.end) } });
  }
  for (const fact of facts) answer.claims.add(fact.span);
  return facts.sort((a, b) => a.span.start - b.span.start);
}

/** Codes a wider one already promises: plant-based is vegetarian and dairy-free, so "100% végétal" is not read as three rules. */
const IMPLIED: Partial<Record<ConstraintCode, readonly ConstraintCode[]>> = { "plant-based": ["vegetarian", "dairy-free"] };

/**
 * Month names in the language (Intl's long and short forms, so no list to keep) and a range between two of them:
 * "open May to October", "April bis September", "7月〜8月" make the business seasonal, unless the clause closes
 * ("closed from December to February" is a holiday, not a season).
 */
const monthRangeOf = perLanguage((language, lexicon) => {
  const names = new Set<string>();
  for (const month of ["long", "short"] as const) {
    const format = new Intl.DateTimeFormat(language, { month, timeZone: "UTC" });
    for (let index = 0; index < 12; index++) names.add(fold(format.format(new Date(Date.UTC(2024, index, 15)))).replace(/\.$/, ""));
  }
  const month = anyOf([...names].filter((name) => name.length > 1 || language === "ja"), language);
  return `${month}\\s*(?:${anyOf(lexicon.hours.dayConnectors, language)})\\s*${month}`;
});

function seasonalMatches(answer: Answer): Range[] {
  const ranges: Range[] = [];
  for (const match of answer.folded.matchAll(pattern(monthRangeOf(answer.language)))) {
    const range = { start: match.index, end: match.index + match[0].length };
    const clause = clauseAround(answer.text, sentenceOf(answer.sentences, range), range);
    if (findPhrases(answer.folded.slice(clause.start, clause.end), answer.lexicon.hours.closed, answer.language).length === 0) ranges.push(range);
  }
  return ranges;
}

export function readConstraints(answer: Answer): Constraint[] {
  const found: (Constraint & { range: Range; matches: Range[] })[] = [];
  for (const code of CONSTRAINT_CODES as readonly ConstraintCode[]) {
    const words = findPhrases(answer.folded, answer.lexicon.constraints[code], answer.language);
    const matches = unclaimed(answer, code === "seasonal" ? [...words, ...seasonalMatches(answer)].sort((a, b) => a.start - b.start) : words);
    const [span] = spansOf(answer, matches);
    if (!span || findPhrases(answer.folded.slice(span.start, span.end), answer.lexicon.partialRules, answer.language).length > 0) continue;
    found.push({ code, range: span, matches, span: { step: answer.step, ...span, text: answer.text.slice(span.start, span.end) } });
  }
  // A code whose words all lie inside another code's words, or in the clause of a code that implies it, is that code's.
  const inside = (inner: Range, outer: Range) => outer.start <= inner.start && inner.end <= outer.end;
  const kept = found.filter(
    (constraint) =>
      !found.some((other) => other !== constraint && constraint.matches.every((match) => other.matches.some((wider) => inside(match, wider) && wider.end - wider.start > match.end - match.start))) &&
      !found.some((other) => constraint.code !== null && (IMPLIED[other.code as ConstraintCode] ?? []).includes(constraint.code) && constraint.matches.every((match) => inside(match, other.range))),
  );
  for (const constraint of kept) answer.claims.add(constraint.range);
  const own = readOwnWords(answer);
  return [...kept.map(({ code, span }) => ({ code, span })), ...own].sort((a, b) => a.span.start - b.span.start);
}

const ownWordsOf = perLanguage((language, lexicon) =>
  lexicon.ownWords.patterns.map((template) => {
    const [before = "", after = ""] = template.split("{x}");
    // After the pattern's words, one or two words ("no pork", "sin carne de cerdo" reads "carne de"); before them, one ("cash only").
    const word = language === "ja" ? `[${LETTERS}ー]{1,8}` : before.trim() ? `[${LETTERS}'-]{3,}(?:\\s[${LETTERS}'-]{3,})?` : `[${LETTERS}'-]{3,}`;
    const source = `${before.trim() ? phraseSource(before.trim(), language) : ""}${before.endsWith(" ") ? "\\s+" : ""}(?<x>${word})${after.startsWith(" ") ? "\\s+" : ""}${after.trim() ? phraseSource(after.trim(), language) : ""}`;
    return `(?<![${WORD_CHARS}])${source}(?![${WORD_CHARS}])`;
  }),
);

/** A rule in the owner's own words ("no pork", "cash only"): a pattern of the language with one or two words, never one of the ignored. */
function readOwnWords(answer: Answer): Constraint[] {
  const ignore = new Set(answer.lexicon.ownWords.ignore);
  const found: Constraint[] = [];
  for (const source of ownWordsOf(answer.language)) {
    for (const match of answer.folded.matchAll(pattern(source))) {
      const range = { start: match.index, end: match.index + match[0].length };
      const x = match.groups?.x ?? "";
      if (ignore.has(x) || ignore.has(x.split(/\s/)[0]!) || answer.claims.has(range) || found.length >= 6) continue;
      answer.claims.add(range);
      found.push({ code: null, span: { step: answer.step, ...range, text: answer.text.slice(range.start, range.end) } });
    }
  }
  return found;
}
