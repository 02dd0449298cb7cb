import type { AppMessageKey } from "../i18n/keys";
import type { OwnerFacts } from "./facts";

/**
 * What the owner's facts allow and say, without zod (the schema is in facts.ts), so the
 * editor's first download carries none (docs/performance.md, "Client JavaScript per route").
 */

export const FACT_LIMITS = { hours: 8, services: 12, reviews: 6, numbers: 4, claims: 6 } as const;

/**
 * The schema's messages are message keys of the `facts` namespace (content/app-messages/facts): screens show them in
 * the reader's language and the API answers their English (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export const FACT_MESSAGES = {
  phone: "facts.error.phone",
  phoneShape: "facts.error.phoneShape",
  email: "facts.error.email",
  address: "facts.error.address",
  area: "facts.error.area",
  days: "facts.error.days",
  time: "facts.error.time",
  service: "facts.error.service",
  quote: "facts.error.quote",
  reviewer: "facts.error.reviewer",
  number: "facts.error.number",
  tooMany: "facts.error.tooMany",
  claim: "facts.error.claim",
} as const satisfies Record<string, AppMessageKey>;

/** How customers meet the business: at its premises, at theirs ("we come to you"), or online only. "" when not said. */
export const BUSINESS_MODES = ["premises", "mobile", "online"] as const;
export type BusinessMode = (typeof BUSINESS_MODES)[number];

/** What the owner reads for each mode (message keys). */
export const MODE_LABELS = { premises: "facts.mode.premises", mobile: "facts.mode.mobile", online: "facts.mode.online" } as const satisfies Record<BusinessMode, AppMessageKey>;

/** The facts when none is given: what the schema makes of an empty object (facts.test.ts holds the two equal). */
export const NO_FACTS: OwnerFacts = { phone: "", phoneLink: "", email: "", address: "", serviceArea: "", mode: "", hours: [], services: [], reviews: [], numbers: [], claims: [] };

/** Whether the owner has given any fact at all. */
export function hasFacts(facts: OwnerFacts): boolean {
  return JSON.stringify(facts) !== JSON.stringify(NO_FACTS);
}

/** Whether the business has no premises customers visit (mobile or online). */
export function hasNoPremises(facts: OwnerFacts): boolean {
  return facts.mode === "mobile" || facts.mode === "online";
}

/**
 * Hour presets for the facts card and the editor (the owner edits them after choosing). The label is a message key the
 * owner reads in their language; the hours are stored as written here, the form the site's words rewrite into its own
 * language (core/sites/i18n/local-format.ts), so they stay in this English form whatever the reader's language.
 */
/* eslint-disable ui-text/sentences -- stored hours, not words shown as they are (see above) */
export const HOUR_PRESETS: readonly { label: AppMessageKey; hours: readonly { days: string; time: string }[] }[] = [
  { label: "facts.hours.preset.weekdays", hours: [{ days: "Monday – Friday", time: "9:00 – 17:00" }, { days: "Saturday – Sunday", time: "Closed" }] },
  { label: "facts.hours.preset.weekdaysSaturday", hours: [{ days: "Monday – Friday", time: "9:00 – 18:00" }, { days: "Saturday", time: "10:00 – 16:00" }, { days: "Sunday", time: "Closed" }] },
  { label: "facts.hours.preset.everyDay", hours: [{ days: "Monday – Sunday", time: "9:00 – 18:00" }] },
  { label: "facts.hours.preset.always", hours: [{ days: "Every day", time: "Open 24 hours" }] },
  { label: "facts.hours.preset.appointment", hours: [{ days: "By appointment", time: "Get in touch to book" }] },
];
/* eslint-enable ui-text/sentences */
