import type { UnderstoodFact } from "../understanding";
import { fold, LETTERS, pattern, perLanguage, type Answer } from "./lexicon";

type ReviewFact = Extract<UnderstoodFact, { kind: "review" }>;

/**
 * A review with the reviewer's name (docs/decisions/0506-reading-the-owners-facts.md), in one of the language's
 * shapes ("“{quote}” – {name}", "a customer, {name}, wrote: {quote}", "{name}より「{quote}」"): the quote and the
 * name as the owner typed them, the span the whole shape.
 */

const QUOTE = `(?<quote>[^"“”«»„「」]{2,400}?)`;
// A name: one to four words, starting with a letter; at the end of a shape it runs to the end of the sentence.
// Inside a shape, a name may be followed by where the customer is from ("Anna (Clapham Common) said …").
const NAME_INSIDE = `(?<![${LETTERS}])(?<name>[${LETTERS}][${LETTERS}.'&’ -]{0,58}?)(?:\\s*\\([^()]{1,40}\\))?`;
const NAME_LAST = `(?<![${LETTERS}])(?<name>[${LETTERS}][${LETTERS}.'&’ -]{0,58})`;
/** Any quotation mark owners use, so a shape written with one ("…" or «…») reads every other ('…', „…“, “…”). */
const QUOTE_MARK = `["“”«»„']`;

function templateSource(template: string): string {
  let source = "";
  const parts = fold(template).split(/(\{quote\}|\{name\})/);
  parts.forEach((part, index) => {
    if (part === "{quote}") source += QUOTE;
    else if (part === "{name}") source += index === parts.length - 2 && parts.at(-1) === "" ? NAME_LAST : NAME_INSIDE;
    else {
      // Before an opening quote, a colon may be there or not ("Lucy wrote: “…”", "Lucy wrote “…”").
      const opening = /\s*:?\s*["“”«»„']$/u.exec(part);
      const text = opening && parts[index + 1] === "{quote}" ? part.slice(0, opening.index) : part;
      source += text
        .split(/["“”«»„']/)
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ +/g, "\\s*"))
        .join(QUOTE_MARK);
      if (text !== part) source += `\\s*:?\\s*${QUOTE_MARK}`;
    }
  });
  return source;
}

/**
 * The reviewer's name from the words before "said", "wrote" (a shape that does not end with the name): the last
 * words that start with a capital where the script has capitals ("we loved it when Sarah & Tom said …"), with the
 * small words that join two names ("Marta y Dani"); the words as matched where the script has none.
 */
function nameBefore(words: string, joiners: ReadonlySet<string>): string {
  const all = words.trim().split(/\s+/);
  if (!all.some((word) => /\p{Lu}/u.test(word))) return /\p{Ll}/u.test(words) ? "" : words.trim();
  const kept: string[] = [];
  for (const word of [...all].reverse()) {
    if (/^\p{Lu}/u.test(word) || (kept.length > 0 && joiners.has(word.toLowerCase()) && /^\p{Lu}/u.test(kept[0]!))) kept.unshift(word);
    else break;
  }
  while (kept.length > 0 && joiners.has(kept[0]!.toLowerCase())) kept.shift();
  return kept.join(" ");
}

/**
 * The reviewer's name from the words after a quote, as typed: words up to an initial ("Luca B.") or up to a word
 * that does not start with a capital where the script has capitals ("– Julie T. info@…", "- Tom and the team").
 */
function nameOnly(words: string): string {
  const kept: string[] = [];
  for (const word of words.trim().split(/\s+/)) {
    if (kept.length > 0 && /^\p{Ll}/u.test(word)) break;
    kept.push(word);
    if (/^\p{Lu}\.$/u.test(word)) break;
  }
  return kept.join(" ").replace(/[,;:]+$/, "");
}

const templatesOf = perLanguage((_language, lexicon) =>
  lexicon.reviews.templates.map((template) => ({
    endsWithName: template.endsWith("{name}"),
    nameFirst: template.startsWith("{name}"),
    // A shape that starts with a word starts a word ("كتب" is not the end of "مكتب").
    source: `${/^[\p{L}]/u.test(template) ? `(?<![${LETTERS}])` : ""}${templateSource(template)}${template.endsWith("{quote}") ? "$" : ""}`,
  })),
);

/** The small words that join two names ("Sarah & Tom", "Marta y Dani"): the language's joiners of days and times. */
const joinersOf = perLanguage((_language, lexicon) => new Set(["&", ...lexicon.hours.joiners]));

export function readReviews(answer: Answer): ReviewFact[] {
  const facts: ReviewFact[] = [];
  for (const sentence of answer.sentences) {
    const folded = answer.folded.slice(sentence.start, sentence.end);
    for (const { endsWithName, nameFirst, source } of templatesOf(answer.language)) {
      for (const match of folded.matchAll(pattern(source, { indices: true }))) {
        const groups = match.indices?.groups ?? {};
        const start = sentence.start + match.index;
        const at = (where: [number, number] | undefined) => (where ? answer.text.slice(sentence.start + where[0], sentence.start + where[1]).trim() : "");
        const quote = at(groups.quote);
        let name = at(groups.name);
        let end = start + match[0].length;
        if (endsWithName && groups.name) {
          name = nameOnly(name);
          end = sentence.start + groups.name[0] + answer.text.slice(sentence.start + groups.name[0]).indexOf(name) + name.length;
        } else if (groups.name && nameFirst) {
          name = nameBefore(name, joinersOf(answer.language));
        }
        if (answer.claims.has({ start, end }) || quote.length < 2 || name === "" || name.length > 60 || name.split(/\s+/).length > 4 || /\d/.test(name)) continue;
        answer.claims.add({ start, end });
        facts.push({ kind: "review", value: { quote, name, source: "" }, span: { step: answer.step, start, end, text: answer.text.slice(start, end) } });
      }
    }
  }
  return facts.sort((a, b) => a.span.start - b.span.start);
}
