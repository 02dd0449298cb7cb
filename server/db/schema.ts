import { sql } from "drizzle-orm";
import { customType, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { GENERATION_STAGES, PROJECT_STATUSES } from "../../core/projects/schemas";
import { VERSION_KINDS } from "../../core/projects/versions";
import { SITE_TEMPLATES } from "../../core/sites/themes";

/**
 * A JSON text column that reads an unreadable value (not JSON, not text) as null instead of throwing, so
 * one damaged row degrades that row, never the whole list it is in (docs/security.md, "API and services").
 * The SQL type stays `text`: no migration.
 */
const readableJson = customType<{ data: unknown; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => {
    if (typeof value !== "string") return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  },
});

/** Roles a user can hold; docs/product.md fixes them to `authenticated` (the default) and `admin`. */
export const roles = sqliteTable("roles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  type: text("type").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export type Role = typeof roles.$inferSelect;

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** Accounts. Email is stored lower-case; usernames are unique regardless of case. */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    email: text("email").notNull().unique(),
    /** `local` (email and password) or `google`. */
    provider: text("provider").notNull().default("local"),
    /** `$pbkdf2-sha256$i=…,l=…$salt$hash`; null for accounts that never set a password (Google). */
    passwordHash: text("password_hash"),
    confirmed: integer("confirmed", { mode: "boolean" }).notNull().default(false),
    blocked: integer("blocked", { mode: "boolean" }).notNull().default(false),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    /** JWTs issued before this instant are refused (set by password change and reset). */
    tokensValidAfter: integer("tokens_valid_after", { mode: "timestamp_ms" }),
    /** The owner's IANA time zone, taken from their browser (core/time-zone.ts); null shows times in UTC. */
    timeZone: text("time_zone"),
    /** The language May speaks to this person on screen and by email (core/i18n/app-languages.ts); null follows the browser. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [uniqueIndex("users_username_lower_unique").on(sql`lower(${table.username})`)],
);

export type User = typeof users.$inferSelect;

export const AUTH_TOKEN_PURPOSES = ["email_confirmation", "password_reset", "google_handoff"] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use tokens sent to users: only their SHA-256 is stored, and each has an expiry. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** For email confirmation: the address this token proves (a changed email waits here until confirmed). */
    email: text("email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("auth_tokens_user_purpose").on(table.userId, table.purpose)],
);

export type AuthToken = typeof authTokens.$inferSelect;

/** Messages the `console` mail transport kept, for the development outbox at /dev/outbox. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  from: text("from").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  /** Where a reply goes (a lead email replies to the visitor); null for the app's own emails. */
  replyTo: text("reply_to"),
  createdAt: createdAt(),
});

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** What a notification is about (docs/product.md: site ready, site published, message received, email confirmed). */
export const NOTIFICATION_KINDS = ["email_confirmed", "site_ready", "site_published", "message_received"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Events shown under the signed-in layout's bell, newest first, with an unread count. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A same-site path to open (a project, a site); never an outside URL. */
    link: text("link"),
    /**
     * The values of the title's and body's message keys (migration 0026), so each reader sees them in their language;
     * null for older rows, whose title and body are English text.
     */
    messageValues: text("message_values", { mode: "json" }).$type<Record<string, string | number>>(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created").on(table.userId, table.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;

/**
 * One chat conversation per user: the five steps as docs/product.md's `chat-data` JSON, with a version that
 * every write bumps, so two tabs or devices can tell when they are behind.
 */
export const conversations = sqliteTable("conversations", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  steps: readableJson("steps").notNull(),
  /** The business list's kind for the business answer (the classifier's reading), kept beside the text for the generator. */
  businessKind: text("business_kind"),
  /** The project this conversation generated (set when the final step starts generation; cleared by a reset). */
  projectId: integer("project_id"),
  /** What May understood of the answers and the owner's review of it (core/chat/understanding-review.ts); null before the first read. */
  understanding: readableJson("understanding"),
  /** The owner's messages after the site was made and May's answers, newest last (core/chat/follow-up.ts); null before the first. */
  followUps: readableJson("follow_ups"),
  version: integer("version").notNull().default(1),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export type ConversationRow = typeof conversations.$inferSelect;

/** The looks a template can have; the site generator picks its renderer by this key. */

/**
 * Site templates offered at the chat's template step (seeded by a migration). `style` names the
 * template's character for the generator; `families` lists the business families it suits best.
 */
export const templates = sqliteTable(
  "templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** A path under public/, e.g. `/templates/warm-editorial.png`. */
    imageSrc: text("image_src").notNull(),
    style: text("style", { enum: SITE_TEMPLATES }).notNull(),
    /** Business families (core/chat/business-kinds.ts) this template suits best, as a JSON array. */
    families: text("families", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("templates_sort_order").on(table.sortOrder)],
);

export type Template = typeof templates.$inferSelect;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type GenerationStageName = (typeof GENERATION_STAGES)[number];

/**
 * A website a user made with the chat: the answers it was made from, the generated site document, and
 * where generation and publishing stand. Only the owner (or an admin) ever sees it.
 */
export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The public address: /s/{slug}. Kept when the site is regenerated or renamed. */
    slug: text("slug").notNull().unique(),
    business: text("business").notNull(),
    businessKind: text("business_kind").notNull(),
    location: text("location").notNull().default(""),
    template: text("template").notNull(),
    notes: text("notes").notNull().default(""),
    /** What the site is written from, as the owner confirmed it in the chat (kind, language, facts, rules); null for projects made before. */
    understood: readableJson("understood"),
    /** The generated site document (core/sites/site-document.ts), null until the first generation ends. */
    document: readableJson("document"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("draft"),
    stage: text("stage", { enum: GENERATION_STAGES }),
    /** Which writer wrote the site: one name, or "mixed" when sections came from different writers. */
    writer: text("writer"),
    /** What went wrong in the last generation, in words for the owner (never internals). */
    error: text("error"),
    seed: integer("seed").notNull().default(0),
    /** Email the owner about each new message from the site (docs/decisions/0700-leads-by-email-and-a-digest.md). */
    emailLeads: integer("email_leads", { mode: "boolean" }).notNull().default(true),
    /** When the owner was last emailed about messages: at most one email a minute per project. */
    leadsEmailedAt: integer("leads_emailed_at", { mode: "timestamp_ms" }),
    /** Ask search engines to leave the published site out: `noindex` on the page, Disallow in robots.txt (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md). */
    hideFromSearch: integer("hide_from_search", { mode: "boolean" }).notNull().default(false),
    generationStartedAt: integer("generation_started_at", { mode: "timestamp_ms" }),
    /** The newest version of the document (project_versions.id): the base a save must name (docs/decisions/0820-versions-of-a-site.md). */
    versionId: integer("version_id"),
    /** The version that is live, null while unpublished; never compacted away. */
    publishedVersionId: integer("published_version_id"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("projects_user_updated").on(table.userId, table.updatedAt)],
);

export type Project = typeof projects.$inferSelect;

export type VersionKind = (typeof VERSION_KINDS)[number];

/**
 * Every state a project's site document has had (docs/decisions/0820-versions-of-a-site.md): one row per
 * generation, edit burst, rewritten section, restore or publish, newest last. The newest is `projects.version_id`.
 */
export const projectVersions = sqliteTable(
  "project_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: VERSION_KINDS }).notNull(),
    document: readableJson("document").notNull(),
    /** Its headline and colours for the history list (core/projects/versions.ts), so listing never reads documents. */
    summary: readableJson("summary"),
    /** For a restore: the version it brought back. */
    restoredFrom: integer("restored_from"),
    /** When the editing burst this version stands for began (its first save); equal to `created_at` otherwise. */
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    /** When this state was saved (for a coalesced burst: its last save). */
    createdAt: createdAt(),
  },
  (table) => [index("project_versions_project_id").on(table.projectId, table.id)],
);

export type ProjectVersion = typeof projectVersions.$inferSelect;

/** The record of a published site: its rendered HTML (KV holds a cached copy, never the only one). */
export const publishedSites = sqliteTable("published_sites", {
  slug: text("slug").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: "cascade" }),
  html: text("html").notNull(),
  etag: text("etag").notNull(),
  publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  /** The site's other pages as published: a JSON array of { slug, html, etag } (docs/decisions/0810-editor-v2-pages-and-structure.md). */
  pages: text("pages").notNull().default("[]"),
});

