import type { z } from "zod";
import { suggestInputContentSchema } from "../../app/lib/ai-schemas";
import { suggestInputContent } from "./suggest-input-content";
import type { AiContext } from "./write";

/** One action of POST /api/v1/ai/ask-to-bot: the schema of its `data` and what it does with it. */
export interface AskToBotAction<Schema extends z.ZodType = z.ZodType> {
  data: Schema;
  run(context: AiContext, data: z.output<Schema>): Promise<unknown>;
}

function action<Schema extends z.ZodType>(definition: AskToBotAction<Schema>): AskToBotAction {
  return definition as unknown as AskToBotAction;
}

/** Every ask-to-bot action by name. Adding one (issue 6: generate a site, rewrite a section) is one entry here. */
export const ASK_TO_BOT_ACTIONS: Readonly<Record<string, AskToBotAction>> = {
  "suggest-input-content": action({ data: suggestInputContentSchema, run: suggestInputContent }),
};

/** The action of that name, or null (own properties only: "toString" is not an action). */
export function askToBotAction(name: string): AskToBotAction | null {
  return Object.hasOwn(ASK_TO_BOT_ACTIONS, name) ? (ASK_TO_BOT_ACTIONS[name] ?? null) : null;
}
