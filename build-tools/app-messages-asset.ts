import { readFile } from "node:fs/promises";
import path from "node:path";
import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE } from "../core/i18n/app-languages.ts";
import { APP_MESSAGE_NAMESPACES } from "../core/i18n/keys.ts";
import { appMessagesPath } from "../server/platform/app-messages-path.ts";
import { type JsonDataAsset, jsonDataAssets, jsonDataAssetsBinding } from "./json-data-assets.ts";

/**
 * May's words in the seven languages beyond English as static assets of the Worker, one file per language holding
 * every namespace (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md). English stays in the Worker:
 * the API answers in it and it fills any key a language lacks. Each answer is read from `content/app-messages/`
 * when asked for; the Worker keeps what it read for the isolate's life, so `npm run dev` shows an edit after a restart.
 */
const MESSAGES_DIRECTORY = path.join(import.meta.dirname, "../content/app-messages");

async function languageJson(language: string): Promise<string> {
  const files = await Promise.all(
    APP_MESSAGE_NAMESPACES.map(async (namespace) => {
      const file = path.join(MESSAGES_DIRECTORY, namespace, `${language}.json`);
      return [namespace, JSON.parse(await readFile(file, "utf8")) as Record<string, string>] as const;
    }),
  );
  return JSON.stringify(Object.fromEntries(files));
}

export const APP_MESSAGES_ASSETS: readonly JsonDataAsset[] = APP_LANGUAGES.filter((language) => language !== DEFAULT_APP_LANGUAGE).map((language) => ({
  path: appMessagesPath(language),
  json: () => languageJson(language),
}));

/** The ASSETS binding's answer for a language's file in the tests (vitest.config.ts), or null for any other path. */
export function appMessagesAssetsBinding(request: Request): Promise<Response | null> {
  return jsonDataAssetsBinding(APP_MESSAGES_ASSETS, request);
}

export function appMessagesAsset() {
  return jsonDataAssets("may:app-messages-asset", () => APP_MESSAGES_ASSETS);
}
