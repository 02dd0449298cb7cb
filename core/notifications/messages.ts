import type { AppMessageKey } from "@core/i18n/keys";

/**
 * Each kind of notification's words as message keys of the `dashboard` namespace: stored with their values and shown
 * in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export const NOTIFICATION_MESSAGES = {
  siteReady: { title: "dashboard.notification.siteReady.title", body: "dashboard.notification.siteReady.body" },
  sitePublished: { title: "dashboard.notification.sitePublished.title", body: "dashboard.notification.sitePublished.body" },
  messageReceived: { title: "dashboard.notification.messageReceived.title", body: "dashboard.notification.messageReceived.body" },
  emailConfirmed: { title: "dashboard.notification.emailConfirmed.title", body: "dashboard.notification.emailConfirmed.body" },
  emailChanged: { title: "dashboard.notification.emailChanged.title", body: "dashboard.notification.emailChanged.body" },
} as const satisfies Record<string, { title: AppMessageKey; body: AppMessageKey }>;

/** The values a notification's keys are formatted with: names, addresses, an excerpt. */
export type NotificationValues = Readonly<Record<string, string | number>>;
