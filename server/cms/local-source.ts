import { builderContentSchema, targetedPaths, type BuilderContent } from "./content";
import type { ContentSource } from "./source";
import { fnv1a } from "@core/hash";

// The pages in the repository, bundled with the Worker: content/pages/*.json, one Builder content entry each.
const FILES = import.meta.glob<unknown>("../../content/pages/*.json", { eager: true, import: "default" });

let entries: BuilderContent[] | null = null;
let version: string | null = null;

/** A short hash of the bundled pages (FNV-1a): a deploy or an edit of content/pages gets fresh cache keys. */
export function localContentVersion(): string {
  if (version) return version;
  version = fnv1a(JSON.stringify(Object.keys(FILES).sort().map((file) => [file, FILES[file]]))).toString(36);
  return version;
}

/** The local pages, checked once per isolate; a malformed file is reported and left out. */
export function localEntries(): BuilderContent[] {
  if (entries) return entries;
  entries = [];
  for (const [file, json] of Object.entries(FILES)) {
    const parsed = builderContentSchema.safeParse(json);
    if (parsed.success) entries.push(parsed.data);
    else console.warn(`CMS: ${file} is not a Builder content entry and is ignored: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  }
  return entries;
}

/**
 * Answers like Builder's content API would (docs/architecture.md, "CMS pages"): published entries
 * whose `urlPath is` targeting matches, the highest priority first; drafts only in preview.
 */
export function resolveEntry(all: BuilderContent[], urlPath: string, preview: boolean): BuilderContent | null {
  let best: BuilderContent | null = null;
  for (const entry of all) {
    const published = (entry.published ?? "published") === "published";
    if (!published && !(preview && entry.published === "draft")) continue;
    if (!targetedPaths(entry).includes(urlPath)) continue;
    if (!best || (entry.priority ?? 0) > (best.priority ?? 0)) best = entry;
  }
  return best;
}

/** CMS_SOURCE=local (the default): pages from content/pages, no network. */
export function localSource(): ContentSource {
  return {
    name: "local",
    cacheName: `local@${localContentVersion()}`,
    async getPage(urlPath, { preview }) {
      return resolveEntry(localEntries(), urlPath, preview);
    },
  };
}

/** Every local page with its paths and whether it is a draft, for the preview page's list. */
export function listLocalPages(): { path: string; title: string; draft: boolean }[] {
  return localEntries()
    .flatMap((entry) => targetedPaths(entry).map((path) => ({ path, title: entry.data.title ?? entry.name ?? path, draft: (entry.published ?? "published") !== "published" })))
    .sort((a, b) => a.path.localeCompare(b.path));
}
