import { useState } from "react";
import { type OwnerFacts } from "@core/sites/facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import { projectAnswerSchema } from "@core/projects/schemas";
import { apiRequest, refusalMessage } from "../../lib/api-client";
import { useT } from "../../lib/i18n";
import { FactsFields } from "../facts/facts-fields";
import { factErrors } from "../facts/fact-errors";

/**
 * "Business details", offered once the site is written: the owner's facts, the only ones the site will
 * state (docs/decisions/0500-owner-facts-and-nothing-invented.md). Skippable; the same fields are in the
 * editor. Suggestions are the trade's usual services, as chips to tick and edit.
 */
export function FactsCard({ projectId, suggestions, onDone }: { projectId: number; suggestions: readonly string[]; onDone: (saved: boolean) => void }) {
  const { t, text } = useT();
  const [facts, setFacts] = useState<OwnerFacts>(NO_FACTS);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = tried ? factErrors(facts) : {};

  async function save() {
    setTried(true);
    if (Object.keys(factErrors(facts)).length > 0) return;
    setSaving(true);
    setProblem(null);
    const result = await apiRequest(`/projects/${projectId}`, projectAnswerSchema, { method: "PUT", body: { facts } });
    setSaving(false);
    if (result.error) {
      setProblem(text(refusalMessage(result.error, t("facts.card.saveFailed"))));
      return;
    }
    onDone(true);
  }

  return (
    <section className="mt-4 rounded-2xl border border-line bg-white p-4 shadow-sm" aria-labelledby="facts-card-title" data-testid="facts-card">
      <h2 id="facts-card-title" className="font-display text-lg font-semibold">{t("facts.card.title")}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t("facts.card.intro")}</p>
      <div className="mt-4">
        <FactsFields facts={facts} onChange={setFacts} errors={errors} suggestions={suggestions} compact />
      </div>
      {tried && Object.keys(errors).length ? <p role="alert" className="mt-3 text-sm text-red-800">{t("facts.incomplete")}</p> : null}
      {problem ? <p role="alert" className="mt-3 text-sm text-red-800">{problem}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary h-9" disabled={saving} onClick={() => void save()}>{saving ? t("facts.card.saving") : t("facts.card.save")}</button>
        <button type="button" className="btn-ghost h-9" disabled={saving} onClick={() => onDone(false)}>{t("facts.card.skip")}</button>
      </div>
    </section>
  );
}
