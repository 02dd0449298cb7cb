import { parse } from "qs";
import { QUERY_STRING_LIMITS } from "@core/constants";
import type { CmsMode } from "@core/cms/model";

/** A query string parsed with docs/product.md's limits: depth 5, at most 20 array items, at most 1000 parameters. */
export function parseQueryString(search: string): Record<string, unknown> {
  return parse(search, {
    ignoreQueryPrefix: true,
    depth: QUERY_STRING_LIMITS.depth,
    arrayLimit: QUERY_STRING_LIMITS.arrayLimit,
    parameterLimit: QUERY_STRING_LIMITS.parameterLimit,
  });
}

const isOn = (value: unknown) => value !== undefined && value !== "false" && value !== "0";

/**
 * How a CMS page is looked at: `?preview=…` (or Builder's `builder.preview`) is a preview; Builder's
 * editing flag (`__builder_editing__`, `builder.frameEditing`) is the editing canvas; anything else is live.
 */
export function cmsModeFromQuery(search: string): CmsMode {
  const query = parseQueryString(search);
  if (isOn(query["__builder_editing__"]) || isOn(query["builder.frameEditing"])) return "editing";
  if (isOn(query["preview"]) || isOn(query["builder.preview"])) return "preview";
  return "live";
}
