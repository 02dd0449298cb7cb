import { isDomainError } from "@core/errors";
import { STALE_VERSION_REASON } from "@core/projects/versions";

/** The editor action's extra fields for a stale save (docs/decisions/0821-stale-writes-are-refused.md), so the editor can tell it from other 409s. */
export function staleAnswer(error: unknown): { stale?: true; currentVersion?: number | null } {
  if (!isDomainError(error, "CONFLICT") || error.details.reason !== STALE_VERSION_REASON) return {};
  const current = error.details.currentVersion;
  return { stale: true, currentVersion: typeof current === "number" ? current : null };
}
