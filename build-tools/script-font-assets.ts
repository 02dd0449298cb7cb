import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { allScriptFontSlices, SITE_FONTS_PATH, type ScriptFontSlice } from "../server/sites/fonts/script-font-files";

/**
 * Japanese and Arabic fonts as static assets of the Worker (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md):
 * copied from node_modules into the client build under /_fonts/{package}-{version}/, with a `_headers` file
 * that makes them immutable and usable from any of our hosts; `npm run dev` serves the same paths from
 * node_modules. Nothing is committed and the Worker's bundle does not grow.
 */

const require = createRequire(import.meta.url);

/** The headers every script font answers with, in the build (`_headers`) and in dev alike. */
export const SCRIPT_FONT_HEADERS: Record<string, string> = {
  "Cache-Control": "public, max-age=31536000, immutable",
  // Fonts are fetched in CORS mode; a site's own host and the app's both use them.
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/** The file on disk: Fontsource's package in node_modules. */
export function scriptFontFilePath(slice: ScriptFontSlice): string {
  return require.resolve(`${slice.packageName}/files/${slice.packageFile}`);
}

/** The `_headers` rules for the fonts' folders (one per package and version). */
export function scriptFontHeadersFile(slices: readonly ScriptFontSlice[]): string {
  const folders = [...new Set(slices.map((slice) => slice.path.slice(0, slice.path.indexOf("/"))))];
  const headers = Object.entries(SCRIPT_FONT_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  return folders.map((folder) => `${SITE_FONTS_PATH}${folder}/*\n${headers}\n`).join("");
}

const byUrl = new Map(allScriptFontSlices().map((slice) => [`${SITE_FONTS_PATH}${slice.path}`, slice]));

/** The slice served at a path (`/_fonts/noto-sans-jp-5.3.1/…`), or null. */
export function scriptFontAt(pathname: string): ScriptFontSlice | null {
  return byUrl.get(pathname) ?? null;
}

/**
 * The Worker's ASSETS binding as the tests see it: the same files the build copies, with the build's headers
 * (vitest.config.ts). A path that is not a script font is a 404, as the static assets answer.
 */
export function scriptFontAssetsBinding(request: Request): Response {
  const slice = scriptFontAt(new URL(request.url).pathname);
  if (!slice) return new Response("Not found", { status: 404 });
  return new Response(readFileSync(scriptFontFilePath(slice)), { headers: { "Content-Type": "font/woff2", ...SCRIPT_FONT_HEADERS } });
}

export function scriptFontAssets(): Plugin {
  const slices = allScriptFontSlices();
  return {
    name: "may:script-font-assets",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const slice = scriptFontAt((request.url ?? "").split("?")[0]!);
        if (!slice || (request.method !== "GET" && request.method !== "HEAD")) return next();
        response.statusCode = 200;
        response.setHeader("Content-Type", "font/woff2");
        for (const [name, value] of Object.entries(SCRIPT_FONT_HEADERS)) response.setHeader(name, value);
        if (request.method === "HEAD") return response.end();
        createReadStream(scriptFontFilePath(slice)).pipe(response);
      });
    },
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    generateBundle() {
      if (this.environment.config.command !== "build") return;
      for (const slice of slices) {
        this.emitFile({ type: "asset", fileName: `${SITE_FONTS_PATH.slice(1)}${slice.path}`, source: readFileSync(scriptFontFilePath(slice)) });
      }
      this.emitFile({ type: "asset", fileName: "_headers", source: scriptFontHeadersFile(slices) });
    },
  };
}
