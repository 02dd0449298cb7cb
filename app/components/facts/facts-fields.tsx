import { useId, type ReactNode } from "react";
import { BUSINESS_MODES, FACT_LIMITS, HOUR_PRESETS, MODE_LABELS, ownerFactsSchema, type OwnerFacts } from "@core/sites/facts";
import { ServiceSuggestions } from "./service-suggestions";

/**
 * The owner's facts as form fields: the chat's "Business details" card and the editor's tab. Every text
 * can be emptied and every list item removed; an empty field means "not given" and the site says nothing
 * about it (docs/decisions/0500-owner-facts-and-nothing-invented.md). Checked with the API's own schema.
 */

/** Problems by field path ("reviews.0.name"), from the shared schema. */
export function factErrors(facts: OwnerFacts): Record<string, string> {
  const parsed = ownerFactsSchema.safeParse(facts);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

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

  return (
    <div className="space-y-5" data-testid="facts-fields">
      <Group title="How customers reach you">
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="How customers reach you" data-fact="mode">
          {BUSINESS_MODES.map((mode) => (
            <button key={mode} type="button" role="radio" aria-checked={facts.mode === mode} onClick={() => set("mode", facts.mode === mode ? "" : mode)} className={`${small} ${facts.mode === mode ? "border-ink bg-ink text-white" : ""}`}>
              {MODE_LABELS[mode]}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Field name="phone" label="Phone" type="tel" value={facts.phone} onChange={(value) => set("phone", value)} error={errors.phone} placeholder="+1 555 010 0199" />
          <Field name="email" label="Email" type="email" value={facts.email} onChange={(value) => set("email", value)} error={errors.email} placeholder="hello@example.com" />
        </div>
        {noPremises ? null : <Field name="address" label="Address" value={facts.address} onChange={(value) => set("address", value)} error={errors.address} />}
        <Field name="serviceArea" label={facts.mode === "online" ? "Who you work with (optional)" : "Area you serve"} value={facts.serviceArea} onChange={(value) => set("serviceArea", value)} error={errors.serviceArea} placeholder={facts.mode === "mobile" ? "Leeds and nearby" : ""} />
      </Group>

      <Group title="Opening hours" hint="Left empty, your site shows no hours.">
        <div className="flex flex-wrap gap-2">
          {HOUR_PRESETS.map((preset) => (
            <button key={preset.label} type="button" className={small} onClick={() => set("hours", preset.hours.map((row) => ({ ...row })))}>{preset.label}</button>
          ))}
        </div>
        {facts.hours.map((row, index) => (
          <div key={index} className="flex gap-2" data-testid="hours-row">
            <Field name={`hours.${index}.days`} label="Days" value={row.days} onChange={(days) => update("hours", index, { days })} error={errors[`hours.${index}.days`]} />
            <Field label="Time" value={row.time} onChange={(time) => update("hours", index, { time })} error={errors[`hours.${index}.time`]} />
            <Remove label={`Remove hours row ${index + 1}`} onClick={() => remove("hours", index)} />
          </div>
        ))}
        {facts.hours.length < FACT_LIMITS.hours ? <button type="button" className={small} onClick={() => set("hours", [...facts.hours, { days: "", time: "" }])}>Add hours</button> : null}
      </Group>

      <Group title="Services or products" hint="Prices appear only where you write one.">
        <ServiceSuggestions suggestions={suggestions} chosen={facts.services.map((service) => service.name)} full={facts.services.length >= FACT_LIMITS.services} onAdd={(name) => set("services", [...facts.services, { name, description: "", price: "" }])} />
        {facts.services.map((service, index) => (
          // On a phone the name keeps at least 10rem and the price wraps under it, so a service's name stays readable.
          <div key={index} className="flex flex-wrap gap-2" data-testid="service-row">
            <div className="flex min-w-40 flex-[1_1_10rem]"><Field name={`services.${index}.name`} label="Name" value={service.name} onChange={(name) => update("services", index, { name })} error={errors[`services.${index}.name`]} /></div>
            <div className="w-28 shrink-0"><Field label="Price" value={service.price} onChange={(price) => update("services", index, { price })} error={errors[`services.${index}.price`]} placeholder="optional" /></div>
            <Remove label={`Remove service ${index + 1}`} onClick={() => remove("services", index)} />
          </div>
        ))}
        {facts.services.length < FACT_LIMITS.services ? <button type="button" className={small} onClick={() => set("services", [...facts.services, { name: "", description: "", price: "" }])}>Add a service</button> : null}
      </Group>

      <Group title="Customer reviews" hint="Only real reviews, in your customers' words. Without any, your site shows none.">
        {facts.reviews.map((review, index) => (
          <div key={index} className="space-y-2 rounded-xl border border-line p-2.5" data-testid="review-row">
            <div className="flex gap-2">
              <Field label="What they said" multiline value={review.quote} onChange={(quote) => update("reviews", index, { quote })} error={errors[`reviews.${index}.quote`]} />
              <Remove label={`Remove review ${index + 1}`} onClick={() => remove("reviews", index)} />
            </div>
            <div className="flex gap-2">
              <Field label="Their name" value={review.name} onChange={(name) => update("reviews", index, { name })} error={errors[`reviews.${index}.name`]} />
              <Field label="Where (optional)" value={review.source} onChange={(source) => update("reviews", index, { source })} placeholder="Google" />
            </div>
          </div>
        ))}
        {facts.reviews.length < FACT_LIMITS.reviews ? <button type="button" className={small} onClick={() => set("reviews", [...facts.reviews, { quote: "", name: "", source: "" }])}>Add a review</button> : null}
      </Group>

      {compact ? null : (
        <>
          <Group title="Numbers you stand behind" hint='Like "12" "years in business". Your site shows no other numbers.'>
            {facts.numbers.map((number, index) => (
              <div key={index} className="flex gap-2" data-testid="number-row">
                <div className="w-24 shrink-0"><Field label="Number" value={number.value} onChange={(value) => update("numbers", index, { value })} error={errors[`numbers.${index}.value`]} /></div>
                <Field label="What it counts" value={number.label} onChange={(label) => update("numbers", index, { label })} error={errors[`numbers.${index}.label`]} />
                <Remove label={`Remove number ${index + 1}`} onClick={() => remove("numbers", index)} />
              </div>
            ))}
            {facts.numbers.length < FACT_LIMITS.numbers ? <button type="button" className={small} onClick={() => set("numbers", [...facts.numbers, { value: "", label: "" }])}>Add a number</button> : null}
          </Group>
          <Group title="Things you can prove" hint='Like "Licensed and insured" or "Free quotes". Your site claims nothing like this otherwise.'>
            {facts.claims.map((claim, index) => (
              <div key={index} className="flex gap-2" data-testid="claim-row">
                <Field label={`Claim ${index + 1}`} value={claim} onChange={(value) => set("claims", facts.claims.map((item, at) => (at === index ? value : item)))} error={errors[`claims.${index}`]} />
                <Remove label={`Remove claim ${index + 1}`} onClick={() => remove("claims", index)} />
              </div>
            ))}
            {facts.claims.length < FACT_LIMITS.claims ? <button type="button" className={small} onClick={() => set("claims", [...facts.claims, ""])}>Add a claim</button> : null}
          </Group>
        </>
      )}
    </div>
  );
}
