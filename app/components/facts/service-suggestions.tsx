import { useEffect, useState } from "react";
import type { SiteLanguage } from "@core/sites/languages";
import { apiRequest } from "../../lib/api-client";
import { useT } from "../../lib/i18n";

/**
 * The trade's usual services as one-tap suggestions (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md):
 * the one component of the "Here's what I understood" card, the "Business details" card and the editor's services
 * section. A tapped suggestion becomes one of the owner's services, stored like one they typed, and can be edited
 * there; one not tapped is never published. Those already chosen are not offered again.
 */
export function ServiceSuggestions({ suggestions, chosen, full, onAdd, className = "" }: { suggestions: readonly string[]; chosen: readonly string[]; full: boolean; onAdd: (name: string) => void; className?: string }) {
  const { t } = useT();
  const taken = new Set(chosen.map((name) => name.trim().toLowerCase()));
  const offered = suggestions.filter((name) => !taken.has(name.toLowerCase())).slice(0, 8);
  if (offered.length === 0) return null;
  return (
    <div className={className} data-testid="service-suggestions">
      <p className="text-xs text-ink-soft">{t("facts.suggestions.intro")}</p>
      <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={t("facts.suggestions.label")}>
        {offered.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-label={t("facts.suggestions.add", { name })}
              disabled={full}
              title={full ? t("facts.suggestions.full") : undefined}
              onClick={() => onAdd(name)}
              className="inline-flex min-h-8 items-center gap-1 rounded-full border border-dashed border-brand-700/40 bg-white px-3 py-1 text-start text-xs font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span aria-hidden="true">+</span>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The trade's usual services for a kind in a site language, from the server (GET /api/v1/trades/:kind/suggestions):
 * none while loading, for "none of these", or when the trade copy has none in that language. The answer's schema (zod)
 * is fetched with the first request, not with the page (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
 */
export function useTradeSuggestions(kind: string | null, language: SiteLanguage): readonly string[] {
  const [found, setFound] = useState<{ key: string; services: readonly string[] } | null>(null);
  const key = kind && /^[A-Z][A-Z0-9_]{0,39}$/.test(kind) ? `${kind}/${language}` : null;
  useEffect(() => {
    if (!key || !kind) return;
    const controller = new AbortController();
    void import("@core/chat/trade-suggestions")
      .then(({ tradeSuggestionsAnswerSchema }) => apiRequest(`/trades/${kind}/suggestions`, tradeSuggestionsAnswerSchema, { query: { language }, signal: controller.signal }))
      .then(
        (result) => {
          if (!controller.signal.aborted && !result.error) setFound({ key, services: result.data.data.services });
        },
        () => {
          // The schema's chunk could not be fetched: no suggestions, as when the server has none.
        },
      );
    return () => controller.abort();
  }, [key, kind, language]);
  return key && found?.key === key ? found.services : [];
}
