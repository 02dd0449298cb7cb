import type { z } from "zod";
import { readFactsSchema, regenerateSectionSchema, rewriteTextSchema, siteBriefSchema, suggestInputContentSchema, type SiteBriefInput } from "@core/ai/schemas";
import { briefPartsOf } from "@core/chat/understanding-review";
import { readAnswers } from "@server/chat";
import { randomSeed } from "@core/seeded-random";
import { generateSite, regenerateSection, rewriteText } from "./generate-site";
import type { SiteBrief } from "./site-brief";
import { suggestInputContent } from "./suggestions/suggest-input-content";
import type { AiContext } from "@server/ai";

/** One action of POST /api/v1/ai/ask-to-bot: the schema of its `data` and what it does with it. */
export interface AskToBotAction<Schema extends z.ZodType = z.ZodType> {
  data: Schema;
  run(context: AiContext, data: z.output<Schema>): Promise<unknown>;
}

function action<Schema extends z.ZodType>(definition: AskToBotAction<Schema>): AskToBotAction {
  return definition as unknown as AskToBotAction;
}

/**
 * The brief as the generator takes it: a random seed when none was sent, and what the owner confirmed of May's reading
 * standing in for the kind ("OTHER" for none of these), language and facts the brief leaves out.
 */
function brief({ understanding, ...data }: SiteBriefInput): SiteBrief {
  const settled = understanding ? briefPartsOf(understanding) : null;
  return { ...data, kind: data.kind || (settled?.kind ?? ""), facts: data.facts ?? settled?.facts, language: data.language ?? settled?.language, seed: data.seed ?? randomSeed() };
}

/** Every ask-to-bot action by name. Adding one (generate a site, rewrite a section) is one entry here. */
export const ASK_TO_BOT_ACTIONS: Readonly<Record<string, AskToBotAction>> = {
  "suggest-input-content": action({ data: suggestInputContentSchema, run: suggestInputContent }),
  /** A whole site from the chat's answers: `{ document, writers }` (nothing is stored; projects do that). */
  "generate-site": action({ data: siteBriefSchema, run: async (context, data) => ({ ...(await generateSite(brief(data), context)), understanding: data.understanding ?? null }) }),
  /** The owner's facts read from the chat's answers, as the chat's card shows them: `{ understanding }` (nothing is stored). */
  "read-facts": action({ data: readFactsSchema, run: async (_context, data) => ({ understanding: await readAnswers(data) }) }),
  /** One section written again: `{ document, writer }`. */
  "regenerate-section": action({ data: regenerateSectionSchema, run: (context, data) => regenerateSection(data.document, data.sectionId, brief(data.brief), context) }),
  /** One text rewritten by an instruction: `{ text, writer }`. */
  "rewrite-text": action({ data: rewriteTextSchema, run: (context, data) => rewriteText(data.text, data.instruction, context) }),
};

/** The action of that name, or null (own properties only: "toString" is not an action). */
export function askToBotAction(name: string): AskToBotAction | null {
  return Object.hasOwn(ASK_TO_BOT_ACTIONS, name) ? (ASK_TO_BOT_ACTIONS[name] ?? null) : null;
}
