import { useEffect, useRef, useState } from "react";
import { isBusinessKindCode, kindNameKey } from "@core/chat/business-kinds";
import { CHAT_MESSAGES } from "@core/chat/chat-copy";
import type { MissingCode } from "@core/chat/understanding";
import { constraintsOf, readFacts, type KeptConstraint, type UnderstandingAnswerInput, type UnderstandingReview } from "@core/chat/understanding-review";
import { savedConversationAnswerSchema, type SavedConversationBody } from "@core/chat/sync-schema";
import type { AppMessageKey } from "@core/i18n/keys";
import { type OwnerFacts } from "@core/sites/facts";
import { FACT_LIMITS } from "@core/sites/facts-constants";
import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { apiRequest, refusalMessage } from "../../lib/api-client";
import { mergeReadFacts } from "../../lib/chat/merge-read-facts";
import { useT } from "../../lib/i18n";
import { FactsFields } from "../facts/facts-fields";
import { factErrors } from "../facts/fact-errors";
import { useTradeSuggestions } from "../facts/service-suggestions";
import { TradePicker, type TradeChoice } from "../trade-picker";

/** What the trade needs most and the reading lacks, as one-tap prompts: what each adds and which field it opens. */
const PROMPTS: Record<MissingCode, { label: AppMessageKey; field: string; add?: (facts: OwnerFacts) => OwnerFacts }> = {
  phone: { label: "facts.prompt.phone", field: "phone" },
  email: { label: "facts.prompt.email", field: "email" },
  address: { label: "facts.prompt.address", field: "address" },
  serviceArea: { label: "facts.prompt.serviceArea", field: "serviceArea" },
  mode: { label: "facts.prompt.mode", field: "mode" },
  hours: { label: "facts.prompt.hours", field: "hours.0.days", add: (facts) => (facts.hours.length ? facts : { ...facts, hours: [{ days: "", time: "" }] }) },
  menu: { label: "facts.prompt.menu", field: "services.0.name", add: addService },
  prices: { label: "facts.prompt.prices", field: "services.0.name", add: addService },
};

/** Languages whose nouns are written in lower case inside a sentence ("Customers of a bakery"). */
const LOWER_CASE_NOUNS: ReadonlySet<string> = new Set(["en", "es", "fr", "pt", "it"]);

function addService(facts: OwnerFacts): OwnerFacts {
  return facts.services.length || facts.services.length >= FACT_LIMITS.services ? facts : { ...facts, services: [{ name: "", description: "", price: "" }] };
}

/** Whether a prompt's fact is still missing from what the owner has in the card now. */
function stillMissing(code: MissingCode, facts: OwnerFacts): boolean {
  if (code === "hours") return facts.hours.length === 0;
  if (code === "menu" || code === "prices") return facts.services.length === 0;
  return facts[code] === "";
}

/**
 * "Here's what I understood" (docs/decisions/0510-the-owner-confirms-what-may-understood.md): May's reading of the
 * chat, shown once the template is chosen, before anything is written. The owner corrects the kind of business, the
 * site's language, every fact and rule, fills in what the trade needs most (the trade's usual services are one-tap
 * suggestions, docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md), then confirms or skips; generation waits.
 * A newer reading (the owner typed more meanwhile) adds what it found without undoing the owner's corrections.
 */
