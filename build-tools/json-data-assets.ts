import type { Plugin } from "vite";

/**
 * Data the Worker reads through its ASSETS binding instead of carrying it in its upload (docs/decisions/0856-language-tables-as-a-static-asset.md
 * and docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md): the build writes each file into the
 * client build, `npm run dev` answers the same bytes from its middleware, and the tests' ASSETS binding answers them
 * too (vitest.config.ts), so every run reads them the way the deployed Worker does.
 */
export interface JsonDataAsset {
  /** Where the file is among the static assets, from the site's root ("/_data/…"). */
  path: string;
  /** The file's text, made from what is installed or committed at the moment it is asked for. */
  json(): Promise<string>;
}

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };

function assetAt(assets: readonly JsonDataAsset[], pathname: string): JsonDataAsset | undefined {
  return assets.find((asset) => asset.path === pathname);
}

/** The ASSETS binding's answer for one of these files in the tests, or null for any other path. */
export async function jsonDataAssetsBinding(assets: readonly JsonDataAsset[], request: Request): Promise<Response | null> {
  const asset = assetAt(assets, new URL(request.url).pathname);
  return asset ? new Response(await asset.json(), { headers: HEADERS }) : null;
}

/** The Vite plugin: served by the dev server's middleware, written into the client build by `npm run build`. */
export function jsonDataAssets(name: string, assets: () => readonly JsonDataAsset[]): Plugin {
  return {
    name,
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const asset = assetAt(assets(), (request.url ?? "").split("?")[0] ?? "");
        if (!asset || (request.method !== "GET" && request.method !== "HEAD")) return next();
        asset.json().then((json) => {
          response.statusCode = 200;
          for (const [header, value] of Object.entries(HEADERS)) response.setHeader(header, value);
          response.end(request.method === "HEAD" ? undefined : json);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.command !== "build") return;
      for (const asset of assets()) this.emitFile({ type: "asset", fileName: asset.path.slice(1), source: await asset.json() });
    },
  };
}
