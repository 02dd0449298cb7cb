import { z } from "zod";

/** Who wrote an AI answer (docs/product.md): the configured provider, or the built-in writer it fell back to. */
export const AI_WRITERS = ["built-in", "openai-compatible", "workers-ai"] as const;
export type AiWriter = (typeof AI_WRITERS)[number];

/** What both endpoints answer for a suggestion: `{ data: SuggestionResult }`. */
export const suggestionResultSchema = z.object({ suggestion: z.string(), writer: z.enum(AI_WRITERS) });
export const suggestionAnswerSchema = z.object({ data: suggestionResultSchema });

export type SuggestionResult = z.infer<typeof suggestionResultSchema>;
