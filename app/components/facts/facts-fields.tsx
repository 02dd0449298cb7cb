import { useId, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { BUSINESS_MODES, FACT_LIMITS, HOUR_PRESETS, MODE_LABELS } from "@core/sites/facts-constants";
import type { OwnerFacts } from "@core/sites/facts";
import { ServiceSuggestions } from "./service-suggestions";

/**
 * The owner's facts as form fields: the chat's "Business details" card and the editor's tab. Every text
 * can be emptied and every list item removed; an empty field means "not given" and the site says nothing
 * about it (docs/decisions/0500-owner-facts-and-nothing-invented.md). Checked with the API's own schema
 * (`factErrors`, fact-errors.ts, apart so the fields carry no zod).
 */

const input = "mt-1 h-9 w-full rounded-lg border border-line bg-white px-2.5 text-sm aria-[invalid=true]:border-red-500";
const small = "h-8 rounded-full border border-line px-3 text-xs font-medium hover:border-ink/40";

function Field({ label, value, onChange, error, type = "text", placeholder, multiline = false, name }: { label: string; value: string; onChange: (value: string) => void; error?: string; type?: string; placeholder?: string; multiline?: boolean; name?: string }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">{label}</label>
      {multiline ? (
        <textarea id={id} data-fact={name} value={value} rows={2} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)} className={`${input} h-auto py-2`} />
      ) : (
        <input id={id} data-fact={name} type={type} value={value} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)} className={input} />
      )}
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{title}</legend>
      {hint ? <p className="text-xs text-ink-soft">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Remove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className="mt-5 grid size-9 shrink-0 place-items-center rounded-lg border border-line text-ink-soft hover:border-red-300 hover:text-red-700">
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m5 5 10 10M15 5 5 15" /></svg>
    </button>
  );
}

export interface FactsFieldsProps {
  facts: OwnerFacts;
  onChange: (facts: OwnerFacts) => void;
  /** Shown once the owner tried to save. */
  errors: Record<string, string>;
  /** The trade's usual services, offered as one-tap suggestions (ServiceSuggestions). */
  suggestions?: readonly string[];
  /** The chat's card shows the essentials; the editor shows everything. */
  compact?: boolean;
}

