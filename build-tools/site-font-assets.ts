import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { allStaticFontFiles, SITE_FONTS_PATH, type StaticFontFile } from "../server/render/fonts/font-files.ts";

/**
 * Site fonts (the pairs' Latin faces, Japanese and Arabic slices) as static assets of the Worker
 * (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md):
 * copied from node_modules into the client build under /_fonts/{package}-{version}/, with a `_headers` file
 * that makes them immutable and usable from any of our hosts; `npm run dev` serves the same paths from
 * node_modules. Nothing is committed and the Worker's bundle does not grow.
 */

const require = createRequire(import.meta.url);

/** The headers every site font answers with, in the build (`_headers`) and in dev alike. */
export const SITE_FONT_HEADERS: Record<string, string> = {
  "Cache-Control": "public, max-age=31536000, immutable",
  // Fonts are fetched in CORS mode; a site's own host and the app's both use them.
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
  // As every file the Worker answers (docs/security.md): nothing in a font may load or run anything.
  "Content-Security-Policy": "default-src 'none'",
};

/** The file on disk: Fontsource's package in node_modules. */
export function fontFilePath(file: StaticFontFile): string {
  return require.resolve(`${file.packageName}/files/${file.packageFile}`);
}

/** The `_headers` rules for the fonts' folders (one per package and version). */
export function fontHeadersFile(files: readonly StaticFontFile[]): string {
  const folders = [...new Set(files.map((file) => file.path.slice(0, file.path.indexOf("/"))))];
  const headers = Object.entries(SITE_FONT_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  return folders.map((folder) => `${SITE_FONTS_PATH}${folder}/*\n${headers}\n`).join("");
}

const byUrl = new Map(allStaticFontFiles().map((file) => [`${SITE_FONTS_PATH}${file.path}`, file]));

/** The font file served at a path (`/_fonts/noto-sans-jp-5.3.1/…`), or null. */
export function siteFontAt(pathname: string): StaticFontFile | null {
  return byUrl.get(pathname) ?? null;
}

/**
 * The Worker's ASSETS binding as the tests see it: the same files the build copies, with the build's headers
 * (vitest.config.ts). A path that is not a site font is a 404, as the static assets answer.
 */
export function siteFontAssetsBinding(request: Request): Response {
  const file = siteFontAt(new URL(request.url).pathname);
  if (!file) return new Response("Not found", { status: 404 });
  return new Response(readFileSync(fontFilePath(file)), { headers: { "Content-Type": "font/woff2", ...SITE_FONT_HEADERS } });
}

export function siteFontAssets(): Plugin {
  const files = allStaticFontFiles();
  return {
    name: "may:site-font-assets",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = siteFontAt((request.url ?? "").split("?")[0]!);
        if (!file || (request.method !== "GET" && request.method !== "HEAD")) return next();
        response.statusCode = 200;
        response.setHeader("Content-Type", "font/woff2");
        for (const [name, value] of Object.entries(SITE_FONT_HEADERS)) response.setHeader(name, value);
        if (request.method === "HEAD") return response.end();
        createReadStream(fontFilePath(file)).pipe(response);
      });
    },
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    generateBundle() {
      if (this.environment.config.command !== "build") return;
      for (const file of files) {
        this.emitFile({ type: "asset", fileName: `${SITE_FONTS_PATH.slice(1)}${file.path}`, source: readFileSync(fontFilePath(file)) });
      }
      this.emitFile({ type: "asset", fileName: "_headers", source: fontHeadersFile(files) });
    },
  };
}