export type PublishedSite = typeof publishedSites.$inferSelect;

export const LEAD_EMAIL_STATES = ["none", "pending", "sent"] as const;

/** Messages visitors send through a published site's contact form, listed for the owner on the project. */
export const siteMessages = sqliteTable(
  "site_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /**
     * The owner's email about it: `none` (email off, or received before emails existed), `pending`
     * (waiting for the scheduled digest), `sent` (docs/decisions/0700-leads-by-email-and-a-digest.md).
     */
    emailState: text("email_state", { enum: LEAD_EMAIL_STATES }).notNull().default("none"),
    /** The spam score at arrival (core/forms/spam.ts; docs/decisions/0703-spam-score-and-folder.md), and whether it is in the Spam folder (the owner may move it). */
    spamScore: integer("spam_score").notNull().default(0),
    spam: integer("spam", { mode: "boolean" }).notNull().default(false),
    /** The owner's inbox marks: read, and archived (out of the inbox, still kept). */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    archivedAt: integer("archived_at", { mode: "timestamp_ms" }),
    /** Deleted by the owner: hidden at once, restorable for a short while, then purged by the Cron Trigger (docs/decisions/0870-inbox-delete-undo-search-reply.md). */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /**
     * When the visitor confirmed, through the link of a confirmation email, that the address is theirs: replies
     * go to it only then (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
     */
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    /** The SHA-256 of the confirmation link's token while one is outstanding, and when its email went out. */
    confirmationHash: text("confirmation_hash"),
    confirmationSentAt: integer("confirmation_sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("site_messages_project_created").on(table.projectId, table.createdAt),
    index("site_messages_email_state").on(table.emailState),
    index("site_messages_deleted").on(table.deletedAt),
    uniqueIndex("site_messages_confirmation").on(table.confirmationHash),
  ],
);

