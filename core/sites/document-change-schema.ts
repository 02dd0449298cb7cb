import { z } from "zod";

/**
 * The shape of one entry of what changed between two states of a site's document (core/sites/document-changes.ts
 * computes them; docs/decisions/0611-history-entries-say-what-changed.md). Apart, so the editor and the chat check
 * answers without loading what computes them.
 */

/** The owner's facts a change can name, in the order entries list them. */
export const FACT_FIELDS = ["hours", "phone", "email", "address", "serviceArea", "mode", "services", "reviews", "numbers", "claims"] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export const PLAIN_CHANGES = ["headline", "textUnnamed", "sectionsMoved", "photo", "colours", "fonts", "spacing", "logo", "seo", "name"] as const;
export const NAMED_CHANGES = ["text", "sectionAdded", "sectionRemoved", "sectionHidden", "sectionShown", "pageAdded", "pageRemoved"] as const;

const detail = z.string().max(200).optional();
export const documentChangeSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("fact"), fact: z.enum(FACT_FIELDS), how: z.enum(["added", "changed", "removed"]), detail }),
  z.object({ code: z.enum(PLAIN_CHANGES) }),
  z.object({ code: z.enum(NAMED_CHANGES), name: z.string().max(120) }),
]);
export type DocumentChange = z.infer<typeof documentChangeSchema>;

