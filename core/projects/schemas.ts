import { z } from "zod";
import { SITE_CONTACT_LIMITS as LIMITS } from "../sites/contact-form";
import { ownerFactsSchema } from "../sites/facts";

/**
 * A project's name, as the API's update, the dashboard's rename and the editor take it. This module stays
 * light (no site document) because the browser reads `projectViewSchema` from it.
 */
export const projectNameSchema = z.string().trim().min(1, { error: "common.project.nameRequired" }).max(80, { error: "common.project.nameTooLong" });

/** A project's lifecycle and generation stages: the one list, which the projects table's columns read too. */
export const PROJECT_STATUSES = ["draft", "generating", "ready", "published", "failed"] as const;
export const GENERATION_STAGES = ["outline", "copy", "images", "layout", "ready"] as const;

/** A project as the API and the screens show it (the site document travels separately). */
export const projectViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  business: z.string(),
  businessKind: z.string(),
  location: z.string(),
  template: z.string(),
  notes: z.string(),
  status: z.enum(PROJECT_STATUSES),
  stage: z.enum(GENERATION_STAGES).nullable(),
  writer: z.string().nullable(),
  error: z.string().nullable(),
  published: z.boolean(),
  /** Whether a generated site exists (a regeneration keeps showing the previous one until it ends). */
  hasSite: z.boolean(),
  /** True when the site changed after it was published (republish to make the changes public). */
  unpublishedChanges: z.boolean(),
  /** The newest version of the site (its history: core/projects/versions.ts); a save names it as its base. Null before the first generation. */
  versionId: z.number().nullable(),
  /** The version that is live, null while unpublished (or published before versions were kept). */
  publishedVersionId: z.number().nullable(),
  publicPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The project's switches (docs/decisions/0700-leads-by-email-and-a-digest.md). */
  settings: z.object({ emailLeads: z.boolean(), hideFromSearch: z.boolean() }),
});

export type ProjectView = z.infer<typeof projectViewSchema>;

/**
 * What the browser reads of `/api/v1/projects/:id` and the actions that answer the same shape: the view and
 * its public address. The document the API also sends is not read there (zod drops unknown keys).
 */
export const projectAnswerSchema = z.object({ data: projectViewSchema.extend({ publicUrl: z.string() }) });

/** A phone number as people type one: within the form's limit, digits with the usual separators, at least six digits. */
function isPhoneNumber(value: string): boolean {
  return value.length <= LIMITS.phone && /^\+?[\d\s()./-]+$/.test(value) && value.replace(/\D/g, "").length >= 6;
}

/** A visitor's message through a published site's contact form. */
/* eslint-disable ui-text/sentences -- the API's English for a visitor's form; a published page shows its visitors the site's own words (core/sites/i18n) */
export const siteMessageSchema = z.object({
  name: z.string().trim().min(1, { error: "Please tell us your name." }).max(LIMITS.name, { error: "Name must be at most 100 characters." }),
  email: z.string().trim().max(LIMITS.email).regex(z.regexes.email, { error: "Please enter a valid email address." }),
  // Optional: an empty box is no phone.
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || isPhoneNumber(value), { error: "Please enter a valid phone number." })
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  message: z.string().trim().min(1, { error: "Please write a message." }).max(LIMITS.message, { error: "Message must be at most 2,000 characters." }),
});
/* eslint-enable ui-text/sentences */

/** A project's switches, each optional: the settings route and the `settings` intent share them. */
export const projectSettingsFields = z.object({ emailLeads: z.boolean().optional(), hideFromSearch: z.boolean().optional() });
/** PUT /api/v1/projects/:id/settings: the switches to change (at least one). */
export const projectSettingsSchema = projectSettingsFields.refine((input) => Object.values(input).some((value) => value !== undefined), { error: "common.error.nothingToChange" });

/** The owner's marks on one message, each optional; `deleted: false` is the undo of a delete. Shared with the `message` intent. */
export const siteMessageMarks = z.object({ read: z.boolean().optional(), archived: z.boolean().optional(), spam: z.boolean().optional(), deleted: z.boolean().optional() });
/** PUT /api/v1/projects/:id/messages/:messageId: the owner's marks (at least one). */
export const siteMessageChangeSchema = siteMessageMarks.refine((input) => Object.values(input).some((value) => value !== undefined), { error: "common.error.nothingToChange" });

export type SiteMessageInput = z.infer<typeof siteMessageSchema>;

/**
 * What the chat's panel reads: the answer above plus the owner's facts and the trade's usual services, for
 * the "Business details" card (docs/decisions/0500-owner-facts-and-nothing-invented.md).
 */
export const projectWithFactsAnswerSchema = z.object({
  data: projectViewSchema.extend({
    publicUrl: z.string(),
    document: z.object({ facts: ownerFactsSchema }).nullable().optional(),
    suggestions: z.object({ services: z.array(z.string()) }).optional(),
  }),
});
