import type commonWords from "../../content/app-messages/common/en.json";
import type publicWords from "../../content/app-messages/public/en.json";
import type authWords from "../../content/app-messages/auth/en.json";
import type chatWords from "../../content/app-messages/chat/en.json";
import type factsWords from "../../content/app-messages/facts/en.json";
import type dashboardWords from "../../content/app-messages/dashboard/en.json";
import type editorWords from "../../content/app-messages/editor/en.json";
import type panelsWords from "../../content/app-messages/panels/en.json";
import type mailWords from "../../content/app-messages/mail/en.json";

/**
 * Every message key of May's screens and emails: English's files are the contract, so a key used in code that
 * English lacks fails the type check (docs/decisions/0900-may-speaks-the-owners-language.md). One namespace per
 * folder of `content/app-messages/`; each key starts with its namespace.
 */
export const APP_MESSAGE_NAMESPACES = ["common", "public", "auth", "chat", "facts", "dashboard", "editor", "panels", "mail"] as const;
export type AppMessageNamespace = (typeof APP_MESSAGE_NAMESPACES)[number];

type EnglishFiles = {
  common: typeof commonWords;
  public: typeof publicWords;
  auth: typeof authWords;
  chat: typeof chatWords;
  facts: typeof factsWords;
  dashboard: typeof dashboardWords;
  editor: typeof editorWords;
  panels: typeof panelsWords;
  mail: typeof mailWords;
};

/** A key of one namespace ("chat.question.business"). */
export type AppMessageKeyOf<N extends AppMessageNamespace> = Extract<keyof EnglishFiles[N], string>;
/** Any key of any namespace. */
export type AppMessageKey = { [N in AppMessageNamespace]: AppMessageKeyOf<N> }[AppMessageNamespace];

/** A page's messages: key → ICU message, for the namespaces its routes asked for. */
export type AppMessages = Readonly<Record<string, string>>;

/** The header May's own screens send so an API refusal's message comes back as its key, which they show in their reader's language (the API answers English otherwise). */
export const MESSAGE_KEYS_HEADER = "X-May-Message-Keys";
