/**
 * Where May's words in one language other than English are among the Worker's static assets
 * (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md): one file per language, every namespace in
 * it, written by the build (build-tools/app-messages-asset.ts) and read through the ASSETS binding at first use.
 * No import here, so the build's own Node code can read it.
 */
export function appMessagesPath(language: string): string {
  return `/_data/app-messages/${language}.json`;
}
