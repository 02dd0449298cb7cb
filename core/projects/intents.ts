import { z } from "zod";
import { ownerFactsSchema } from "../sites/facts";
import { storedSiteDocumentSchema } from "../sites/site-document-upgrade";
import { replyBodySchema } from "./inbox";
import { projectNameSchema, projectSettingsFields, siteMessageMarks } from "./schemas";
import { VERSION_MESSAGES } from "./versions";

/**
 * The one list of things a person can do to a project (docs/decisions/0300-one-door-per-project-action.md).
 * The dashboard's forms, the editor's JSON and the /api/v1 project routes all turn their input into one of
 * these and hand it to the one runner (server/project-actions/intents.ts).
 */

export const INTENT_MESSAGES = {
  unknown: "common.error.unknownAction",
  notJson: "common.error.notJson",
  /** The editor's words for a document that breaks the schema (its fields say where), a message key. */
  badDocument: "editor.intent.badDocument",
  badSection: "editor.intent.badSection",
} as const;

/** A version a write was based on: a version id of the project (core/projects/versions.ts). */
const baseVersionSchema = z.number({ error: VERSION_MESSAGES.badBase }).int({ error: VERSION_MESSAGES.badBase }).positive({ error: VERSION_MESSAGES.badBase });

/** A section id as the site document writes them. */
const sectionIdSchema = z.string({ error: INTENT_MESSAGES.badSection }).regex(/^[a-z0-9-]{1,40}$/, { error: INTENT_MESSAGES.badSection });

export const projectIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("publish") }),
    z.object({ intent: z.literal("unpublish") }),
    z.object({ intent: z.literal("regenerate") }),
    z.object({ intent: z.literal("delete") }),
    z.object({ intent: z.literal("rename"), name: projectNameSchema }),
    // The API's PUT may rename in the same save; the editor sends the document alone. An editor open since
    // before an upgrade may still send an older version of the document: it is upgraded, then checked.
    // `baseVersion` is the version the editor started from; a stale one is refused (docs/decisions/0821-stale-writes-are-refused.md).
    // `keepCopy` saves the editor's copy over a newer version as its own version (the newer one stays in the history).
    z.object({ intent: z.literal("save"), document: storedSiteDocumentSchema, name: projectNameSchema.optional(), baseVersion: baseVersionSchema.optional(), keepCopy: z.boolean().optional() }),
    // Bring an earlier version back as the newest one (docs/decisions/0820-versions-of-a-site.md).
    z.object({ intent: z.literal("restore"), versionId: z.number({ error: VERSION_MESSAGES.notFound }).int().positive({ error: VERSION_MESSAGES.notFound }) }),
    z.object({ intent: z.literal("regenerate-section"), sectionId: sectionIdSchema }),
    // The owner's facts (the chat's "Business details" card): stored in the site and shown where they belong.
    z.object({ intent: z.literal("facts"), facts: ownerFactsSchema, name: projectNameSchema.optional(), baseVersion: baseVersionSchema.optional() }),
    // The project's switches (docs/decisions/0700-leads-by-email-and-a-digest.md); either may be left out.
    z.object({ intent: z.literal("settings"), ...projectSettingsFields.shape }),
    // The owner's marks on one message of the site's inbox (docs/decisions/0703-spam-score-and-folder.md).
    // Delete and its undo (`deleted: false`) too (docs/decisions/0870-inbox-delete-undo-search-reply.md).
    z.object({ intent: z.literal("message"), messageId: z.number().int().positive(), ...siteMessageMarks.shape }),
    // The owner's answer to a visitor, mailed to them from the app.
    z.object({ intent: z.literal("reply"), messageId: z.number().int().positive(), body: replyBodySchema }),
  ],
  { error: INTENT_MESSAGES.unknown },
);

export type ProjectIntent = z.infer<typeof projectIntentSchema>;
export type ProjectIntentName = ProjectIntent["intent"];

/** Parses an intent from any door; a refusal is a value with words for people, never a throw. */
export function parseProjectIntent(input: unknown): { ok: true; intent: ProjectIntent } | { ok: false; error: string } {
  const parsed = projectIntentSchema.safeParse(input);
  if (parsed.success) return { ok: true, intent: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.path[0] === "document") return { ok: false, error: INTENT_MESSAGES.badDocument };
  return { ok: false, error: issue?.message ?? INTENT_MESSAGES.unknown };
}

/** PUT /api/v1/projects/:id: a new name and/or an edited site and/or the owner's facts (the API's own contract, with its messages). */
export const updateProjectSchema = z
  .object({
    name: projectNameSchema.optional(),
    // A client that read the site before an upgrade may still send the older version (upgraded on read).
    document: storedSiteDocumentSchema.optional(),
    /** The owner's facts (core/sites/facts.ts); with a document, they replace the document's. */
    facts: ownerFactsSchema.optional(),
    /** The version this change was based on (or send `If-Match: "v12"`); a stale base is a 409. Absent: the change is not checked. */
    baseVersion: baseVersionSchema.optional(),
    /** With a document: keep this save as its own version, never folded into the previous edit (an editor's "keep my version"). */
    keepCopy: z.boolean().optional(),
  })
  .refine((input) => input.name !== undefined || input.document !== undefined || input.facts !== undefined, { error: "common.error.nothingToChange" });

export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** The API's update as an intent: a rename, or a save of the document (with a new name when both came). */
export function updateIntent(input: UpdateProjectInput): ProjectIntent {
  const name = input.name !== undefined ? { name: input.name } : {};
  const base = input.baseVersion !== undefined ? { baseVersion: input.baseVersion } : {};
  if (input.document !== undefined) return { intent: "save", document: input.facts ? { ...input.document, facts: input.facts } : input.document, ...name, ...base, ...(input.keepCopy ? { keepCopy: true } : {}) };
  if (input.facts !== undefined) return { intent: "facts", facts: input.facts, ...name, ...base };
  return { intent: "rename", name: input.name ?? "" };
}