export function UnderstoodCard({ review, onAnswered }: { review: UnderstandingReview; onAnswered: (saved: SavedConversationBody) => void }) {
  const { reading } = review;
  const { t, text, language: reader, locale } = useT();
  const [kind, setKind] = useState<TradeChoice>(reading.kind.chosen ?? reading.kind.classified);
  const [language, setLanguage] = useState<SiteLanguage>(reading.language);
  const [facts, setFacts] = useState<OwnerFacts>(() => readFacts(reading));
  const [rules, setRules] = useState<KeptConstraint[]>(() => constraintsOf(reading));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState<"confirmed" | "skipped" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const seen = useRef(reading);
  const card = useRef<HTMLElement>(null);
  const errors = tried ? factErrors(facts) : {};
  // The trade's usual services for the kind and language chosen now: suggestions to tap, never on the site unless tapped.
  const suggestions = useTradeSuggestions(kind && kind !== "none" ? kind : null, language);

  // A newer reading of the answers: add what it found, keep what the owner changed.
  useEffect(() => {
    const before = seen.current;
    if (before === reading) return;
    seen.current = reading;
    setFacts((current) => mergeReadFacts(current, readFacts(before), readFacts(reading)));
    setRules((current) => [...current, ...constraintsOf(reading).filter((rule) => !constraintsOf(before).some((old) => old.words === rule.words))]);
    setKind((current) => (current === (before.kind.chosen ?? before.kind.classified) ? (reading.kind.chosen ?? reading.kind.classified) : current));
  }, [reading]);

  const focusFact = (name: string) => card.current?.querySelector<HTMLElement>(name === "mode" ? '[data-fact="mode"] button' : `[data-fact="${name}"]`)?.focus();

  // A prompt that adds a row opens its field once the row is drawn.
  useEffect(() => {
    if (!pendingFocus.current) return;
    focusFact(pendingFocus.current);
    pendingFocus.current = null;
  });

  async function send(answer: UnderstandingAnswerInput) {
    setSending(answer.answer);
    setProblem(null);
    const result = await apiRequest("/chat/understanding", savedConversationAnswerSchema, { method: "PUT", body: answer });
    setSending(null);
    if (result.error) return setProblem(text(refusalMessage(result.error, CHAT_MESSAGES.confirmFailed)));
    onAnswered(result.data.data);
  }

  function confirm() {
    setTried(true);
    if (Object.keys(factErrors(facts)).length > 0) return;
    const kept = rules.map((rule) => ({ ...rule, words: rule.words.trim() })).filter((rule) => rule.words !== "");
    void send({ answer: "confirmed", kind: kind === (reading.kind.classified ?? null) && reading.kind.chosen === null ? null : kind, language, facts, constraints: kept });
  }

  const prompts = reading.missing.filter((code) => stillMissing(code, facts));
  const kindName = kind && kind !== "none" && isBusinessKindCode(kind) ? text(kindNameKey(kind)) : null;
  const languageName = (code: SiteLanguage) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? SITE_LANGUAGE_NAMES[code].english;
  return (
    <section ref={card} className="mt-4 max-w-2xl rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby="understood-title" data-testid="understood-card">
      <h2 id="understood-title" className="font-display text-lg font-semibold">{t("facts.understood.title")}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t("facts.understood.intro")}</p>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TradePicker value={kind} onChange={setKind} />
        <div>
          <label htmlFor="understood-language" className="text-xs font-medium text-ink-soft">{t("facts.understood.language")}</label>
          <select id="understood-language" value={language} onChange={(event) => setLanguage(event.target.value as SiteLanguage)} className="mt-1 h-9 w-full rounded-lg border border-line bg-white px-2 text-sm">
            {SITE_LANGUAGES.map((code) => (
              <option key={code} value={code}>{code === reader ? SITE_LANGUAGE_NAMES[code].own : `${SITE_LANGUAGE_NAMES[code].own} (${languageName(code)})`}</option>
            ))}
          </select>
        </div>
      </div>
      {kind === "none" ? <p className="mt-2 text-xs text-ink-soft">{t("facts.understood.noKind")}</p> : null}

      {prompts.length ? (
        <div className="mt-4 rounded-xl bg-brand-50 p-3" data-testid="missing-prompts">
          <p className="text-sm font-medium text-ink">{kindName ? t("facts.understood.lookFor", { kind: LOWER_CASE_NOUNS.has(reader) ? kindName.toLocaleLowerCase(locale) : kindName }) : t("facts.understood.lookForAny")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {prompts.map((code) => (
              <button
                key={code}
                type="button"
                className="h-8 rounded-full border border-brand-700/30 bg-white px-3 text-xs font-medium text-brand-800 hover:border-brand-700"
                onClick={() => {
                  const prompt = PROMPTS[code];
                  if (!prompt.add) return focusFact(prompt.field);
                  pendingFocus.current = prompt.field;
                  setFacts(prompt.add);
                }}
              >
                + {t(PROMPTS[code].label)}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      <div className="mt-4">
        <FactsFields facts={facts} onChange={setFacts} errors={errors} suggestions={suggestions} />
      </div>

      <fieldset className="mt-5 space-y-2">
        <legend className="text-sm font-semibold">{t("facts.understood.rules")}</legend>
        <p className="text-xs text-ink-soft">{t("facts.understood.rulesHint")}</p>
        {rules.length === 0 ? <p className="text-xs text-ink-soft">{t("facts.understood.noRules")}</p> : null}
        <ul className="flex flex-wrap gap-2" data-testid="rules">
          {rules.map((rule, index) => (
            <li key={`${rule.words}-${index}`} className="flex items-center gap-1 rounded-full border border-line bg-paper py-1 ps-3 pe-1 text-sm">
              <span>{rule.words}</span>
              <button type="button" aria-label={t("facts.understood.removeRule", { rule: rule.words })} onClick={() => setRules(rules.filter((_, at) => at !== index))} className="grid size-6 place-items-center rounded-full text-ink-soft hover:bg-red-50 hover:text-red-700">
                <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m5 5 10 10M15 5 5 15" /></svg>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      {tried && Object.keys(errors).length ? <p role="alert" className="mt-3 text-sm text-red-800">{t("facts.incomplete")}</p> : null}
      {problem ? <p role="alert" className="mt-3 text-sm text-red-800">{problem}</p> : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className="btn-brand h-10" disabled={sending !== null} onClick={confirm}>{sending === "confirmed" ? t("facts.understood.saving") : t("facts.understood.confirm")}</button>
        <button type="button" className="btn-ghost h-10" disabled={sending !== null} onClick={() => void send({ answer: "skipped" })}>{sending === "skipped" ? t("facts.understood.skipping") : t("facts.understood.skip")}</button>
      </div>
    </section>
  );
}
