import { it } from "vitest";

// The editor's client JavaScript against a bare signed-in route (docs/decisions/0811-editing-on-the-canvas.md:
// the editor may cost at most twice the bare route). Read from the last `npm run build` (build/client): the
// React Router manifest names each route's module and the chunks it imports; sizes are raw and gzipped.

const manifests = import.meta.glob("../../build/client/assets/manifest-*.js", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const assets = import.meta.glob("../../build/client/assets/*.js", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

interface RouteEntry {
  module: string;
  imports?: string[];
  parentId?: string;
}

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Every script a first visit to the route loads: the entry, then each route of the chain from the root, with their imports. */
function scriptsFor(manifest: { entry: RouteEntry; routes: Record<string, RouteEntry> }, routeId: string): string[] {
  const chain: RouteEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (route) chain.unshift(route);
  }
  const files = new Set<string>();
  for (const entry of [manifest.entry, ...chain]) for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file);
  return [...files];
}

it("editor route: client JavaScript against the bare signed-in route", async () => {
  const source = Object.values(manifests)[0];
  if (!source) {
    console.log("\nEditor client JS: no build/client found; run `npm run build` first.");
    return;
  }
  const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as { entry: RouteEntry; routes: Record<string, RouteEntry> };
  const byName = new Map(Object.entries(assets).map(([path, text]) => [`/assets/${path.split("/").pop()}`, text]));
  const rows: { name: string; files: number; raw: number; gzip: number }[] = [];
  for (const [name, id] of [
    ["baseline: /u (welcome, bare signed-in route)", "routes/welcome"],
    ["/u/dashboard", "routes/dashboard"],
    ["/u/projects/:id (the editor)", "routes/project"],
  ] as const) {
    const files = scriptsFor(manifest, id);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const text = byName.get(file) ?? "";
      raw += new TextEncoder().encode(text).byteLength;
      gzip += await gzipSize(text);
    }
    rows.push({ name, files: files.length, raw, gzip });
  }
  const base = rows[0]!;
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = rows.map((row) => `${row.name.padEnd(46)}  ${String(row.files).padStart(5)}  ${kib(row.raw).padStart(8)}  ${kib(row.gzip).padStart(9)}  ${(row.gzip / base.gzip).toFixed(2).padStart(10)}`);
  console.log(["\nClient JavaScript on a first visit (from build/client)", `${"route".padEnd(46)}  files  raw KiB  gzip KiB  x baseline`, ...lines].join("\n"));
});
