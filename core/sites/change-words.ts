import { z } from "zod";
import ar from "../../content/changes/ar.json" with { type: "json" };
import de from "../../content/changes/de.json" with { type: "json" };
import en from "../../content/changes/en.json" with { type: "json" };
import es from "../../content/changes/es.json" with { type: "json" };
import fr from "../../content/changes/fr.json" with { type: "json" };
import it from "../../content/changes/it.json" with { type: "json" };
import ja from "../../content/changes/ja.json" with { type: "json" };
import pt from "../../content/changes/pt.json" with { type: "json" };
import { ANSWER_TOPICS, type AnswerTopic } from "./change-topics";
import { FACT_FIELDS, NAMED_CHANGES, PLAIN_CHANGES, type DocumentChange } from "./document-change-schema";
import type { SiteLanguage } from "./languages";

/**
 * The words of the history's entries and of the chat's answers after the site is made, per site language, as data
 * (content/changes/<language>.json, checked here): what each change is called, the fixed honest answers naming the
 * place in the editor for what the chat cannot do, and the words that recognise those topics
 * (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md, 0611-history-entries-say-what-changed.md).
 */


const words = z.string().min(1).max(400);
const record = <K extends string>(keys: readonly K[], value: z.ZodType = words) => z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, z.ZodType>);

export const changeWordsSchema = z.strictObject({
  facts: record(FACT_FIELDS),
  how: z.strictObject({ added: words, changed: words, removed: words }),
  changes: record([...PLAIN_CHANGES, ...NAMED_CHANGES, "nothing"] as const),
  fromChat: words.refine((text) => text.includes("{change}"), "fromChat needs {change}."),
  restored: words.refine((text) => text.includes("{when}"), "restored needs {when}."),
  restoredUnknown: words,
  kinds: record(["generated", "regenerated", "section-regenerated", "published", "edited", "restored"] as const),
  more: words.refine((text) => text.includes("{count}"), "more needs {count}."),
  chat: record(["applied", "undo", "undone", "openEditor", "nothingNew", "notPublished"] as const),
  topics: record(ANSWER_TOPICS, z.array(z.string().min(1).max(40)).min(1)),
  answers: record([...ANSWER_TOPICS, "other"] as const),
  /** How a request to the chat starts ("please say that"): left off a rule before it becomes a claim on the site. */
  requestLeads: z.array(z.string().min(1).max(60)),
});

export type ChangeWords = {
  facts: Record<(typeof FACT_FIELDS)[number], string>;
  how: { added: string; changed: string; removed: string };
  changes: Record<(typeof PLAIN_CHANGES)[number] | (typeof NAMED_CHANGES)[number] | "nothing", string>;
  fromChat: string;
  restored: string;
  restoredUnknown: string;
  kinds: Record<"generated" | "regenerated" | "section-regenerated" | "published" | "edited" | "restored", string>;
  more: string;
  chat: Record<"applied" | "undo" | "undone" | "openEditor" | "nothingNew" | "notPublished", string>;
  topics: Record<AnswerTopic, string[]>;
  answers: Record<AnswerTopic | "other", string>;
  requestLeads: string[];
};

const FILES: Record<SiteLanguage, unknown> = { en, es, fr, de, pt, it, ja, ar };
const parsed = new Map<SiteLanguage, ChangeWords>();

/** A language's words, checked once. */
export function changeWords(language: SiteLanguage): ChangeWords {
  let found = parsed.get(language);
  if (!found) {
    found = changeWordsSchema.parse(FILES[language]) as ChangeWords;
    parsed.set(language, found);
  }
  return found;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A fact's name at the start of an entry: capitalised where the template starts with it. */
function factName(words: ChangeWords, field: (typeof FACT_FIELDS)[number], template: string): string {
  const name = words.facts[field];
  return template.startsWith("{what}") ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : name;
}

/** One entry in the language's words: "Opening hours added", "Section “Menu” added"; with `from` "chat", "… from the chat". */
export function changeText(change: DocumentChange, language: SiteLanguage, options: { from?: "chat"; withDetail?: boolean } = {}): string {
  const words = changeWords(language);
  let text: string;
  if (change.code === "fact") {
    const template = words.how[change.how];
    text = fill(template, { what: factName(words, change.fact, template) });
  } else if ("name" in change) {
    text = fill(words.changes[change.code], { name: change.name });
  } else {
    text = words.changes[change.code];
  }
  if (options.from === "chat") text = fill(words.fromChat, { change: text });
  if (options.withDetail && change.code === "fact" && change.detail) text = `${text}: ${change.detail}`;
  return text;
}

/** The lines of a version's entry: its main changes, then "and N more" when there were more than `max`. */
export function changeLines(changes: readonly DocumentChange[], language: SiteLanguage, options: { from?: "chat"; max?: number } = {}): string[] {
  const max = options.max ?? 4;
  const lines = changes.slice(0, max).map((change) => changeText(change, language, options.from ? { from: options.from } : {}));
  if (changes.length > max) lines.push(fill(changeWords(language).more, { count: String(changes.length - max) }));
  return lines;
}
