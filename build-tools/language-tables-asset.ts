import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { LANGUAGE_TABLES_PATH } from "../server/chat/language-tables-path.ts";

/**
 * The language detector's n-gram tables (eld's smallest database) as a static asset of the Worker instead of a
 * module of its upload (docs/decisions/0856-language-tables-as-a-static-asset.md): the build writes them as JSON
 * into the client build at LANGUAGE_TABLES_PATH, `npm run dev` serves the same bytes from node_modules, and the
 * tests' ASSETS binding answers them too (vitest.config.ts), so every run reads them through ASSETS as the
 * deployed Worker does. Nothing is committed: the tables come from the installed package each time.
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

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };

/** The ASSETS binding's answer for the tables in the tests (vitest.config.ts), or null for any other path. */
export async function languageTablesAssetsBinding(request: Request): Promise<Response | null> {
  if (new URL(request.url).pathname !== LANGUAGE_TABLES_PATH) return null;
  return new Response(await languageTablesJson(), { headers: HEADERS });
}

export function languageTablesAsset(): Plugin {
  return {
    name: "may:language-tables-asset",
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? "").split("?")[0] !== LANGUAGE_TABLES_PATH || (request.method !== "GET" && request.method !== "HEAD")) return next();
        languageTablesJson().then((json) => {
          response.statusCode = 200;
          for (const [name, value] of Object.entries(HEADERS)) response.setHeader(name, value);
          response.end(request.method === "HEAD" ? undefined : json);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.command !== "build") return;
      this.emitFile({ type: "asset", fileName: LANGUAGE_TABLES_PATH.slice(1), source: await languageTablesJson() });
    },
  };
}
