export { createDb, type Database, pingDatabase } from "./client";
export { MIGRATIONS_TABLE } from "./migrations-table";
export { aiUsage, type AuthToken, type AuthTokenPurpose, authTokens, cmsFormSubmissions, conversations, type CustomDomain, customDomains, mailOutbox, media, type Media, type Notification, type NotificationKind, notifications, type OutboxMessage, type Project, projects, projectVersions, type PublishedSite, publishedSites, type Role, roles, type SiteMessage, siteMessageReplies, siteMessages, siteVisitRollups, type Template, templates, type User, users, type VisitDimension } from "./schema";
export { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, watchedDatabase } from "./unavailable";
