import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { siteLanguageSchema } from "../sites/language-schema";

/**
 * The trade's usual services or products, offered to the owner as one-tap suggestions in the "Here's what I
 * understood" card, the "Business details" card and the editor's services section
 * (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md). A suggestion the owner taps becomes one of
 * their facts; one they do not is never published.
 */

/** GET /api/v1/trades/:kind/suggestions?language=: the site's language decides which words, or none. */
export const tradeSuggestionsQuerySchema = z.strictObject({ language: siteLanguageSchema });

export type TradeSuggestionsQuery = z.infer<typeof tradeSuggestionsQuerySchema>;

/** Its answer: the kind and language asked for, and the names offered (empty when the trade copy has none in the language). */
export const tradeSuggestionsAnswerSchema = z.object({
  data: z.object({ kind: z.string(), language: siteLanguageSchema, services: z.array(z.string()) }),
});

export const TRADE_SUGGESTION_MESSAGES = {
  unknownKind: "chat.trades.unknownKind",
} as const satisfies Record<string, AppMessageKey>;
