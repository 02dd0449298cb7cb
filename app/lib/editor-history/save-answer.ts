import { z } from "zod";
import { projectAnswerSchema } from "@core/projects/schemas";
import { STALE_VERSION_REASON } from "@core/projects/versions";
import { INTENT_MESSAGES } from "@core/projects/intents";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";

/**
 * What the editor reads a save's answer and a device's kept draft with (zod), in a chunk of its own fetched with the
 * first save or the first look at the device's copy, not with the editor (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
 */
export const saveAnswer = {
  projectAnswerSchema,
  storedSiteDocumentSchema,
  /** The API's refusal, as much of it as the editor reads: its words, and for a stale save the newest version. */
  refusalSchema: z.object({
    error: z.object({ message: z.string(), details: z.object({ reason: z.string().optional(), currentVersion: z.number().nullable().optional() }).optional() }),
  }),
  STALE_VERSION_REASON,
  INTENT_MESSAGES,
};
