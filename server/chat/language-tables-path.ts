/**
 * Where the language detector's tables are among the Worker's static assets (docs/decisions/0856-language-tables-as-a-static-asset.md):
 * written there by the build (build-tools/language-tables-asset.ts), read through the ASSETS binding at the first
 * detection. No import but this constant, so the build's own Node code can read it.
 */
export const LANGUAGE_TABLES_PATH = "/_data/eld-extrasmall.json";
