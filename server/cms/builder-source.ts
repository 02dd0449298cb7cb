import { builderContentSchema, builderResultsSchema, type BuilderContent } from "./content";
import { CmsSourceError, type ContentSource } from "./source";

/** Builder.io's content API (REFERENCE.md section C); model `page`. */
export const BUILDER_CONTENT_API = "https://cdn.builder.io/api/v3/content";
export const BUILDER_MODEL = "page";

/** The URL the gen2 SDK's fetchOneEntry sends for one page targeted by URL path. */
export function builderContentUrl(apiKey: string, urlPath: string, preview: boolean): string {
  const params = new URLSearchParams({
    apiKey,
    limit: "1",
    noTraverse: "false",
    includeRefs: "true",
    omit: "meta.componentsUsed",
    userAttributes: JSON.stringify({ urlPath }),
  });
  if (preview) {
    params.set("includeUnpublished", "true");
    params.set("cachebust", "true");
  }
  return `${BUILDER_CONTENT_API}/${BUILDER_MODEL}?${params}`;
}

/** CMS_SOURCE=builder: one GET per lookup; `{ results: [] }` means no page. */
export function builderSource(apiKey: string): ContentSource {
  return {
    name: "builder",
    cacheName: "builder",
    async getPage(urlPath, { preview, signal }): Promise<BuilderContent | null> {
      if (!apiKey) throw new CmsSourceError("CMS_API_KEY is not set");
      const response = await fetch(builderContentUrl(apiKey, urlPath, preview), { signal, headers: { accept: "application/json" } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new CmsSourceError(`Builder answered HTTP ${response.status}`);
      }
      const body = builderResultsSchema.safeParse(await response.json().catch(() => null));
      if (!body.success) throw new CmsSourceError("Builder's answer has no results list");
      const [first] = body.data.results;
      if (first === undefined) return null;
      const entry = builderContentSchema.safeParse(first);
      if (!entry.success) throw new CmsSourceError("Builder's entry has no data");
      return entry.data;
    },
  };
}
