import { describe, expect, it } from "vitest";
import { AI_INSTRUCTION_MAX_LENGTH, AI_MESSAGES, AI_PROMPT_MAX_LENGTH, AI_REWRITE_MAX_LENGTH } from "@core/ai/schemas";
import { CHAT_ANSWER_MAX_LENGTH } from "@core/chat/conversation";
import { FOLLOW_UP_MESSAGES } from "@core/chat/follow-up-schema";
import { APP_LANGUAGES } from "@core/i18n/app-languages";
import { pageMessages } from "@server/platform";

/**
 * The chat's and the AI endpoints' refusals are message keys whose words name their limits as written numbers
 * (docs/decisions/0900-may-speaks-the-owners-language.md): each language's words must name the limit the code checks.
 */
describe("the limits the chat's refusals name", () => {
  it.each(APP_LANGUAGES)("%s names the checked limits", async (language) => {
    const words = await pageMessages(language, ["chat"]);
    const limits: [string, number][] = [
      [AI_MESSAGES.promptTooLong, AI_PROMPT_MAX_LENGTH],
      [AI_MESSAGES.textTooLong, AI_REWRITE_MAX_LENGTH],
      [AI_MESSAGES.instructionTooLong, AI_INSTRUCTION_MAX_LENGTH],
      [FOLLOW_UP_MESSAGES.tooLong, CHAT_ANSWER_MAX_LENGTH],
    ];
    for (const [key, limit] of limits) expect(words[key], key).toContain(String(limit));
  });
});