export function FactsFields({ facts, onChange, errors, suggestions = [], compact = false }: FactsFieldsProps) {
  const set = <K extends keyof OwnerFacts>(key: K, value: OwnerFacts[K]) => onChange({ ...facts, [key]: value });
  const update = <K extends "hours" | "services" | "reviews" | "numbers">(key: K, index: number, patch: Partial<OwnerFacts[K][number]>) =>
    set(key, facts[key].map((item, at) => (at === index ? { ...item, ...patch } : item)) as OwnerFacts[K]);
  const remove = <K extends "hours" | "services" | "reviews" | "numbers" | "claims">(key: K, index: number) => set(key, facts[key].filter((_, at) => at !== index) as OwnerFacts[K]);
  const noPremises = facts.mode === "mobile" || facts.mode === "online";
  const { t, text } = useT();
  const error = (path: string) => (errors[path] ? text(errors[path]) : undefined);

  return (
    <div className="space-y-5" data-testid="facts-fields">
      <Group title={t("facts.mode.title")}>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t("facts.mode.title")} data-fact="mode">
          {BUSINESS_MODES.map((mode) => (
            <button key={mode} type="button" role="radio" aria-checked={facts.mode === mode} onClick={() => set("mode", facts.mode === mode ? "" : mode)} className={`${small} ${facts.mode === mode ? "border-ink bg-ink text-white" : ""}`}>
              {t(MODE_LABELS[mode])}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Field name="phone" label={t("facts.phone.label")} type="tel" value={facts.phone} onChange={(value) => set("phone", value)} error={error("phone")} placeholder="+1 555 010 0199" />
          <Field name="email" label={t("facts.email.label")} type="email" value={facts.email} onChange={(value) => set("email", value)} error={error("email")} placeholder={t("facts.email.placeholder")} />
        </div>
        {noPremises ? null : <Field name="address" label={t("facts.address.label")} value={facts.address} onChange={(value) => set("address", value)} error={error("address")} />}
        <Field name="serviceArea" label={t(facts.mode === "online" ? "facts.area.labelOnline" : "facts.area.label")} value={facts.serviceArea} onChange={(value) => set("serviceArea", value)} error={error("serviceArea")} placeholder={facts.mode === "mobile" ? t("facts.area.placeholderMobile") : ""} />
      </Group>

      <Group title={t("facts.hours.title")} hint={t("facts.hours.hint")}>
        <div className="flex flex-wrap gap-2">
          {HOUR_PRESETS.map((preset) => (
            <button key={preset.label} type="button" className={small} onClick={() => set("hours", preset.hours.map((row) => ({ ...row })))}>{t(preset.label)}</button>
          ))}
        </div>
        {facts.hours.map((row, index) => (
          <div key={index} className="flex gap-2" data-testid="hours-row">
            <Field name={`hours.${index}.days`} label={t("facts.hours.days")} value={row.days} onChange={(days) => update("hours", index, { days })} error={error(`hours.${index}.days`)} />
            <Field label={t("facts.hours.time")} value={row.time} onChange={(time) => update("hours", index, { time })} error={error(`hours.${index}.time`)} />
            <Remove label={t("facts.hours.remove", { number: index + 1 })} onClick={() => remove("hours", index)} />
          </div>
        ))}
        {facts.hours.length < FACT_LIMITS.hours ? <button type="button" className={small} onClick={() => set("hours", [...facts.hours, { days: "", time: "" }])}>{t("facts.hours.add")}</button> : null}
      </Group>

      <Group title={t("facts.services.title")} hint={t("facts.services.hint")}>
        <ServiceSuggestions suggestions={suggestions} chosen={facts.services.map((service) => service.name)} full={facts.services.length >= FACT_LIMITS.services} onAdd={(name) => set("services", [...facts.services, { name, description: "", price: "" }])} />
        {facts.services.map((service, index) => (
          // On a phone the name keeps at least 10rem and the price wraps under it, so a service's name stays readable.
          <div key={index} className="flex flex-wrap gap-2" data-testid="service-row">
            <div className="flex min-w-40 flex-[1_1_10rem]"><Field name={`services.${index}.name`} label={t("facts.services.name")} value={service.name} onChange={(name) => update("services", index, { name })} error={error(`services.${index}.name`)} /></div>
            <div className="w-28 shrink-0"><Field label={t("facts.services.price")} value={service.price} onChange={(price) => update("services", index, { price })} error={error(`services.${index}.price`)} placeholder={t("facts.services.pricePlaceholder")} /></div>
            <Remove label={t("facts.services.remove", { number: index + 1 })} onClick={() => remove("services", index)} />
          </div>
        ))}
        {facts.services.length < FACT_LIMITS.services ? <button type="button" className={small} onClick={() => set("services", [...facts.services, { name: "", description: "", price: "" }])}>{t("facts.services.add")}</button> : null}
      </Group>

      <Group title={t("facts.reviews.title")} hint={t("facts.reviews.hint")}>
        {facts.reviews.map((review, index) => (
          <div key={index} className="space-y-2 rounded-xl border border-line p-2.5" data-testid="review-row">
            <div className="flex gap-2">
              <Field label={t("facts.reviews.quote")} multiline value={review.quote} onChange={(quote) => update("reviews", index, { quote })} error={error(`reviews.${index}.quote`)} />
              <Remove label={t("facts.reviews.remove", { number: index + 1 })} onClick={() => remove("reviews", index)} />
            </div>
            <div className="flex gap-2">
              <Field label={t("facts.reviews.name")} value={review.name} onChange={(name) => update("reviews", index, { name })} error={error(`reviews.${index}.name`)} />
              <Field label={t("facts.reviews.source")} value={review.source} onChange={(source) => update("reviews", index, { source })} placeholder={t("facts.reviews.sourcePlaceholder")} />
            </div>
          </div>
        ))}
        {facts.reviews.length < FACT_LIMITS.reviews ? <button type="button" className={small} onClick={() => set("reviews", [...facts.reviews, { quote: "", name: "", source: "" }])}>{t("facts.reviews.add")}</button> : null}
      </Group>

      {compact ? null : (
        <>
          <Group title={t("facts.numbers.title")} hint={t("facts.numbers.hint")}>
            {facts.numbers.map((number, index) => (
              <div key={index} className="flex gap-2" data-testid="number-row">
                <div className="w-24 shrink-0"><Field label={t("facts.numbers.value")} value={number.value} onChange={(value) => update("numbers", index, { value })} error={error(`numbers.${index}.value`)} /></div>
                <Field label={t("facts.numbers.label")} value={number.label} onChange={(label) => update("numbers", index, { label })} error={error(`numbers.${index}.label`)} />
                <Remove label={t("facts.numbers.remove", { number: index + 1 })} onClick={() => remove("numbers", index)} />
              </div>
            ))}
            {facts.numbers.length < FACT_LIMITS.numbers ? <button type="button" className={small} onClick={() => set("numbers", [...facts.numbers, { value: "", label: "" }])}>{t("facts.numbers.add")}</button> : null}
          </Group>
          <Group title={t("facts.claims.title")} hint={t("facts.claims.hint")}>
            {facts.claims.map((claim, index) => (
              <div key={index} className="flex gap-2" data-testid="claim-row">
                <Field label={t("facts.claims.label", { number: index + 1 })} value={claim} onChange={(value) => set("claims", facts.claims.map((item, at) => (at === index ? value : item)))} error={error(`claims.${index}`)} />
                <Remove label={t("facts.claims.remove", { number: index + 1 })} onClick={() => remove("claims", index)} />
              </div>
            ))}
            {facts.claims.length < FACT_LIMITS.claims ? <button type="button" className={small} onClick={() => set("claims", [...facts.claims, ""])}>{t("facts.claims.add")}</button> : null}
          </Group>
        </>
      )}
    </div>
  );
}
