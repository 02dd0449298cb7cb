import { z } from "zod";
import type { AppMessageKeyOf } from "../i18n/keys";
import { documentChangeSchema } from "../sites/document-change-schema";
import { siteLanguageSchema } from "../sites/language-schema";

/**
 * The history of a site (docs/decisions/0820-versions-of-a-site.md): what made each version, how long an
 * editing burst lasts, how many versions are kept, and the shape the API and the editor's history panel read.
 * Runtime-neutral, so the browser reads the same schema the server answers with.
 */

/** What made a version: the first generation, a whole new site, an edit burst, one rewritten section, a restore, a publish. */
export const VERSION_KINDS = ["generated", "regenerated", "edited", "section-regenerated", "restored", "published"] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** The history panel's words for each kind, as message keys of the `editor` namespace. */
export const VERSION_KIND_LABELS: Record<VersionKind, AppMessageKeyOf<"editor">> = {
  generated: "editor.version.generated",
  regenerated: "editor.version.regenerated",
  edited: "editor.version.edited",
  "section-regenerated": "editor.version.sectionRegenerated",
  restored: "editor.version.restored",
  published: "editor.version.published",
};

export const VERSION_LIMITS = {
  /** Saves this close to the previous edit belong to the same burst and replace it (one pause ends a burst). */
  burstPauseMs: 60 * 1000,
  /** A burst never stands for more than this much editing, so long sessions still leave steps to go back to. */
  burstMaxMs: 10 * 60 * 1000,
  /** The newest versions always kept, whatever made them. */
  keepRecent: 50,
  /** Older than those: the last version of each day, for this many days (the published one always stays). */
  keepDailyDays: 30,
} as const;

/** The history's refusals: message keys of the `editor` namespace (the API answers their English), and the rate limit's English. */
export const VERSION_MESSAGES = {
  /** A save whose base is no longer the newest version (another tab, window or person saved in between). */
  stale: "editor.version.error.stale",
  notFound: "editor.version.error.notFound",
  tooMany: "common.error.tooManySaves",
  badBase: "editor.version.error.badBase",
} as const;

/** The `details` a stale write's 409 carries, so a client can tell it from "being generated" without reading words. */
export const STALE_VERSION_REASON = "stale-version";

/** A short picture of a version for the list: its headline and colours (the document itself stays on the server). */
export const versionSummarySchema = z.object({
  headline: z.string().nullable(),
  colors: z.array(z.string()),
  sections: z.number(),
  /**
   * What changed from the version before (core/sites/document-changes.ts), a folded burst's changes together;
   * absent on versions saved before entries were described (docs/decisions/0611-history-entries-say-what-changed.md).
   */
  changes: z.array(documentChangeSchema).optional(),
  /** "chat" when the owner's message in the chat made the version. */
  origin: z.literal("chat").optional(),
  /** The site's language when the version was saved: the language its entry is written in. */
  language: siteLanguageSchema.optional(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionViewSchema = z.object({
  id: z.number(),
  kind: z.enum(VERSION_KINDS),
  /** When the state was saved; for a burst of edits, its last save (`startedAt` is its first). */
  createdAt: z.string(),
  startedAt: z.string(),
  restoredFrom: z.number().nullable(),
  /** The newest version: what the editor shows. */
  current: z.boolean(),
  /** The version that is live on the public address. */
  live: z.boolean(),
  summary: versionSummarySchema,
  /**
   * What the version changed, one line each, in the site's language ("Opening hours added from the chat",
   * "Section “Menu” added"); a restore's line holds `{when}`, which the panel fills with `restoredFromAt` in the
   * reader's time zone.
   */
  description: z.array(z.string()),
  restoredFromAt: z.string().nullable(),
});
export type VersionView = z.infer<typeof versionViewSchema>;

export const versionListAnswerSchema = z.object({ data: z.array(versionViewSchema) });

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The summary of a stored document, read defensively: a document of any version (an older one, or one with
 * pages) still gives its first headline and its palette, and anything unexpected gives less, never a throw.
 */
export function summariseDocument(document: unknown): VersionSummary {
  const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const doc = record(document);
  const palette = record(record(doc?.theme)?.palette);
  const colors = ["primary", "accent", "background"].map((name) => palette?.[name]).filter((color): color is string => typeof color === "string" && HEX_COLOR.test(color));
  const sections: unknown[] = Array.isArray(doc?.sections) ? doc.sections : Array.isArray(doc?.pages) ? doc.pages.flatMap((page: unknown) => { const list = record(page)?.sections; return Array.isArray(list) ? list : []; }) : [];
  const hero = sections.map(record).find((section) => section?.type === "hero");
  const headline = typeof hero?.headline === "string" ? hero.headline.slice(0, 120) : null;
  return { headline, colors, sections: sections.length };
}

/** The ETag of a project's version (the API's `ETag` and `If-Match`). */
export function versionEtag(versionId: number): string {
  return `"v${versionId}"`;
}

/**
 * The base version named by an `If-Match` header: `"v12"` (or `W/"v12"`, or a bare 12). `*` and an absent
 * header name none (the write is not checked); anything else is invalid.
 */
export function baseVersionFromIfMatch(header: string | null | undefined): { ok: true; base: number | null } | { ok: false } {
  const value = header?.trim();
  if (!value || value === "*") return { ok: true, base: null };
  const match = /^(?:W\/)?"?v?([0-9]{1,15})"?$/.exec(value);
  const base = match ? Number(match[1]) : 0;
  return base > 0 ? { ok: true, base } : { ok: false };
}
