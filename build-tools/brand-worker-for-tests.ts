import { build, type Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const WASM_MODULE = "resvg.wasm";

/**
 * The brand Worker (workers/brand/) bundled for the tests' workerd, as Miniflare options of an auxiliary Worker named
 * as the BRAND service binding names it (docs/decisions/0854-share-cards-drawn-in-their-own-worker.md). The test pool
 * runs auxiliary Workers from built modules, not through Vite, so this bundles the same entry the Vite build does,
 * offline, in about a tenth of a second: the card fonts' `?inline` imports become the data URIs Vite would inline, and
 * resvg's WebAssembly becomes a compiled module beside the script, as Vite's Cloudflare plugin emits it.
 */
export async function brandWorkerForTests(): Promise<{ name: string; compatibilityDate: string; modules: { type: "ESModule" | "CompiledWasm"; path: string; contents: string | Uint8Array }[] }> {
  const config = readFileSync(path.join(ROOT, "workers/brand/wrangler.toml"), "utf8");
  const name = /^name = "([^"]+)"/m.exec(config)?.[1];
  const compatibilityDate = /^compatibility_date = "([^"]+)"/m.exec(config)?.[1];
  if (!name || !compatibilityDate) throw new Error("workers/brand/wrangler.toml names no Worker or compatibility date");
  let wasmFile: string | undefined;
  const viteImports: Plugin = {
    name: "brand-worker:vite-imports",
    setup(bundler) {
      bundler.onResolve({ filter: /\?inline$/ }, async (args) => {
        const resolved = await bundler.resolve(args.path.slice(0, -"?inline".length), { kind: args.kind, resolveDir: args.resolveDir });
        return { path: resolved.path, namespace: "inline" };
      });
      bundler.onLoad({ filter: /.*/, namespace: "inline" }, (args) => ({
        contents: `export default ${JSON.stringify(`data:font/woff;base64,${readFileSync(args.path).toString("base64")}`)};`,
        loader: "js",
      }));
      bundler.onResolve({ filter: /\.wasm$/ }, async (args) => {
        if (args.namespace === "wasm-external") return undefined;
        wasmFile = (await bundler.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, namespace: "wasm-external" })).path;
        return { path: `./${WASM_MODULE}`, external: true };
      });
    },
  };
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ["workers/brand/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2024",
    conditions: ["workerd", "worker", "import"],
    mainFields: ["module", "main"],
    external: ["cloudflare:*"],
    tsconfig: "tsconfig.json",
    plugins: [viteImports],
    logLevel: "silent",
  });
  if (!wasmFile) throw new Error("the brand Worker no longer imports resvg's WebAssembly");
  return {
    name,
    compatibilityDate,
    modules: [
      { type: "ESModule", path: "index.js", contents: result.outputFiles[0]!.text },
      { type: "CompiledWasm", path: WASM_MODULE, contents: readFileSync(wasmFile) },
    ],
  };
}
