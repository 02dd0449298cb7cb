import type { Context } from "hono";
import { parsePageWordsPath } from "@core/i18n/page-words";
import { pageWordsFile } from "@server/platform";
import type { ApiEnv } from "./api/api-env";

/** The URL's words are the same for good once the version matches: the browser keeps them (decision 0913). */
const KEPT = "public, max-age=31536000, immutable";

/**
 * A signed-in page's words at `/_words/{language}/{namespaces}.{version}.json`
 * (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md). A version that is not today's (a page from
 * before a deploy) gets today's words, checked again on each use instead of kept.
 */
export async function servePageWords(c: Context<ApiEnv>): Promise<Response> {
  const address = parsePageWordsPath(c.req.param("language") ?? "", c.req.param("file") ?? "");
  if (!address) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
  const { json, current } = await pageWordsFile(address);
  return c.body(json, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": current ? KEPT : "no-cache" });
}
