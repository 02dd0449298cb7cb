import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { siteLanguageSchema } from "../sites/language-schema";
import { DEFAULT_SITE_TEMPLATE } from "../sites/themes";
import { ownerFactsSchema } from "../sites/facts";
import { storedSiteDocumentSchema } from "../sites/site-document-upgrade";
import { settledUnderstandingSchema } from "../chat/understanding-review";

/** Longest prompt the AI endpoints take (the chat's answers have the same ceiling). */
export const AI_PROMPT_MAX_LENGTH = 2000;
/** Longest "improve my answer" suggestion: one or two sentences that fit the chat's input. */
export const AI_SUGGESTION_MAX_LENGTH = 300;


/**
 * Messages of the AI endpoints (ours: docs/product.md names none), as message keys: the API answers their English
 * (`content/app-messages/chat/en.json`, whose limits must match the constants here), screens the reader's language.
 */
export const AI_MESSAGES = {
  promptRequired: "chat.ai.promptRequired",
  promptTooLong: "chat.ai.promptTooLong",
  seedInvalid: "chat.ai.seedInvalid",
  actionRequired: "chat.ai.actionRequired",
  unknownAction: "chat.ai.unknownAction",
  dataInvalid: "chat.ai.dataInvalid",
  dailyBudgetSpent: "chat.ai.dailyBudgetSpent",
  nameRequired: "chat.ai.nameRequired",
  nameTooLong: "chat.ai.nameTooLong",
  locationTooLong: "chat.ai.locationTooLong",
  unknownTemplate: "chat.ai.unknownTemplate",
  businessRequired: "chat.ai.businessRequired",
  unknownSection: "chat.ai.unknownSection",
  textRequired: "chat.ai.textRequired",
  textTooLong: "chat.ai.textTooLong",
  instructionRequired: "chat.ai.instructionRequired",
  instructionTooLong: "chat.ai.instructionTooLong",
} as const satisfies Record<string, AppMessageKey>;

/** POST /api/v1/ai/suggest-input-content and ask-to-bot's "suggest-input-content" data. */
export const suggestInputContentSchema = z.object({
  prompt: z
    .string({ error: AI_MESSAGES.promptRequired })
    .trim()
    .min(1, AI_MESSAGES.promptRequired)
    .max(AI_PROMPT_MAX_LENGTH, AI_MESSAGES.promptTooLong),
  /** Varies the built-in writer's wording; the same seed and prompt give the same suggestion. Random when absent. */
  seed: z.number({ error: AI_MESSAGES.seedInvalid }).int(AI_MESSAGES.seedInvalid).min(0, AI_MESSAGES.seedInvalid).max(0xffffffff, AI_MESSAGES.seedInvalid).optional(),
});

export type SuggestInputContentInput = z.infer<typeof suggestInputContentSchema>;

/** POST /api/v1/ai/ask-to-bot: an action name and its data (each action validates its own data). */
export const askToBotSchema = z.object({
  action: z.string({ error: AI_MESSAGES.actionRequired }).trim().min(1, AI_MESSAGES.actionRequired),
  data: z.record(z.string(), z.unknown(), { error: AI_MESSAGES.dataInvalid }).optional().default({}),
});

export type AskToBotInput = z.infer<typeof askToBotSchema>;


/** Longest instruction for "rewrite-text" ("make it shorter", "friendlier, mention the terrace"). */
export const AI_INSTRUCTION_MAX_LENGTH = 200;
/** Longest text "rewrite-text" takes and returns (a site paragraph's limit). */
export const AI_REWRITE_MAX_LENGTH = 700;

const SEED_FIELD = z.number({ error: AI_MESSAGES.seedInvalid }).int(AI_MESSAGES.seedInvalid).min(0, AI_MESSAGES.seedInvalid).max(0xffffffff, AI_MESSAGES.seedInvalid);

/** ask-to-bot "generate-site" data, and the brief of "regenerate-section": the chat's answers for server/generation. */
export const siteBriefSchema = z.object({
  name: z.string().trim().min(1, AI_MESSAGES.nameRequired).max(80, AI_MESSAGES.nameTooLong),
  business: z.string().trim().max(AI_PROMPT_MAX_LENGTH, AI_MESSAGES.promptTooLong).default(""),
  /** A business kind code; an unknown one is read from `business` by the classifier. */
  kind: z.string().trim().max(40).default(""),
  family: z.string().trim().max(40).default(""),
  location: z.string().trim().max(120, AI_MESSAGES.locationTooLong).default(""),
  template: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, AI_MESSAGES.unknownTemplate).default(DEFAULT_SITE_TEMPLATE),
  notes: z.string().trim().max(AI_PROMPT_MAX_LENGTH).optional(),
  seed: SEED_FIELD.optional(),
  email: z.string().trim().max(120).optional(),
  phone: z.string().trim().max(40).optional(),
  /** The owner's facts (core/sites/facts.ts): the only facts the site states. */
  facts: ownerFactsSchema.optional(),
  /** The site's language (core/sites/languages.ts); absent is English. */
  language: siteLanguageSchema.optional(),
  /**
   * What the owner confirmed of May's reading (the chat's "Here's what I understood" card, or `read-facts` answered by a
   * client): its kind, language and facts with the constraints stand in for `kind`, `language` and `facts` when those are absent.
   */
  understanding: settledUnderstandingSchema.optional(),
});

export type SiteBriefInput = z.infer<typeof siteBriefSchema>;

/**
 * ask-to-bot "read-facts" data: the chat's answers as an owner would type them, read for the owner's facts without
 * storing anything (docs/decisions/0506-reading-the-owners-facts.md). The answer's spans point into these fields.
 */
export const readFactsSchema = z.object({
  business: z.string().trim().min(1, AI_MESSAGES.businessRequired).max(AI_PROMPT_MAX_LENGTH, AI_MESSAGES.promptTooLong),
  location: z.string().trim().max(120, AI_MESSAGES.locationTooLong).default(""),
  name: z.string().trim().max(80, AI_MESSAGES.nameTooLong).default(""),
  notes: z.string().trim().max(AI_PROMPT_MAX_LENGTH, AI_MESSAGES.promptTooLong).default(""),
  /** The site's language when the client knows it; else detected from the answers. */
  language: siteLanguageSchema.optional(),
});

/** ask-to-bot "regenerate-section" data: the document, which section, and the brief it was written from. */
export const regenerateSectionSchema = z
  .object({
    document: storedSiteDocumentSchema,
    sectionId: z.string().regex(/^[a-z0-9-]{1,40}$/, AI_MESSAGES.unknownSection),
    brief: siteBriefSchema,
  })
  .refine((data) => data.document.sections.some((section) => section.id === data.sectionId), { message: AI_MESSAGES.unknownSection, path: ["sectionId"] });

/** ask-to-bot "rewrite-text" data. */
export const rewriteTextSchema = z.object({
  text: z.string().trim().min(1, AI_MESSAGES.textRequired).max(AI_REWRITE_MAX_LENGTH, AI_MESSAGES.textTooLong),
  instruction: z.string().trim().min(1, AI_MESSAGES.instructionRequired).max(AI_INSTRUCTION_MAX_LENGTH, AI_MESSAGES.instructionTooLong),
});
