import type { AppMessageKey } from "@core/i18n/keys";

/**
 * Our own texts for projects, generation and publishing, as message keys of the `dashboard` namespace: the API answers
 * their English (`englishText`, word for word as before), the screens show them with `text()` in the reader's
 * language (docs/decisions/0900-may-speaks-the-owners-language.md). A project's stored `error` is one of these keys
 * (older rows keep their English).
 */
export const PROJECT_MESSAGES = {
  notFound: "dashboard.project.notFound",
  conversationIncomplete: "dashboard.project.conversationIncomplete",
  notGenerated: "dashboard.project.notGenerated",
  generationTimedOut: "dashboard.project.generationTimedOut",
  generationFailed: "dashboard.project.generationFailed",
  /** A generation that succeeded with the built-in writer because the AI provider refused the key (docs/decisions/). */
  writtenOffline: "dashboard.project.writtenOffline",
  alreadyGenerating: "dashboard.project.alreadyGenerating",
  unknownSection: "dashboard.project.unknownSection",
  /** Sections the owner fills in (menu, team, plans…: docs/decisions/0810-editor-v2-pages-and-structure.md) have no writer. */
  notRewritable: "dashboard.project.notRewritable",
  siteNotFound: "dashboard.project.siteNotFound",
  messageThanks: "dashboard.project.messageThanks",
  messageNotFound: "dashboard.project.messageNotFound",
  /** The chat's words when a call failed without an answer of ours (network, timeout, a garbled reply). */
  unreachable: "dashboard.project.unreachable",
} as const satisfies Record<string, AppMessageKey>;

