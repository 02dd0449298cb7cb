import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGE_TABLES_PATH } from "../server/chat/language-tables-path.ts";
import { type JsonDataAsset, jsonDataAssets, jsonDataAssetsBinding } from "./json-data-assets.ts";

/**
 * The language detector's n-gram tables (eld's smallest database) as a static asset of the Worker instead of a
 * module of its upload (docs/decisions/0856-language-tables-as-a-static-asset.md), at LANGUAGE_TABLES_PATH.
 * Nothing is committed: the tables come from the installed package each time.
 */

/** eld's own files, found from its published entry (its package exports nothing else). */
function eldFile(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.resolve("eld/extrasmall")));
}

let cached: Promise<string> | undefined;

/** The asset's text: eld's tables exactly as its module exports them, with where they come from. */
export function languageTablesJson(): Promise<string> {
  cached ??= import(/* @vite-ignore */ eldFile("../ngrams/extrasmall.js")).then((module: { ngramsData: unknown }) => {
    const { version, license } = JSON.parse(readFileSync(eldFile("../../package.json"), "utf8")) as { version: string; license: string };
    return JSON.stringify({ source: `eld ${version} (Nito-ELD), src/ngrams/extrasmall.js, ${license}, Copyright 2023 Nito T.M.`, ngramsData: module.ngramsData });
  });
  return cached;
}

const LANGUAGE_TABLES: readonly JsonDataAsset[] = [{ path: LANGUAGE_TABLES_PATH, json: languageTablesJson }];

/** The ASSETS binding's answer for the tables in the tests (vitest.config.ts), or null for any other path. */
export function languageTablesAssetsBinding(request: Request): Promise<Response | null> {
  return jsonDataAssetsBinding(LANGUAGE_TABLES, request);
}

export function languageTablesAsset() {
  return jsonDataAssets("may:language-tables-asset", () => LANGUAGE_TABLES);
}