export type SiteMessage = typeof siteMessages.$inferSelect;

/** The owner's replies to a visitor's message, sent from the app through the mail transport (docs/decisions/0870-inbox-delete-undo-search-reply.md). */
export const siteMessageReplies = sqliteTable(
  "site_message_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => siteMessages.id, { onDelete: "cascade" }),
    /** Who wrote it (the project's owner when it was sent). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** When it was mailed; null while it waits for the visitor to confirm their address. */
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("site_message_replies_message").on(table.messageId),
    index("site_message_replies_user_created").on(table.userId, table.createdAt),
    // The circuit breaker counts every account's replies of the last hour.
    index("site_message_replies_created").on(table.createdAt),
  ],
);

export type SiteMessageReply = typeof siteMessageReplies.$inferSelect;

/**
 * Form blocks on CMS pages when the pages come from the local source: one row per submission,
 * the fields as sent (checked against the form's own fields). With CMS_SOURCE=builder they go to
 * Builder's form-submit instead.
 */
export const cmsFormSubmissions = sqliteTable(
  "cms_form_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The page's URL path, e.g. `/contact`. */
    path: text("path").notNull(),
    /** The Form block's id in the page content. */
    formId: text("form_id").notNull(),
    formName: text("form_name").notNull(),
    fields: text("fields", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("cms_form_submissions_path_created").on(table.path, table.createdAt)],
);

export type CmsFormSubmission = typeof cmsFormSubmissions.$inferSelect;

/**
 * Each user's AI use per UTC day (docs/api.md, "AI"): every model call or generation adds one, refused
 * once the day's budget (AI_DAILY_BUDGET) is spent. The rate-limiting binding only counts 60 s windows.
 */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC date, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    uses: integer("uses").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type AiUsage = typeof aiUsage.$inferSelect;

/** What a visit rollup counts by: the day's totals, or one page, referring domain, device class or country. */
export const VISIT_DIMENSIONS = ["total", "page", "referrer", "device", "country"] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/**
 * A published site's visits per UTC day, flushed from its counter (a Durable Object) by the counter's alarm
 * (docs/decisions/0840-cookieless-visitor-counts.md). Counts only: no address, no hash, no cookie.
 */
export const siteVisitRollups = sqliteTable(
  "site_visit_rollups",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The UTC date, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    dimension: text("dimension", { enum: VISIT_DIMENSIONS }).notNull(),
    /** The page path, referring domain, device class or country code; empty for the day's totals. */
    value: text("value").notNull(),
    pageviews: integer("pageviews").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day, table.dimension, table.value] })],
);

export const CUSTOM_DOMAIN_STATUSES = ["pending", "active", "failed"] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/**
 * An owner's own domain for a published site: a custom hostname in Cloudflare for SaaS
 * (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md). The Worker serves the site on it.
 */
export const customDomains = sqliteTable(
  "custom_domains",
  {
    hostname: text("hostname").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The custom hostname's id at Cloudflare. */
    cloudflareId: text("cloudflare_id").notNull(),
    status: text("status", { enum: CUSTOM_DOMAIN_STATUSES }).notNull().default("pending"),
    /** The TXT record that proves the owner controls the name. */
    ownershipName: text("ownership_name").notNull().default(""),
    ownershipValue: text("ownership_value").notNull().default(""),
    /** Why it failed or what Cloudflare is still waiting for, in Cloudflare's words. */
    problem: text("problem"),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    /** When Cloudflare first found it active; a claim never verified expires (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md). */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("custom_domains_project").on(table.projectId),
    index("custom_domains_status_checked").on(table.status, table.checkedAt),
    index("custom_domains_unverified").on(table.verifiedAt, table.createdAt),
  ],
);

export type CustomDomain = typeof customDomains.$inferSelect;

/**
 * The owners' photos (docs/decisions/0800-photos-on-r2-through-the-images-binding.md): one row per upload,
 * the bytes in R2 (MEDIA) under media/{id}/. The id is derived from the owner and the file's content, so
 * the same file twice is one row, and the public URLs (by id) never change content: cached immutably.
 */
export const media = sqliteTable(
  "media",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stored original's type: image/jpeg, image/png or image/webp (metadata stripped, orientation applied). */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The stored original's size; the quota counts these. */
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("media_user_created").on(table.userId, table.createdAt)],
);

export type Media = typeof media.$inferSelect;
