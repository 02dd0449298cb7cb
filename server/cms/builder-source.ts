import { builderContentSchema, builderResultsSchema, type BuilderContent } from "./content";
import { CmsSourceError, type ContentSource } from "./source";
import { endpointSetting, type Settings } from "@server/platform";

/** Builder.io's content API; model `page`. The default of CMS_API_BASE_URL (docs/api.md, "CMS pages"). */
export const BUILDER_CONTENT_API = "https://cdn.builder.io/api/v3/content";
export const BUILDER_MODEL = "page";

/**
 * A Builder endpoint setting (CMS_API_BASE_URL, CMS_FORM_SUBMIT_URL): unset means Builder's own URL; a
 * value must be an absolute URL, and https outside development since the API key travels in its query
 * (docs/decisions/0400-builder-endpoints-are-settings.md). A bad value is the source failing.
 */
export function builderEndpoint(env: Settings, name: "CMS_API_BASE_URL" | "CMS_FORM_SUBMIT_URL", fallback: string): string {
  return endpointSetting(env, name, fallback, (message) => new CmsSourceError(message)).replace(/\/+$/, "");
}

/** The URL the gen2 SDK's fetchOneEntry sends for one page targeted by URL path. */
export function builderContentUrl(apiKey: string, urlPath: string, preview: boolean, baseUrl: string = BUILDER_CONTENT_API): string {
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
  return `${baseUrl}/${BUILDER_MODEL}?${params}`;
}

/** CMS_SOURCE=builder: one GET per lookup to `{baseUrl}/page`; `{ results: [] }` means no page. */
export function builderSource(apiKey: string, baseUrl: () => string = () => BUILDER_CONTENT_API): ContentSource {
  return {
    name: "builder",
    cacheName: "builder",
    async getPage(urlPath, { preview, signal }): Promise<BuilderContent | null> {
      if (!apiKey) throw new CmsSourceError("CMS_API_KEY is not set");
      const response = await fetch(builderContentUrl(apiKey, urlPath, preview, baseUrl()), { signal, headers: { accept: "application/json" } });
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
